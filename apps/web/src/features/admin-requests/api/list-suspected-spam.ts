import { suspectedSpamSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';
import { requestsQueryKey } from './list-requests';

export const suspectedSpamQueryKey = [...requestsQueryKey, 'spam'] as const;

/** GET /api/admin/offer-requests/spam: { success, spam }, the submissions held back for review. */
export function useSuspectedSpam() {
  const client = useApiClient();
  return useQuery({
    queryKey: suspectedSpamQueryKey,
    queryFn: async () => {
      try {
        return (
          await client.request('/api/admin/offer-requests/spam', z.object({ spam: z.array(suspectedSpamSchema) }))
        ).spam;
      } catch (error) {
        console.error('Zurückgehaltene Anfragen konnten nicht geladen werden', error);
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
}
