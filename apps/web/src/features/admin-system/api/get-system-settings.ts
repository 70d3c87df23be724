import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export type SystemKind = 'mysql' | 'smtp';
export const systemSettingsQueryKey = (kind: SystemKind) => ['admin', 'system-settings', kind] as const;
const answer = z.object({ config: z.record(z.string(), z.unknown()), version: z.number() });

/** GET /api/admin/system-settings/{mysql|smtp}: the config (password never returned) and its version. */
export function useSystemSettings(kind: SystemKind) {
  const client = useApiClient();
  return useQuery({
    queryKey: systemSettingsQueryKey(kind),
    queryFn: () => client.request(`/api/admin/system-settings/${kind}`, answer),
    retry: false,
    staleTime: 0,
  });
}
