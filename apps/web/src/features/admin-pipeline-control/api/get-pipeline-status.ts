import { type BackendStatus, backendStatusSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const pipelineStatusQueryKey = ['admin', 'backend', 'status'] as const;
type Status = Partial<BackendStatus> & { status: BackendStatus['status']; message: string };

/** GET /api/admin/backend/status; non-OK → status unknown with 'HTTP {status}'. */
export function usePipelineStatus(autoRefresh: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: pipelineStatusQueryKey,
    queryFn: async (): Promise<Status> => {
      try {
        return await client.request('/api/admin/backend/status', backendStatusSchema);
      } catch (error) {
        if (error instanceof ApiRequestError) return { status: 'unknown', message: `HTTP ${error.status}` };
        return { status: 'unknown', message: 'Fehler beim Laden des Status' };
      }
    },
    refetchInterval: autoRefresh ? 5000 : false,
  });
}
