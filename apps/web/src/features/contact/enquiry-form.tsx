import {
  DEFAULT_COUNTRY,
  FORM_POST_PATH,
  ENQUIRY_BUDGETS,
  ENQUIRY_COUNTRIES,
  ENQUIRY_FORM_FIELDS,
  ENQUIRY_TIMELINES,
  PROJECT_TYPES,
  blankValues,
  enquiryPayload,
  type EnquiryFormValues,
} from '@agency/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useDeferredContractForm } from '../../components/forms/deferred-contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { Honeypot, SelectField, TextAreaField } from '../../components/forms/fields';
import { PostedFormFields, RequesterFields, SendButton, SendErrorAlert } from '../../components/forms/requester-fields';
import { useReveal } from '../../components/forms/reveal';
import { usePostedForm } from '../../components/seo/server-context';
import { postedErrors } from '../../lib/form-post';
import { loadOfferRequestSchema, useFormToken } from '../../lib/offer-form';
import { sendFailureText } from '../../lib/send-failure';
import { signalTrack } from '../../lib/track-signal';
import { analyticsSessionReference } from '../../lib/analytics-session';
import { sendEnquiry } from './api/send-enquiry';

type Values = EnquiryFormValues & { website: string };
const EMPTY: Values = { ...blankValues(ENQUIRY_FORM_FIELDS), country: DEFAULT_COUNTRY, website: '' };
/** 'Anderes' is labelled 'Anderes Land'. */
const countryLabel = (country: string) => (country === 'Anderes' ? 'Anderes Land' : country);

/**
 * 'Projekt-Anfrage' form of the contact page. The page's main content: its form layer loads on idle or when
 * the visitor turns to the form, not with the page (deferred-contract-form.ts). Before its code has arrived,
 * or without JavaScript, the browser posts it to the api itself (libs/contracts offer-form-post.ts); the
 * api's answer renders the page again with what was typed and the messages (`usePostedForm`).
 */
export function EnquiryForm() {
  const { register, handleSubmit, reset, errors, load, ready } = useDeferredContractForm<Values>({
    schema: loadOfferRequestSchema,
    defaultValues: EMPTY,
    // The schema checks what is sent; a message about the derived service belongs to the project type.
    payload: ({ website, ...fields }) => enquiryPayload(fields, { website }),
    fieldOf: { service: 'projectType' },
  });
  const formToken = useFormToken();
  const posted = usePostedForm('kontakt');
  const [state, setState] = useState<'idle' | 'submitting' | 'success'>('idle');
  const [error, setError] = useState<string | undefined>(posted?.alert);
  const revealThanks = useReveal<HTMLDivElement>();

  const submit = handleSubmit(async ({ website, ...fields }) => {
    setError(undefined);
    setState('submitting');
    try {
      const token = await formToken.take();
      await sendEnquiry(enquiryPayload(fields, { website, form_token: token, ...analyticsSessionReference() }));
      signalTrack('form_submit', 'contact-form', { projectType: fields.projectType || 'none' });
      reset(EMPTY);
      setState('success');
      formToken.renew();
    } catch (failure) {
      console.error('[enquiry]', failure);
      setError(sendFailureText(failure));
      setState('idle');
    }
  });
  const fieldOf = fieldsOf(register, posted ? postedErrors<Values>(posted) : errors);
  const field = (name: Parameters<typeof fieldOf>[0]) => ({ ...fieldOf(name), defaultValue: posted?.values[name] });

  return (
    <div id="contact-form" className="scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-2xl font-bold text-navy-900">Projekt-Anfrage</h2>
      <p className="mt-1 text-slate-600">Beschreiben Sie Ihr Vorhaben – wir melden uns innerhalb von 24 Stunden.</p>
      {state === 'success' && (
        <div
          ref={revealThanks}
          role="status"
          tabIndex={-1}
          className="mt-6 flex scroll-my-28 gap-3 rounded-xl border border-accent-200 bg-accent-50 p-5 outline-none"
        >
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
        method="post"
        action={FORM_POST_PATH}
        onSubmit={submit}
        onFocus={load}
        onInput={load}
        data-form-ready={ready || undefined}
        data-track-form="contact-form"
        className="relative mt-6 grid gap-4 sm:grid-cols-2"
        onChange={() => state === 'success' && setState('idle')}
      >
        <SendErrorAlert message={error} />
        <PostedFormFields form="kontakt" posted={posted} />
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
