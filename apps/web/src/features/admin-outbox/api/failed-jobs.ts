import { type FailedOutboxJob, failedOutboxJobsAnswerSchema } from '@agency/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '../../../lib/api-client';
import { useApiClient } from '../../../lib/api-client-context';

export const failedJobsQueryKey = ['admin', 'backend', 'outbox', 'failed'] as const;

/** GET /api/admin/backend/outbox/failed: mails and accounting transfers out of attempts. */
export function useFailedJobs(autoRefresh: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: failedJobsQueryKey,
    queryFn: async () => (await client.request('/api/admin/backend/outbox/failed', failedOutboxJobsAnswerSchema)).jobs,
    refetchInterval: autoRefresh ? 5000 : false,
    retry: false,
  });
}

/** POST /api/admin/backend/outbox/failed/{queue}/{jobId}/retry: 'Erneut senden'. */
export function retryFailedJob(client: ApiClient, job: Pick<FailedOutboxJob, 'queue' | 'job_id'>) {
  return client.request(
    `/api/admin/backend/outbox/failed/${job.queue}/${encodeURIComponent(job.job_id)}/retry`,
    z.object({ message: z.string() }).loose(),
    { method: 'POST' },
  );
}
