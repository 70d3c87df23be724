import { successAnswerSchema } from '@agency/contracts';
import type { CustomerNoteStatus } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/admin/customer-notes/{id}/status {status}: a task open or done. */
export function setTaskStatus(client: ApiClient, id: string, status: CustomerNoteStatus): Promise<unknown> {
  return client.request(`/api/admin/customer-notes/${id}/status`, successAnswerSchema, {
    method: 'PUT',
    body: JSON.stringify({ status }),
  });
}
