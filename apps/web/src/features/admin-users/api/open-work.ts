import { staffOpenWorkSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

/**
 * GET /api/admin/users/{id}/open-work: the account's planned publications and preview links that end with a
 * deactivation or deletion, read fresh each time a confirmation asks.
 */
export function useOpenWork(id: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'users', id, 'open-work'],
    queryFn: async () =>
      (await client.request(`/api/admin/users/${id}/open-work`, z.object({ openWork: staffOpenWorkSchema }))).openWork,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
