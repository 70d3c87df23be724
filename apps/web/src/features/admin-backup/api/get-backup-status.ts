import { backupStatusSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/api-client-context';

/** GET /api/admin/backend/backup: the last backup's time, size and outcome, and the schedule. */
export function useBackupStatus(autoRefresh: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['admin', 'backend', 'backup'],
    queryFn: () => client.request('/api/admin/backend/backup', backupStatusSchema),
    refetchInterval: autoRefresh ? 5000 : false,
    retry: false,
  });
}
