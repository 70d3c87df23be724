import { CheckCircle2, Send } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Honeypot, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { fetchFormToken, SEND_ERROR } from '../../lib/offer-form';
import { signalTrack } from '../../lib/track-signal';
import { enquiryPayload, sendEnquiry, type EnquiryForm as Fields } from './api/send-enquiry';
import { BUDGETS, COUNTRIES, DEFAULT_COUNTRY, PROJECT_TYPES, TIMELINES } from './enquiry-options';
import { analyticsSessionReference } from '../../lib/analytics-session';

const EMPTY: Fields = {
  name: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  zip: '',
  town: '',
  country: DEFAULT_COUNTRY,
  projectType: '',
  budget: '',
  message: '',
  timeline: '',
};

/** 'Projekt-Anfrage' form of the contact page (spec §2.9, §4, §5). */
export function EnquiryForm() {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [token, setToken] = useState<string>();
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState(false);

  useEffect(() => {
    void fetchFormToken().then(setToken);
  }, []);

  const set = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(false);
    setState('submitting');
    try {
      await sendEnquiry(
        enquiryPayload(fields, { website: honeypot, form_token: token, ...analyticsSessionReference() }),
      );
      signalTrack('form_submit', 'contact-form', { projectType: fields.projectType || 'none' });
      setFields(EMPTY);
      setState('success');
      void fetchFormToken().then(setToken);
    } catch (failure) {
      console.error('[enquiry]', failure);
      setError(true);
      setState('idle');
    }
  }

  return (
    <div id="contact-form" className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl font-bold text-navy-900">Projekt-Anfrage</h2>
      <p className="mt-1 text-slate-600">Beschreiben Sie Ihr Vorhaben – wir melden uns innerhalb von 24 Stunden.</p>
      {state === 'success' && (
        <div role="status" className="mt-6 flex gap-3 rounded-xl border border-accent-200 bg-accent-50 p-5">
          <CheckCircle2 className="size-6 shrink-0 text-accent-700" aria-hidden />
          <div>
            <p className="font-bold text-navy-900">Vielen Dank!</p>
            <p className="text-sm text-slate-700">
              Ihre Anfrage ist bei uns eingegangen. Wir melden uns innerhalb von 24 Stunden bei Ihnen.
            </p>
          </div>
        </div>
      )}
      <form
        onSubmit={submit}
        data-track-form="contact-form"
        className="relative mt-6 grid gap-4 sm:grid-cols-2"
        onChange={() => state === 'success' && setState('idle')}
      >
        {error && (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 sm:col-span-2"
          >
            {SEND_ERROR}
          </p>
        )}
        <Honeypot value={honeypot} onChange={setHoneypot} />
        <TextField label="Name" name="name" required autoComplete="name" value={fields.name} onChange={set('name')} />
        <TextField
          label="E-Mail"
          name="email"
          type="email"
          required
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
          autoComplete="organization"
          value={fields.company}
          onChange={set('company')}
        />
        <TextField
          label="Adresse"
          name="address"
          required
          autoComplete="street-address"
          value={fields.address}
          onChange={set('address')}
          className="sm:col-span-2"
        />
        <TextField
          label="PLZ"
          name="zip"
          required
          autoComplete="postal-code"
          value={fields.zip}
          onChange={set('zip')}
        />
        <TextField
          label="Ort"
          name="town"
          required
          autoComplete="address-level2"
          value={fields.town}
          onChange={set('town')}
        />
        <SelectField label="Land" name="country" required value={fields.country} onChange={set('country')}>
          {COUNTRIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Projektart" name="projectType" value={fields.projectType} onChange={set('projectType')}>
          <option value="">Bitte wählen…</option>
          {PROJECT_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Budget" name="budget" value={fields.budget} onChange={set('budget')}>
          <option value="">Bitte wählen…</option>
          {BUDGETS.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Zeitrahmen" name="timeline" value={fields.timeline} onChange={set('timeline')}>
          <option value="">Bitte wählen…</option>
          {TIMELINES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label="Projektbeschreibung"
          name="message"
          required
          rows={5}
          value={fields.message}
          onChange={set('message')}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={state === 'submitting'}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-navy-900 px-6 py-3.5 font-semibold text-white transition hover:bg-navy-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            <Send className="size-4" aria-hidden />
            {state === 'submitting' ? 'Wird gesendet...' : 'Anfrage senden'}
          </button>
        </div>
      </form>
    </div>
  );
}
