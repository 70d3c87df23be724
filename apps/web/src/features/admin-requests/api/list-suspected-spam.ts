import { suspectedSpamSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';
import { requestsQueryKey } from './list-requests';

export const suspectedSpamQueryKey = [...requestsQueryKey, 'spam'] as const;

/** GET /api/admin/offer-requests/spam: { success, spam }, the submissions held back for review. */
export function useSuspectedSpam() {
  const client = useApiClient();
  return useQuery({
    queryKey: suspectedSpamQueryKey,
    queryFn: () =>
      loggingFailure(
        'Zurückgehaltene Anfragen konnten nicht geladen werden',
        async () =>
          (await client.request('/api/admin/offer-requests/spam', z.object({ spam: z.array(suspectedSpamSchema) })))
            .spam,
      ),
    staleTime: 0,
    retry: false,
  });
}
