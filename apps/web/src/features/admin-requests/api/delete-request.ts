import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** DELETE /api/admin/offer-requests/{id}: erases the request and its personal data. */
export function deleteRequest(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/api/admin/offer-requests/${id}`, successAnswerSchema, { method: 'DELETE' });
}
