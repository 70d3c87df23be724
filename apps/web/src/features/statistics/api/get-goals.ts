import { goalsResponseSchema, type StatisticsQuery } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey, statisticsSearch } from './get-statistics';

/** GET /api/admin/statistics/goals for the period of the view: each goal's conversions against the period before. */
export function useGoals(query: StatisticsQuery) {
  const client = useApiClient();
  // Only the period: goals count the period's page views and events (filters do not apply to them).
  const search = statisticsSearch({ period: query.period, from: query.from, to: query.to });
  return useQuery({
    // Under the statistics key, so 'Aktualisieren' and a reset reload it too.
    queryKey: [...statisticsQueryKey, 'goals', search],
    queryFn: () => client.request(`/api/admin/statistics/goals${search}`, goalsResponseSchema),
    retry: false,
    staleTime: 0,
  });
}
