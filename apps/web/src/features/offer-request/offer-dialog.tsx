import { CheckCircle2, Clock, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../components/ui/dialog';
import { Honeypot, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { analyticsSessionReference } from '../../lib/analytics-session';
import { fetchFormToken, SEND_ERROR } from '../../lib/offer-form';
import { signalTrack } from '../../lib/track-signal';
import { sendOfferRequest } from './api/send-offer-request';
import { OFFER_BUDGETS, OFFER_SERVICES } from '@agency/contracts';
import { THANK_YOU_MS } from './offer-options';

interface OfferFields {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  zip: string;
  town: string;
  service: string;
  budget: string;
  message: string;
}

const empty = (service = '', message = ''): OfferFields => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  zip: '',
  town: '',
  service,
  budget: '',
  message,
});

export interface OfferDialogProps {
  onClose: () => void;
  /** A service chosen before opening (spec §2.10: a service can be preselected). */
  service?: string;
  /** A first line for the message, e.g. the chosen subscription package. */
  message?: string;
}

/** The shared offer-request dialog (spec/public-site.md §2.10, §4, §5, §8). */
export default function OfferDialog({ onClose, service = '', message = '' }: OfferDialogProps) {
  const [fields, setFields] = useState<OfferFields>(() => empty(service, message));
  const [honeypot, setHoneypot] = useState('');
  const [token, setToken] = useState<string>();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState(false);
  // A preselected service that is not one of the dialog's choices (a custom one) is offered first.
  const services: readonly string[] =
    service && !(OFFER_SERVICES as readonly string[]).includes(service) ? [service, ...OFFER_SERVICES] : OFFER_SERVICES;

  useEffect(() => {
    void fetchFormToken().then(setToken);
    // The funnel's 'offer dialog opened' step (docs/metrics.md); sent only with consent, like every event.
    signalTrack('solution_modal', 'offer-request', service ? { service } : undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = window.setTimeout(() => {
      setFields(empty());
      setState('form');
      onClose();
    }, THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [state, onClose]);

  const set = (key: keyof OfferFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(false);
    setState('sending');
    try {
      await sendOfferRequest({ ...fields, website: honeypot, form_token: token, ...analyticsSessionReference() });
      signalTrack('form_submit', 'offer-request', { service: fields.service });
      setState('sent');
    } catch (failure) {
      console.error('[offer-request]', failure);
      setError(true);
      setState('form');
    }
  }

  return (
    <Dialog
      title="Unverbindliches Angebot anfragen"
      description={
        <span className="inline-flex items-center gap-1.5">
          <Clock className="size-4 text-accent-700" aria-hidden />
          Wir melden uns innerhalb von 24 Stunden bei Ihnen.
        </span>
      }
      onClose={onClose}
      testId="offer-dialog"
      footer={
        <p className="text-xs text-slate-500">
          Mit dem Absenden stimmen Sie der Verarbeitung Ihrer Daten gemäß unserer{' '}
          <Link
            to="/datenschutz"
            onClick={onClose}
            className="font-medium text-accent-700 underline underline-offset-2"
          >
            Datenschutzerklärung
          </Link>{' '}
          zu.
        </p>
      }
    >
      {state === 'sent' ? (
        <div className="flex flex-col items-center py-10 text-center" role="status">
          <CheckCircle2 className="size-14 text-accent-600" aria-hidden />
          <h3 className="mt-4 text-2xl font-bold text-navy-900">Vielen Dank für Ihre Anfrage!</h3>
          <p className="mt-2 max-w-md text-slate-600">
            Wir haben Ihre Anfrage erhalten und melden uns innerhalb von 24 Stunden mit einem unverbindlichen Angebot
            bei Ihnen.
          </p>
        </div>
      ) : (
        <form onSubmit={submit} data-track-form="offer-request" className="relative grid gap-4 sm:grid-cols-2">
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
            >
              {SEND_ERROR}
            </p>
          )}
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <TextField
            label="Name"
            name="name"
            required
            markRequired
            autoComplete="name"
            value={fields.name}
            onChange={set('name')}
            data-autofocus
          />
          <TextField
            label="E-Mail"
            name="email"
            type="email"
            required
            markRequired
            autoComplete="email"
            value={fields.email}
            onChange={set('email')}
          />
          <TextField
            label="Telefon"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={set('phone')}
          />
          <TextField
            label="Unternehmen"
            name="company"
            required
            markRequired
            autoComplete="organization"
            value={fields.company}
            onChange={set('company')}
          />
          <TextField
            label="Adresse"
            name="address"
            required
            markRequired
            autoComplete="street-address"
            value={fields.address}
            onChange={set('address')}
            className="sm:col-span-2"
          />
          <TextField
            label="PLZ"
            name="zip"
            required
            markRequired
            autoComplete="postal-code"
            inputMode="numeric"
            value={fields.zip}
            onChange={set('zip')}
          />
          <TextField
            label="Ort"
            name="town"
            required
            markRequired
            autoComplete="address-level2"
            value={fields.town}
            onChange={set('town')}
          />
          <SelectField
            label="Gewünschte Leistung"
            name="service"
            required
            markRequired
            value={fields.service}
            onChange={set('service')}
          >
            <option value="">Bitte wählen…</option>
            {services.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <SelectField label="Budget" name="budget" value={fields.budget} onChange={set('budget')}>
            <option value="">Bitte wählen…</option>
            {OFFER_BUDGETS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Ihre Nachricht"
            name="message"
            required
            markRequired
            rows={4}
            value={fields.message}
            onChange={set('message')}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={state === 'sending'}
              className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-5 py-3 font-semibold text-white transition hover:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
            >
              <Send className="size-4" aria-hidden />
              {state === 'sending' ? 'Wird gesendet...' : 'Anfrage absenden'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
