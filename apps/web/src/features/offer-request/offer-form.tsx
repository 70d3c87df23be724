import {
  FORM_POST_PATH,
  OFFER_BUDGETS,
  OFFER_DIALOG_FIELDS,
  OFFER_SERVICES,
  blankValues,
  type FormPostResult,
  type OfferDialogValues,
} from '@agency/contracts';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf } from '../../components/forms/field-error';
import { Honeypot, SelectField, TextAreaField } from '../../components/forms/fields';
import { PostedFormFields, RequesterFields, SendButton, SendErrorAlert } from '../../components/forms/requester-fields';
import { useReveal } from '../../components/forms/reveal';
import { analyticsSessionReference } from '../../lib/analytics-session';
import { postedErrors } from '../../lib/form-post';
import { loadOfferRequestSchema, useFormToken } from '../../lib/offer-form';
import { sendFailureText } from '../../lib/send-failure';
import { signalTrack } from '../../lib/track-signal';
import { sendOfferRequest } from './api/send-offer-request';

type OfferValues = OfferDialogValues & { website: string };
const empty = (service = '', message = ''): OfferValues => ({
  ...blankValues(OFFER_DIALOG_FIELDS),
  service,
  message,
  website: '',
});

export interface OfferFormProps {
  /** A service chosen before opening (a custom one is offered first). */
  service?: string;
  /** A first line for the message, e.g. the chosen subscription package. */
  message?: string;
  /** Called once the request went out (the dialog then closes after its thank-you time). */
  onSent?: () => void;
  /** The server's answer to this form posted without code (its page rendered again), if it is one. */
  posted?: FormPostResult;
}

/**
 * The offer request's form, in the offer dialog and on its own page for visitors without JavaScript
 * (OFFER_FORM_PATH). With code it sends JSON; before, or without, the browser posts it to the api, whose
 * answer renders the page again with what was typed and the messages (`posted`).
 */
export function OfferForm({ service = '', message = '', onSent, posted }: OfferFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm<OfferValues>({ schema: loadOfferRequestSchema, defaultValues: empty(service, message) });
  const fieldOf = fieldsOf(register, posted ? postedErrors<OfferValues>(posted) : errors);
  const field = (name: Parameters<typeof fieldOf>[0]) => ({ ...fieldOf(name), defaultValue: posted?.values[name] });
  const formToken = useFormToken();
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [error, setError] = useState<string | undefined>(posted?.alert);
  const revealThanks = useReveal<HTMLDivElement>();
  // A preselected service that is not one of the choices (a custom one) is offered first.
  const services: readonly string[] =
    service && !(OFFER_SERVICES as readonly string[]).includes(service) ? [service, ...OFFER_SERVICES] : OFFER_SERVICES;

  const submit = handleSubmit(async (fields) => {
    setError(undefined);
    setState('sending');
    try {
      await sendOfferRequest({ ...fields, form_token: await formToken.take(), ...analyticsSessionReference() });
      signalTrack('form_submit', 'offer-request', { service: fields.service });
      setState('sent');
      onSent?.();
    } catch (failure) {
      console.error('[offer-request]', failure);
      setError(sendFailureText(failure));
      setState('form');
    }
  });

  if (state === 'sent')
    return (
      <div
        ref={revealThanks}
        tabIndex={-1}
        className="flex flex-col items-center py-10 text-center outline-none"
        role="status"
      >
        <CheckCircle2 className="size-14 text-accent-600" aria-hidden />
        <h3 className="mt-4 text-2xl font-bold text-navy-900">Vielen Dank für Ihre Anfrage!</h3>
        <p className="mt-2 max-w-md text-slate-600">
          Wir haben Ihre Anfrage erhalten und melden uns innerhalb von 24 Stunden mit einem unverbindlichen Angebot bei
          Ihnen.
        </p>
      </div>
    );

  return (
    <form
      method="post"
      action={FORM_POST_PATH}
      onSubmit={(event) => void submit(event)}
      data-track-form="offer-request"
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <SendErrorAlert message={error} />
      <PostedFormFields form="angebot" posted={posted} />
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
  );
}

/** The consent line under the form, with the link to the privacy page. */
export function PrivacyNote({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <p className="text-xs text-slate-500">
      Mit dem Absenden stimmen Sie der Verarbeitung Ihrer Daten gemäß unserer{' '}
      <Link to="/datenschutz" onClick={onNavigate} className="font-medium text-accent-700 underline underline-offset-2">
        Datenschutzerklärung
      </Link>{' '}
      zu.
    </p>
  );
}

/** The form and its privacy note, as the form's own page shows them. */
export function OfferFormWithNote({ posted }: { posted?: FormPostResult }) {
  return (
    <>
      <OfferForm posted={posted} />
      <div className="mt-6">
        <PrivacyNote />
      </div>
    </>
  );
}
