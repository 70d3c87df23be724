import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '../../../lib/api-client-context';
import { formatLogLine } from '../../../lib/staff-format';

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
        .then((a) => (Array.isArray(a.logs) ? a.logs : (a.logs ?? '').split('\n')))
        // Each line's moment on Berlin's clock ('27.11.2026 22:30:05'), not the stored UTC instant.
        .then((lines) => lines.map(formatLogLine).join('\n')),
    retry: false,
  });
}
