import { successAnswerSchema } from '@agency/contracts';
import type { CreateUserRequest } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** POST /api/admin/users. */
export function createUser(client: ApiClient, user: CreateUserRequest): Promise<unknown> {
  return client.request('/api/admin/users', successAnswerSchema, { method: 'POST', body: JSON.stringify(user) });
}
