import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** DELETE /api/admin/offer-requests/spam/{id}: erases a held-back submission and its personal data. */
export function deleteSuspectedSpam(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/api/admin/offer-requests/spam/${id}`, successAnswerSchema, { method: 'DELETE' });
}
