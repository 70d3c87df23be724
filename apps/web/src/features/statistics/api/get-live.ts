import { statisticsLiveSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

/** How often the live view asks again: every 10 s. */
export const LIVE_REFRESH_MS = 10_000;

/** GET /api/admin/statistics/live, asked again every LIVE_REFRESH_MS while the tab is open. */
export function useLiveVisitors() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'statistics', 'live'],
    queryFn: () => client.request('/api/admin/statistics/live', statisticsLiveSchema),
    refetchInterval: LIVE_REFRESH_MS,
    retry: false,
    staleTime: 0,
  });
}
