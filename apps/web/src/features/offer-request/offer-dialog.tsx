import {
  OFFER_BUDGETS,
  OFFER_DIALOG_FIELDS,
  OFFER_SERVICES,
  blankValues,
  type OfferDialogValues,
} from '@agency/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { Honeypot, SelectField, TextAreaField } from '../../components/forms/fields';
import { RequesterFields, SendButton, SendErrorAlert } from '../../components/forms/requester-fields';
import { Dialog } from '../../components/ui/dialog';
import { analyticsSessionReference } from '../../lib/analytics-session';
import { fetchFormToken, loadOfferRequestSchema } from '../../lib/offer-form';
import { signalTrack } from '../../lib/track-signal';
import { sendOfferRequest } from './api/send-offer-request';
import { THANK_YOU_MS } from './offer-options';

type OfferValues = OfferDialogValues & { website: string };
const empty = (service = '', message = ''): OfferValues => ({
  ...blankValues(OFFER_DIALOG_FIELDS),
  service,
  message,
  website: '',
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm<OfferValues>({ schema: loadOfferRequestSchema, defaultValues: empty(service, message) });
  const field = fieldsOf(register, errors);
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
      reset(empty());
      setState('form');
      onClose();
    }, THANK_YOU_MS);
    return () => window.clearTimeout(timer);
  }, [state, onClose, reset]);

  const submit = handleSubmit(async (fields) => {
    setError(false);
    setState('sending');
    try {
      await sendOfferRequest({ ...fields, form_token: token, ...analyticsSessionReference() });
      signalTrack('form_submit', 'offer-request', { service: fields.service });
      setState('sent');
    } catch (failure) {
      console.error('[offer-request]', failure);
      setError(true);
      setState('form');
    }
  });

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
        <form
          onSubmit={(event) => void submit(event)}
          data-track-form="offer-request"
          className="relative grid gap-4 sm:grid-cols-2"
        >
          <SendErrorAlert show={error} />
          <Honeypot {...register('website')} />
          <RequesterFields field={field} markRequired numericZip />
          <SelectField label="Gewünschte Leistung" required markRequired {...field('service')}>
            <option value="">Bitte wählen…</option>
            {services.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <SelectField label="Budget" {...field('budget')}>
            <option value="">Bitte wählen…</option>
            {OFFER_BUDGETS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label="Ihre Nachricht"
            required
            markRequired
            rows={4}
            {...field('message')}
            className="sm:col-span-2"
          />
          <SendButton sending={state === 'sending'} label="Anfrage absenden" />
        </form>
      )}
    </Dialog>
  );
}
