import type { OfferRequestInput } from '@agency/contracts';
import { postJson } from '../../../lib/public-api';

/** POST /api/offer-request from the contact page. */
export async function sendEnquiry(payload: OfferRequestInput): Promise<unknown> {
  const answer = await postJson('/api/offer-request', payload);
  console.info('[enquiry] gesendet', answer);
  return answer;
}
