import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

const staffSchema = z.object({ users: z.array(z.object({ id: z.string(), username: z.string() })) });

/** GET /api/admin/users: the people the activity log can be filtered by. */
export function useStaff() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'users', 'names'],
    queryFn: async () => (await client.request('/api/admin/users', staffSchema)).users,
    retry: false,
  });
}
