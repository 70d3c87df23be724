import { statisticsResponseSchema, type StatisticsQuery, type StatisticsResponse } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

/** The query string of a statistics view ('' for the spec's default view), keys in a fixed order. */
export function statisticsSearch(query: StatisticsQuery): string {
  const params = new URLSearchParams();
  for (const key of ['period', 'from', 'to', 'compare'] as const) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/admin/statistics: figures of the last 30 days, or of the period and comparison asked for. */
export function getStatistics(client: ApiClient, query: StatisticsQuery = {}): Promise<StatisticsResponse> {
  return client.request(`/api/admin/statistics${statisticsSearch(query)}`, statisticsResponseSchema);
}

export const statisticsQueryKey = ['admin', 'statistics'] as const;

export function useStatistics(query: StatisticsQuery = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...statisticsQueryKey, statisticsSearch(query)],
    queryFn: async () => {
      try {
        return await getStatistics(client, query);
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
