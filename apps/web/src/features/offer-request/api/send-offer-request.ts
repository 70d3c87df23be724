import type { OfferRequestPayload } from '../../../lib/offer-form';
import { postJson } from '../../../lib/public-api';

/** POST /api/offer-request from the offer dialog. */
export function sendOfferRequest(payload: OfferRequestPayload): Promise<unknown> {
  return postJson('/api/offer-request', payload);
}
