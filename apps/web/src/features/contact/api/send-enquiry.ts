import type { OfferRequestPayload } from '../../../lib/offer-form';
import { postJson } from '../../../lib/public-api';
import { BUDGETS, DEFAULT_COUNTRY, GENERAL_ENQUIRY, NOT_GIVEN, PROJECT_TYPES } from '../enquiry-options';

export interface EnquiryForm {
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  zip: string;
  town: string;
  country: string;
  projectType: string;
  budget: string;
  message: string;
  timeline: string;
}

/** The enquiry as the offer-request payload (spec §5 payload defaults). */
export function enquiryPayload(
  form: EnquiryForm,
  extra: { website: string; form_token?: string; analytics_session_id?: string },
): OfferRequestPayload {
  const type = PROJECT_TYPES.find((t) => t.value === form.projectType);
  return {
    name: form.name,
    email: form.email,
    phone: form.phone || '',
    company: form.company,
    address: form.address,
    zip: form.zip,
    town: form.town,
    country: form.country || DEFAULT_COUNTRY,
    service: type?.label ?? GENERAL_ENQUIRY,
    projectType: form.projectType || undefined,
    budget: BUDGETS.find((b) => b.value === form.budget)?.label ?? NOT_GIVEN,
    message: `${form.message}\n\nZeitrahmen: ${form.timeline || NOT_GIVEN}`,
    ...extra,
  };
}

/** POST /api/offer-request from the contact page (spec §7: its own enquiry path is not shown). */
export async function sendEnquiry(payload: OfferRequestPayload): Promise<unknown> {
  const answer = await postJson('/api/offer-request', payload);
  console.info('[enquiry] gesendet', answer);
  return answer;
}
