import {
  apiKeyListSchema,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createdApiKeySchema,
  successAnswerSchema,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const apiKeysQueryKey = ['admin', 'account', 'api-keys'] as const;
const BASE = '/api/admin/account/api-keys';

/** GET /api/admin/account/api-keys: the signed-in user's keys that still work. */
export function useApiKeys() {
  const client = useApiClient();
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: async () => (await client.request(BASE, apiKeyListSchema)).keys,
    retry: false,
  });
}

/** POST: a new key, in this answer only. */
export const createApiKey = (client: ApiClient, body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
  client.request(BASE, createdApiKeySchema, { method: 'POST', body: JSON.stringify(body) });

/** DELETE …/:id: calls with the key are refused from now on. */
export const revokeApiKey = (client: ApiClient, id: string): Promise<unknown> =>
  client.request(`${BASE}/${encodeURIComponent(id)}`, successAnswerSchema, { method: 'DELETE' });
