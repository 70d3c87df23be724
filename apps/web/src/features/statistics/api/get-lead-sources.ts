import { leadSourcesResponseSchema, type StatisticsQuery } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey, statisticsSearch } from './get-statistics';

/** GET /api/admin/statistics/leads for the period of the view ('Anfragen nach Quelle'). */
export function useLeadSources(query: StatisticsQuery) {
  const client = useApiClient();
  // Only the period: the lead figures are per period (filters do not apply to them).
  const period: StatisticsQuery = { period: query.period, from: query.from, to: query.to };
  const search = statisticsSearch(period);
  return useQuery({
    // Under the statistics key, so 'Aktualisieren' and a reset reload it too.
    queryKey: [...statisticsQueryKey, 'leads', search],
    queryFn: () => client.request(`/api/admin/statistics/leads${search}`, leadSourcesResponseSchema),
    retry: false,
    staleTime: 0,
  });
}
