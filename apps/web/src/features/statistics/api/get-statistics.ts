import {
  STATISTICS_VIEW_KEYS,
  statisticsResponseSchema,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

/** The parameters of a statistics view, keys in a fixed order, the filters last (one `filter` each). */
export function statisticsParams(query: StatisticsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of STATISTICS_VIEW_KEYS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  for (const filter of query.filter ?? []) params.append('filter', filter);
  return params;
}

/** The query string of a statistics view ('' for the spec's default view). */
export function statisticsSearch(query: StatisticsQuery): string {
  const search = statisticsParams(query).toString();
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
        // A failed load is only logged; the panel shows its empty state.
        console.error('Statistiken konnten nicht geladen werden', error);
        throw error;
      }
    },
    retry: false,
    staleTime: 0,
  });
}
