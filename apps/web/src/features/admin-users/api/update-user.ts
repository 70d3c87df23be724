import { successAnswerSchema } from '@agency/contracts';
import type { UpdateUserRequest } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/admin/users/{id}: a blank password leaves it unchanged. */
export function updateUser(client: ApiClient, id: string, user: UpdateUserRequest): Promise<unknown> {
  return client.request(`/api/admin/users/${id}`, successAnswerSchema, { method: 'PUT', body: JSON.stringify(user) });
}
