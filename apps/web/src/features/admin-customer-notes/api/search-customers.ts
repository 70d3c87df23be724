import { customerSchema } from '@agency/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/customers?search=: { success, customers, configured }. Failures are only logged. */
export function useCustomers(search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: async () => {
      try {
        const query = search ? `?search=${encodeURIComponent(search)}` : '';
        return await client.request(
          `/api/admin/customers${query}`,
          z.object({ customers: z.array(customerSchema), configured: z.boolean().optional() }),
        );
      } catch (error) {
        console.error('Kunden konnten nicht geladen werden', error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}
