import { successAnswerSchema, type TwoFactorPolicy, twoFactorPolicySchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const twoFactorPolicyQueryKey = ['admin', 'security', 'two-factor-policy'] as const;
const POLICY = '/api/admin/security/two-factor-policy';

/** GET /api/admin/security/two-factor-policy (admins only: `enabled` false for everyone else). */
export function useTwoFactorPolicy(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: twoFactorPolicyQueryKey,
    queryFn: () => client.request(POLICY, twoFactorPolicySchema),
    enabled,
    retry: false,
  });
}

/** PUT /api/admin/security/two-factor-policy {required}. */
export const saveTwoFactorPolicy = (client: ApiClient, policy: TwoFactorPolicy): Promise<TwoFactorPolicy> =>
  client.request(POLICY, twoFactorPolicySchema, { method: 'PUT', body: JSON.stringify(policy) });

/** POST /api/admin/users/{id}/two-factor/reset: removes a user's two-factor login (a lost phone). */
export const resetTwoFactor = (client: ApiClient, id: string): Promise<unknown> =>
  client.request(`/api/admin/users/${id}/two-factor/reset`, successAnswerSchema, { method: 'POST' });
