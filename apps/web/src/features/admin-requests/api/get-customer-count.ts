import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/mysql/customer-count: { success, count, configured }. */
export function useCustomerCount() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'mysql', 'customer-count'],
    queryFn: () =>
      client.request(
        '/api/admin/mysql/customer-count',
        z.object({ count: z.number(), configured: z.boolean().optional() }),
      ),
    retry: false,
  });
}
