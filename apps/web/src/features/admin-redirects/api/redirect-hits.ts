import { normalizedRedirectPath, redirectHitsSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

export const redirectHitsKey = ['redirect-hits'] as const;

/** GET /api/admin/redirect-hits: how often each redirect answered, by 'Gilt für' and old address. */
export function useRedirectHits() {
  const client = useApiClient();
  return useQuery({
    queryKey: redirectHitsKey,
    queryFn: async () => {
      const { hits } = await client.request('/api/admin/redirect-hits', redirectHitsSchema);
      return new Map(hits.map((row) => [`${row.match} ${row.from}`, row]));
    },
    retry: false,
    staleTime: 0,
  });
}

/** The key a redirect's hits are kept under. */
export const hitsKeyOf = (match: unknown, from: unknown) =>
  `${String(match ?? 'exact')} ${normalizedRedirectPath(String(from ?? ''))}`;
