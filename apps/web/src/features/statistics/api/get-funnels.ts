import { funnelsResponseSchema, type StatisticsQuery } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey, statisticsSearch } from './get-statistics';

/** GET /api/admin/statistics/funnels for the period of the view: each funnel's sessions per step. */
export function useFunnels(query: StatisticsQuery) {
  const client = useApiClient();
  // Only the period: funnels count the period's consented sessions (filters do not apply to them).
  const search = statisticsSearch({ period: query.period, from: query.from, to: query.to });
  return useQuery({
    queryKey: [...statisticsQueryKey, 'funnels', search],
    queryFn: () => client.request(`/api/admin/statistics/funnels${search}`, funnelsResponseSchema),
    retry: false,
    staleTime: 0,
  });
}
