import type { OfferRequestInput } from '@agency/contracts';
import { postJson } from '../../../lib/public-api';

/** POST /api/offer-request from the offer dialog. */
export function sendOfferRequest(payload: OfferRequestInput): Promise<unknown> {
  return postJson('/api/offer-request', payload);
}
