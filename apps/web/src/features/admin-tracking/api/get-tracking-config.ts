import { trackingConfigSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const trackingConfigQueryKey = ['admin', 'tracking-config'] as const;

/** GET /api/admin/tracking-config: { success, config, version }; the version goes back as If-Match on a save. */
export function useTrackingConfig() {
  const client = useApiClient();
  return useQuery({
    queryKey: trackingConfigQueryKey,
    queryFn: () =>
      client.request('/api/admin/tracking-config', z.object({ config: trackingConfigSchema, version: z.number() })),
    retry: false,
    staleTime: 0,
  });
}
