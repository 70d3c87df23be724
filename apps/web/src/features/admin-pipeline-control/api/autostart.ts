import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const autostartQueryKey = ['admin', 'backend', 'autostart'] as const;

/** GET /api/admin/backend/autostart/status: { enabled }. */
export function useAutostart() {
  const client = useApiClient();
  return useQuery({
    queryKey: autostartQueryKey,
    queryFn: () =>
      client.request('/api/admin/backend/autostart/status', z.object({ enabled: z.boolean() })).then((a) => a.enabled),
    retry: false,
  });
}

/** POST /api/admin/backend/autostart {enable}: { success, message }. */
export const setAutostart = (client: ApiClient, enable: boolean) =>
  client.request(
    '/api/admin/backend/autostart',
    z.object({ success: z.boolean().optional(), message: z.string().optional() }).loose(),
    { method: 'POST', body: JSON.stringify({ enable }) },
  );
