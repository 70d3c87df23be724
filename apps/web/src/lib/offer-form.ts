import { getJsonBrowser } from './public-api-browser';

/** Fields both request forms share (spec/public-site.md §3 Offer request). */
export interface OfferRequestPayload {
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
  country?: string;
  projectType?: string;
  /** Honeypot: a hidden field people leave empty. */
  website: string;
  /** Render token of the form (GET /api/offer-request/form-token): lets the server tell bots by fill time. */
  form_token?: string;
  /** The visitor's analytics session, only with analytics consent (lib/analytics-session). */
  analytics_session_id?: string;
}

/** The form's render token; without one the request still goes out (the server then skips the check). */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const body = (await getJsonBrowser('/api/offer-request/form-token')) as { token?: unknown };
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}

export const SEND_ERROR = 'Es gab einen Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es später erneut.';
