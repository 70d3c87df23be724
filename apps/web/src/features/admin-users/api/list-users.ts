import { userSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { loggingFailure } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const usersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: { success, users }; a failed load is shown as such, never as an empty list. */
export function useUsers() {
  const client = useApiClient();
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: () =>
      loggingFailure(
        'Benutzer konnten nicht geladen werden',
        async () => (await client.request('/api/admin/users', z.object({ users: z.array(userSchema) }))).users,
      ),
    retry: false,
  });
}
