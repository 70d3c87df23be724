import type { ContractSchema } from '../components/forms/contract-form';
import { readPublic } from './public-api';
import { getJsonBrowser } from './public-api-browser';

/**
 * The contract's schema of POST /api/offer-request (libs/contracts offer-requests.ts), loaded with the first
 * check of a request form: zod stays out of the pages' first JavaScript.
 */
export async function loadOfferRequestSchema(): Promise<ContractSchema> {
  return (await import('./offer-request-schema')).offerRequestInputSchema;
}

/** The form's render token; without one the request still goes out (the server then skips the check). */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    return (await readPublic('formTokenSchema', await getJsonBrowser('/api/offer-request/form-token'))).token;
  } catch {
    return undefined;
  }
}

export const SEND_ERROR = 'Es gab einen Fehler beim Senden Ihrer Anfrage. Bitte versuchen Sie es später erneut.';
