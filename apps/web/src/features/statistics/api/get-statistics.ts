import { statisticsResponseSchema, type StatisticsResponse } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/statistics: figures of the last 30 days. */
export function getStatistics(client: ApiClient): Promise<StatisticsResponse> {
  return client.request('/api/admin/statistics', statisticsResponseSchema);
}

export const statisticsQueryKey = ['admin', 'statistics'] as const;

export function useStatistics() {
  const client = useApiClient();
  return useQuery({
    queryKey: statisticsQueryKey,
    queryFn: async () => {
      try {
        return await getStatistics(client);
      } catch (error) {
        // A failed load is only logged; the panel shows its empty state (spec/back-office.md §8).
        console.error('Statistiken konnten nicht geladen werden', error);
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
  });
}
