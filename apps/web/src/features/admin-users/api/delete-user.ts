import { successAnswerSchema } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** DELETE /api/admin/users/{id}. */
export function deleteUser(client: ApiClient, id: string): Promise<unknown> {
  return client.request(`/api/admin/users/${id}`, successAnswerSchema, { method: 'DELETE' });
}
