import {
  webVitalsResponseSchema,
  type StatisticsQuery,
  type WebVitalDevice,
  type WebVitalsQuery,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey } from './get-statistics';

/**
 * The web-vitals period of a statistics view: its own period, or 30 days for a custom range (the load times
 * offer the fixed periods only).
 */
export function webVitalsPeriod(query: StatisticsQuery): WebVitalsQuery['period'] {
  return query.period && query.period !== 'custom' ? query.period : '30d';
}

/** GET /api/admin/statistics/web-vitals for the view's period and a device class ('Ladezeiten echter Besucher'). */
export function useWebVitalsStatistics(query: StatisticsQuery, device: WebVitalDevice | undefined) {
  const client = useApiClient();
  const params = new URLSearchParams({ period: webVitalsPeriod(query) });
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
