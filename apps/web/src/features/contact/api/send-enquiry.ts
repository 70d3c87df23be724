import {
  DEFAULT_COUNTRY,
  ENQUIRY_BUDGETS,
  GENERAL_ENQUIRY_SERVICE,
  NOT_GIVEN,
  PROJECT_TYPES,
  type EnquiryFormValues,
  type OfferRequestInput,
} from '@agency/contracts';
import { postJson } from '../../../lib/public-api';

/** The enquiry as the offer-request payload (spec §5 payload defaults). */
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

/** POST /api/offer-request from the contact page (spec §7: its own enquiry path is not shown). */
export async function sendEnquiry(payload: OfferRequestInput): Promise<unknown> {
  const answer = await postJson('/api/offer-request', payload);
  console.info('[enquiry] gesendet', answer);
  return answer;
}
