import {
  DEFAULT_COUNTRY,
  ENQUIRY_BUDGETS,
  GENERAL_ENQUIRY_SERVICE,
  NOT_GIVEN,
  PROJECT_TYPES,
  type EnquiryFormValues,
} from './offer-options';
import type { OfferRequestInput } from './offer-requests';

/*
 * The request forms as plain HTML forms: before their code has arrived, or without JavaScript, the browser
 * posts them (application/x-www-form-urlencoded) to the api, which checks and stores them exactly like the
 * JSON the code sends, and answers with a page: the thanks after a 303 See Other, or the form again with its
 * messages. Nothing the visitor typed ever travels in a URL.
 */

/** Where both request forms post without JavaScript. */
export const FORM_POST_PATH = '/api/offer-request/form';
/** The page a successful post is sent on to (303 See Other): the thanks, with no personal data in it. */
export const FORM_SENT_PATH = '/anfrage-gesendet';
/** The page of the offer dialog's form, for visitors without JavaScript. */
export const OFFER_FORM_PATH = '/angebot';

/** Which form a post came from (its hidden field `form`), and the page that shows it again. */
export const POSTED_FORM_PAGES = { kontakt: '/kontakt', angebot: OFFER_FORM_PATH } as const;
export type PostedForm = keyof typeof POSTED_FORM_PAGES;

/**
 * Stands in the pages' HTML for the form's render token (its hidden field `form_token`). Pages are rendered
 * once per content version and cached, so a token in them would be everybody's: the page cache puts a fresh
 * token in its place in each answer.
 */
export const FORM_TOKEN_SLOT = '__FORM_TOKEN__';

/**
 * A posted form the api did not take, for the server render of its page: what was typed, the messages per
 * field, the alert over the form, and a fresh render token for the next try.
 */
export interface FormPostResult {
  form: PostedForm;
  values: Record<string, string>;
  errors: Record<string, string>;
  alert: string;
  token: string;
}

/** The request forms' message for a send that failed. */
export const SEND_ERROR = 'Es gab einen Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es später erneut.';
/** The api's message for a request over its rate limit. */
export const TOO_MANY_REQUESTS = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';
/** The alert over a form the server sent back for its fields. */
export const CHECK_FIELDS = 'Bitte prüfen Sie Ihre Angaben: Die markierten Felder sind noch nicht richtig ausgefüllt.';

/** When a new try works, from a 429's Retry-After: 'Ein neuer Versuch ist in etwa 12 Minuten möglich.' */
export function retryHint(retryAfterSeconds: number | undefined): string {
  if (!retryAfterSeconds || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return '';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when =
    minutes <= 1 ? 'einer Minute' : minutes < 90 ? `${minutes} Minuten` : `${Math.round(minutes / 60)} Stunden`;
  return `Ein neuer Versuch ist in etwa ${when} möglich.`;
}

/** The rate limit's message with when to try again (the same text with and without JavaScript). */
export function tooManyRequestsText(serverMessage: string | undefined, retryAfterSeconds: number | undefined): string {
  return [serverMessage || TOO_MANY_REQUESTS, retryHint(retryAfterSeconds)].filter(Boolean).join(' ');
}

/**
 * The contact page's enquiry as the offer-request payload, the same with and without JavaScript: `service` is
 * the project type's label (or 'Allgemeine Anfrage'), `budget` the label (or 'Nicht angegeben'), and the
 * timeline is appended to the message as 'Zeitrahmen: …'.
 */
export function enquiryPayload(
  { timeline, projectType, budget, ...form }: EnquiryFormValues,
  extra: { website: string; form_token?: string; analytics_session_id?: string },
): OfferRequestInput {
  return {
    ...form,
    phone: form.phone || '',
    country: form.country || DEFAULT_COUNTRY,
    service: PROJECT_TYPES[projectType as keyof typeof PROJECT_TYPES] ?? GENERAL_ENQUIRY_SERVICE,
    projectType: projectType || undefined,
    budget: ENQUIRY_BUDGETS[budget as keyof typeof ENQUIRY_BUDGETS] ?? NOT_GIVEN,
    message: `${form.message}\n\nZeitrahmen: ${timeline || NOT_GIVEN}`,
    ...extra,
  };
}
