import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Power, RefreshCw, RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Banner, Button, Checkbox, Panel, Switch, Toolbar, useBanner } from '../../components/admin/ui';
import { useApiClient } from '../../lib/api-client-context';
import { cn } from '../../lib/cn';
import { autostartQueryKey, setAutostart, useAutostart } from './api/autostart';
import { restartPipeline, stopPipeline } from './api/pipeline-actions';
import { usePipelineLogs } from './api/get-pipeline-logs';
import { pipelineStatusQueryKey, usePipelineStatus } from './api/get-pipeline-status';

const STATUS_LABELS: Record<string, string> = {
  running: 'Läuft',
  stopped: 'Gestoppt',
  stalled: 'Hängt',
  unknown: 'Unbekannt',
};
const n = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? '–' : `${value.toLocaleString('de-DE', { maximumFractionDigits: 1 })}${unit}`;
function uptime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h} h ${m} min`;
}

/** Backend: analytics pipeline status and metrics, restart/stop with confirmation, logs, autostart. */
/**
 * The Backend tab's pipeline control. `children` renders further panels of the tab (the backups) below the
 * status, refreshed together with it.
 */
export function PipelineControlScreen({ children }: { children?: (autoRefresh: boolean) => ReactNode } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [autoRefresh, setAutoRefresh] = useState(false);
  const status = usePipelineStatus(autoRefresh);
  const logs = usePipelineLogs();
  const autostart = useAutostart();
  const banner = useBanner();
  const [confirm, setConfirm] = useState<'restart' | 'stop' | null>(null);
  const reloadLater = (ms: number) =>
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: pipelineStatusQueryKey }), ms);
  const action = useMutation({
    mutationFn: (kind: 'restart' | 'stop') => (kind === 'restart' ? restartPipeline(client) : stopPipeline(client)),
    onSuccess: (answer, kind) => {
      setConfirm(null);
      if (kind === 'restart' && answer.success === false) banner.error('Neustart fehlgeschlagen');
      else banner.success(answer.message ?? (kind === 'restart' ? 'Neustart ausgelöst' : 'Gestoppt'));
      reloadLater(kind === 'restart' ? 5000 : 2000);
    },
    onError: (_, kind) => {
      setConfirm(null);
      banner.error(kind === 'restart' ? 'Fehler beim Neustart' : 'Fehler beim Stoppen');
    },
  });
  const toggleAutostart = useMutation({
    mutationFn: (enable: boolean) => setAutostart(client, enable),
    onSuccess: (answer) => {
      if (answer.message) banner.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: autostartQueryKey });
    },
    onError: () => banner.error('Fehler beim Speichern'),
  });
  const s = status.data;
  return (
    <div className="space-y-5">
      <Toolbar>
        <Checkbox label="Automatisch aktualisieren (5 s)" checked={autoRefresh} onChange={setAutoRefresh} />
        <Button onClick={() => void status.refetch()}>
          <RefreshCw className={cn('size-4', status.isFetching && 'animate-spin')} aria-hidden />
          Aktualisieren
        </Button>
        <Button onClick={() => setConfirm('restart')}>
          <RotateCw className="size-4" aria-hidden />
          Neustart
        </Button>
        <Button variant="danger" onClick={() => setConfirm('stop')}>
          <Power className="size-4" aria-hidden />
          Stoppen
        </Button>
      </Toolbar>
      <Banner message={banner.message} onClose={banner.clear} />
      <Panel title="Status">
        <div className="flex flex-wrap items-center gap-3">
          <span
            data-testid="backend-status"
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold',
              s?.status === 'running'
                ? 'bg-emerald-50 text-emerald-700'
                : s?.status === 'stopped'
                  ? 'bg-red-50 text-red-700'
                  : 'bg-slate-100 text-slate-600',
            )}
          >
            {STATUS_LABELS[s?.status ?? 'unknown'] ?? s?.status}
          </span>
          <span className="text-sm text-slate-500">{s?.message}</span>
          <span className="ml-auto">
            <Switch
              label="Autostart"
              checked={autostart.data ?? false}
              disabled={autostart.isError || toggleAutostart.isPending}
              onChange={(on) => toggleAutostart.mutate(on)}
            />
          </span>
        </div>
        {/* Four tiles a row up to very wide screens: eight would squeeze 'Laufzeit' onto two lines at 1280 px. */}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 2xl:grid-cols-8">
          {[
            ['PID', n(s?.pid)],
            ['Laufzeit', uptime(s?.uptime)],
            ['Speicher', n(s?.memory_mb, ' MB')],
            ['CPU', n(s?.cpu_percent, ' %')],
            ['Warteschlange', n(s?.queue?.waiting)],
            ['In Arbeit', n(s?.queue?.active)],
            ['Fehlgeschlagen', n(s?.queue?.failed)],
            ['Worker', n(s?.workers)],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0 rounded-xl bg-slate-50 p-3" data-testid="backend-metric">
              <dt className="truncate text-xs text-slate-500">{label}</dt>
              <dd className="whitespace-nowrap font-semibold tabular-nums text-navy-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      {children?.(autoRefresh)}
      <Panel title="Logs (letzte 100 Zeilen)" actions={<Button onClick={() => void logs.refetch()}>Logs laden</Button>}>
        {/* It scrolls (100 lines, long ones sideways on a phone): the keyboard scrolls it once it has the focus. */}
        <pre
          className="max-h-96 overflow-auto rounded-xl bg-navy-950 p-4 text-xs text-slate-100"
          data-testid="backend-logs"
          role="region"
          aria-label="Logs"
          tabIndex={0}
        >
          {logs.isError
            ? 'Fehler beim Laden der Logs'
            : logs.data
              ? logs.data
              : logs.isPending
                ? 'Wird geladen…'
                : 'Keine Logs verfügbar'}
        </pre>
      </Panel>
      {confirm && (
        <ConfirmDialog
          title={confirm === 'restart' ? 'Backend neu starten' : 'Backend stoppen'}
          confirmLabel={confirm === 'restart' ? 'Neu starten' : 'Stoppen'}
          busy={action.isPending}
          onConfirm={() => action.mutate(confirm)}
          onCancel={() => setConfirm(null)}
        >
          {confirm === 'restart'
            ? 'Die Verarbeitung der Besucherdaten wird neu gestartet. Fortfahren?'
            : 'Die Verarbeitung der Besucherdaten wird angehalten. Fortfahren?'}
        </ConfirmDialog>
      )}
    </div>
  );
}
