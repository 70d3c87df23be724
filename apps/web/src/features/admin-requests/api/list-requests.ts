import { offerRequestSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const requestsQueryKey = ['admin', 'offer-requests'] as const;

/** GET /api/admin/offer-requests: { success, requests }. A load failure is only logged (spec §8). */
export function useOfferRequests() {
  const client = useApiClient();
  return useQuery({
    queryKey: requestsQueryKey,
    queryFn: async () => {
      try {
        return (await client.request('/api/admin/offer-requests', z.object({ requests: z.array(offerRequestSchema) })))
          .requests;
      } catch (error) {
        console.error('Anfragen konnten nicht geladen werden', error);
        throw error;
      }
    },
    staleTime: 0,
    retry: false,
  });
}
