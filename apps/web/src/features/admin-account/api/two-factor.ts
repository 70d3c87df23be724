import {
  type RecoveryCodes,
  recoveryCodesSchema,
  successAnswerSchema,
  type TwoFactorSetup,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const twoFactorQueryKey = ['admin', 'account', 'two-factor'] as const;
const BASE = '/api/admin/account/two-factor';

/** GET /api/admin/account/two-factor: whether the signed-in user has it, whether it is required. */
export function useTwoFactorStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: twoFactorQueryKey,
    queryFn: () => client.request(BASE, twoFactorStatusSchema),
    retry: false,
  });
}

/** POST …/setup: a new secret and its QR code, active only once confirmed. */
export const startTwoFactorSetup = (client: ApiClient): Promise<TwoFactorSetup> =>
  client.request(`${BASE}/setup`, twoFactorSetupSchema, { method: 'POST' });

/** POST …/enable {code}: confirms the set-up; answers the recovery codes (shown once). */
export const enableTwoFactor = (client: ApiClient, code: string): Promise<RecoveryCodes> =>
  client.request(`${BASE}/enable`, recoveryCodesSchema, { method: 'POST', body: JSON.stringify({ code }) });

/** POST …/disable {password}. */
export const disableTwoFactor = (client: ApiClient, password: string): Promise<unknown> =>
  client.request(`${BASE}/disable`, successAnswerSchema, { method: 'POST', body: JSON.stringify({ password }) });

/** POST …/recovery-codes {password}: ten new codes replace the old ones. */
export const renewRecoveryCodes = (client: ApiClient, password: string): Promise<RecoveryCodes> =>
  client.request(`${BASE}/recovery-codes`, recoveryCodesSchema, { method: 'POST', body: JSON.stringify({ password }) });
