import { userSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const usersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: { success, users }; a failed load is shown as such, never as an empty list. */
export function useUsers() {
  const client = useApiClient();
  return useQuery({
    queryKey: usersQueryKey,
    queryFn: async () => {
      try {
        return (await client.request('/api/admin/users', z.object({ users: z.array(userSchema) }))).users;
      } catch (error) {
        console.error('Benutzer konnten nicht geladen werden', error);
        throw error;
      }
    },
    retry: false,
  });
}
