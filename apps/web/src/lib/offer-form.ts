import { useCallback, useEffect, useRef } from 'react';
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

/** A render token for a form, or undefined when it could not be fetched. */
async function fetchFormToken(): Promise<string | undefined> {
  try {
    return (await readPublic('formTokenSchema', await getJsonBrowser('/api/offer-request/form-token'))).token;
  } catch {
    return undefined;
  }
}

/**
 * The form's render token, which the server needs to take a request as a person's: without one, or with one
 * used before, the request is kept only as suspected spam for staff to review. Fetched when the form opens
 * (its age shows how long the visitor took); `take` waits for that fetch at sending and tries once more
 * should it have failed; `renew` fetches the next one after a request went out, since each is good once.
 */
export function useFormToken(): { take: () => Promise<string | undefined>; renew: () => void } {
  const token = useRef<Promise<string | undefined>>(undefined);
  const renew = useCallback(() => {
    token.current = fetchFormToken();
  }, []);
  useEffect(() => {
    if (token.current === undefined) renew();
  }, [renew]);
  const take = useCallback(async () => {
    const fetched = await (token.current ?? fetchFormToken());
    if (fetched !== undefined) return fetched;
    token.current = fetchFormToken();
    return token.current;
  }, []);
  return { take, renew };
}
