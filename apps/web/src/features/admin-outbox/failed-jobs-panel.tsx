import type { FailedOutboxJob } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { Banner, Button, errorText, Panel, useBanner } from '../../components/admin/ui';
import { useApiClient } from '../../lib/api-client-context';
import { formatDateTime } from '../../lib/staff-format';
import { failedJobsQueryKey, retryFailedJob, useFailedJobs } from './api/failed-jobs';

const berlinTime = formatDateTime;

/**
 * 'Nicht zugestellt' in the Backend tab: mails and accounting transfers that ran out of attempts, with what
 * each was, to whom, why and when, and 'Erneut senden' once the cause is fixed.
 */
export function FailedJobsPanel({ autoRefresh }: { autoRefresh: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const jobs = useFailedJobs(autoRefresh);
  const banner = useBanner();
  const retry = useMutation({
    mutationFn: (job: FailedOutboxJob) => retryFailedJob(client, job),
    onSuccess: (answer) => {
      banner.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: failedJobsQueryKey });
    },
    onError: (error) => banner.error(errorText(error, 'Erneutes Senden fehlgeschlagen')),
  });
  return (
    <Panel title="Nicht zugestellte E-Mails und Übertragungen">
      <div className="space-y-3">
        <Banner message={banner.message} onClose={banner.clear} />
        {jobs.isError ? (
          <p className="text-sm text-red-700" role="alert">
            Fehler beim Laden der fehlgeschlagenen Aufträge
          </p>
        ) : jobs.isPending ? (
          <p className="text-sm text-slate-500">Wird geladen…</p>
        ) : jobs.data.length === 0 ? (
          <p className="text-sm text-slate-500">Alle E-Mails und Übertragungen sind zugestellt.</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Nicht zugestellt">
            {jobs.data.map((job) => (
              <li
                key={`${job.queue}/${job.job_id}`}
                className="flex flex-wrap items-start justify-between gap-3 py-3"
                data-testid="failed-job"
              >
                <div className="min-w-0 space-y-0.5 text-sm">
                  <p className="font-semibold text-navy-900">
                    {job.what}
                    {job.recipient ? <span className="font-normal text-slate-600"> · {job.recipient}</span> : null}
                  </p>
                  <p className="text-red-700">{job.reason}</p>
                  <p className="text-xs text-slate-500">
                    {berlinTime(job.failed_at)} · {job.attempts} {job.attempts === 1 ? 'Versuch' : 'Versuche'}
                  </p>
                </div>
                <Button
                  onClick={() => retry.mutate(job)}
                  disabled={retry.isPending}
                  busy={retry.isPending && retry.variables?.job_id === job.job_id}
                >
                  <Send className="size-4" aria-hidden />
                  Erneut senden
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
