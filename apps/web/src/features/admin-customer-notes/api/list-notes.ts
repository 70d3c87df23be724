import { customerNoteSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const notesQueryKey = (customerId: number | null) => ['admin', 'customer-notes', customerId] as const;

/** GET /api/admin/customer-notes/{customerId}: { success, notes }. */
export function useCustomerNotes(customerId: number | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: notesQueryKey(customerId),
    queryFn: () =>
      client
        .request(`/api/admin/customer-notes/${customerId}`, z.object({ notes: z.array(customerNoteSchema) }))
        .then((a) => a.notes),
    enabled: customerId !== null,
    retry: false,
  });
}
