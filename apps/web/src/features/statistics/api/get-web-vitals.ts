import { webVitalsResponseSchema, type StatisticsQuery, type WebVitalDevice } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey } from './get-statistics';

/** GET /api/admin/statistics/web-vitals for the view's period and a device class ('Ladezeiten echter Besucher'). */
export function useWebVitalsStatistics(query: StatisticsQuery, device: WebVitalDevice | undefined) {
  const client = useApiClient();
  // The view's period; filters do not apply to the load times.
  const params = new URLSearchParams({ period: query.period ?? '30d' });
  if (query.period === 'custom' && query.from && query.to) {
    params.set('from', query.from);
    params.set('to', query.to);
  }
  if (device) params.set('device', device);
  const search = `?${params.toString()}`;
  return useQuery({
    // Under the statistics key, so a reset reloads it too.
    queryKey: [...statisticsQueryKey, 'web-vitals', search],
    queryFn: () => client.request(`/api/admin/statistics/web-vitals${search}`, webVitalsResponseSchema),
    retry: false,
    staleTime: 0,
  });
}
