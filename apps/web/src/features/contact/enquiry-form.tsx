import {
  DEFAULT_COUNTRY,
  ENQUIRY_BUDGETS,
  ENQUIRY_COUNTRIES,
  ENQUIRY_FORM_FIELDS,
  ENQUIRY_TIMELINES,
  PROJECT_TYPES,
  blankValues,
  type EnquiryFormValues,
} from '@agency/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDeferredContractForm } from '../../components/forms/deferred-contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { Honeypot, SelectField, TextAreaField } from '../../components/forms/fields';
import { RequesterFields, SendButton, SendErrorAlert } from '../../components/forms/requester-fields';
import { fetchFormToken, loadOfferRequestSchema } from '../../lib/offer-form';
import { signalTrack } from '../../lib/track-signal';
import { analyticsSessionReference } from '../../lib/analytics-session';
import { enquiryPayload, sendEnquiry } from './api/send-enquiry';

type Values = EnquiryFormValues & { website: string };
const EMPTY: Values = { ...blankValues(ENQUIRY_FORM_FIELDS), country: DEFAULT_COUNTRY, website: '' };
/** 'Anderes' is labelled 'Anderes Land' (spec §3). */
const countryLabel = (country: string) => (country === 'Anderes' ? 'Anderes Land' : country);

/**
 * 'Projekt-Anfrage' form of the contact page (spec §2.9, §4, §5). The page's main content: its form layer
 * loads on idle or when the visitor turns to the form, not with the page (deferred-contract-form.ts).
 */
export function EnquiryForm() {
  const { register, handleSubmit, reset, errors, load, ready } = useDeferredContractForm<Values>({
    schema: loadOfferRequestSchema,
    defaultValues: EMPTY,
    // The schema checks what is sent; a message about the derived service belongs to the project type.
    payload: ({ website, ...fields }) => enquiryPayload(fields, { website }),
    fieldOf: { service: 'projectType' },
  });
  const [token, setToken] = useState<string>();
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState(false);

  useEffect(() => {
    void fetchFormToken().then(setToken);
  }, []);

  const submit = handleSubmit(async ({ website, ...fields }) => {
    setError(false);
    setState('submitting');
    try {
      await sendEnquiry(enquiryPayload(fields, { website, form_token: token, ...analyticsSessionReference() }));
      signalTrack('form_submit', 'contact-form', { projectType: fields.projectType || 'none' });
      reset(EMPTY);
      setState('success');
      void fetchFormToken().then(setToken);
    } catch (failure) {
      console.error('[enquiry]', failure);
      setError(true);
      setState('idle');
    }
  });
  const field = fieldsOf(register, errors);

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
        onFocus={load}
        onInput={load}
        data-form-ready={ready || undefined}
        data-track-form="contact-form"
        className="relative mt-6 grid gap-4 sm:grid-cols-2"
        onChange={() => state === 'success' && setState('idle')}
      >
        <SendErrorAlert show={error} />
        <Honeypot {...register('website')} />
        <RequesterFields field={field} />
        <SelectField label="Land" required {...field('country')}>
          {ENQUIRY_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryLabel(country)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Projektart" {...field('projectType')}>
          <option value="">Bitte wählen…</option>
          {Object.entries(PROJECT_TYPES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Budget" {...field('budget')}>
          <option value="">Bitte wählen…</option>
          {Object.entries(ENQUIRY_BUDGETS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Zeitrahmen" {...field('timeline')}>
          <option value="">Bitte wählen…</option>
          {ENQUIRY_TIMELINES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Projektbeschreibung" required rows={5} {...field('message')} className="sm:col-span-2" />
        <SendButton sending={state === 'submitting'} label="Anfrage senden" large />
      </form>
    </div>
  );
}
