import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/backend/logs?lines=100: { logs }. */
export function usePipelineLogs() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'backend', 'logs'],
    queryFn: () =>
      client
        .request(
          '/api/admin/backend/logs?lines=100',
          z.object({ logs: z.union([z.string(), z.array(z.string())]).optional() }),
        )
        .then((a) => (Array.isArray(a.logs) ? a.logs.join('\n') : (a.logs ?? ''))),
    retry: false,
  });
}
