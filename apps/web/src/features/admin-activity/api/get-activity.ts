import { activityPageSchema } from '@agency/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

export interface ActivityFilter {
  kind: string;
  person: string;
}

/** GET /api/admin/activity: newest first, 50 a page; 'Ältere laden' asks for the page before the last one. */
export function useActivity(filter: ActivityFilter) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: ['admin', 'activity', filter],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (filter.kind) query.set('kind', filter.kind);
      if (filter.person) query.set('person', filter.person);
      if (pageParam) query.set('before', String(pageParam));
      const suffix = query.toString() ? `?${query}` : '';
      return client.request(`/api/admin/activity${suffix}`, activityPageSchema);
    },
    getNextPageParam: (last) => last.next_before,
    retry: false,
  });
}
