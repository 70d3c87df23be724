import { successAnswerSchema } from '@agency/contracts';
import type { ChangeOwnPasswordRequest } from '@agency/contracts';
import type { ApiClient } from '../../../lib/api-client';

/** PUT /api/admin/account/password: the other sessions of the account end, this one stays. */
export const changeOwnPassword = (client: ApiClient, body: ChangeOwnPasswordRequest): Promise<unknown> =>
  client.request('/api/admin/account/password', successAnswerSchema, { method: 'PUT', body: JSON.stringify(body) });
