import type { UpdateUserRequest } from '@agency/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/admin/users/{id}: a blank password leaves it unchanged. */
export function updateUser(client: ApiClient, id: string, user: UpdateUserRequest): Promise<unknown> {
  return client.request(`/api/admin/users/${id}`, z.unknown(), { method: 'PUT', body: JSON.stringify(user) });
}
