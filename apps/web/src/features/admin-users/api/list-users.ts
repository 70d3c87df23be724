import { userSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

export const usersQueryKey = ['admin', 'users'] as const;

/** GET /api/admin/users: { success, users }; a failure is only logged (spec §8). */
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
