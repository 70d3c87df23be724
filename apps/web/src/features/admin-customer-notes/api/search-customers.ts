import { customerSchema } from '@agency/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/customers?search=: { success, customers, configured }. Failures are only logged. */
export function useCustomers(search: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'customers', search],
    queryFn: () =>
      loggingFailure('Kunden konnten nicht geladen werden', async () => {
        const query = search ? `?search=${encodeURIComponent(search)}` : '';
        return await client.request(
          `/api/admin/customers${query}`,
          z.object({ customers: z.array(customerSchema), configured: z.boolean().optional() }),
        );
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
