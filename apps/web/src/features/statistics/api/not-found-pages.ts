import { notFoundPagesSchema, redirectsKind, type RedirectStatus } from '@agency/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createItem } from '../../../components/admin/items/api/create-item';
import { useApiClient } from '../../../lib/api-client-context';
import { statisticsQueryKey } from './get-statistics';

// Under the statistics key, so 'Aktualisieren' and a reset load it again too.
const notFoundKey = [...statisticsQueryKey, 'not-found'] as const;

/** GET /api/admin/statistics/not-found: the paths that answered the 404 page in the last `days` days. */
export function useNotFoundPages(days: '7' | '30' | '90') {
  const client = useApiClient();
  return useQuery({
    queryKey: [...notFoundKey, days],
    queryFn: () => client.request(`/api/admin/statistics/not-found?days=${days}`, notFoundPagesSchema),
    retry: false,
    staleTime: 0,
  });
}

export interface NewRedirect {
  from: string;
  to: string;
  status: RedirectStatus;
}

/**
 * POST /api/admin/redirects: a published redirect of exactly this path (permission `website`; the server
 * refuses a circle or a chain with its reason). The 404 list loads again, so the row says it is redirected.
 */
export function useCreateRedirect() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (redirect: NewRedirect) => createItem(client, redirectsKind.name, { ...redirect, match: 'exact' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notFoundKey }),
  });
}
