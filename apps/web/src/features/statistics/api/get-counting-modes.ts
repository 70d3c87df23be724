import { countingModesResponseSchema, type StatisticsQuery } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey, statisticsSearch } from './get-statistics';

/** GET /api/admin/statistics/counting-modes for the period of the view: how each day was counted. */
export function useCountingModes(query: StatisticsQuery) {
  const client = useApiClient();
  const search = statisticsSearch({ period: query.period, from: query.from, to: query.to });
  return useQuery({
    queryKey: [...statisticsQueryKey, 'counting-modes', search],
    queryFn: () => client.request(`/api/admin/statistics/counting-modes${search}`, countingModesResponseSchema),
    retry: false,
    staleTime: 0,
  });
}
