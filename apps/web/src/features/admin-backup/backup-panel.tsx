import { type BackupRun, type BackupStatus, fileSize } from '@agency/contracts';
import { Panel } from '../../components/admin/ui';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/staff-format';
import { useBackupStatus } from './api/get-backup-status';

const STATE_LABELS: Record<BackupStatus['state'], string> = {
  ok: 'Aktuell',
  running: 'Sicherung läuft',
  failed: 'Fehlgeschlagen',
  missing: 'Überfällig',
  off: 'Zeitplan aus',
};

const dateTime = formatDateTime;

const size = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '–' : fileSize(bytes));

function outcome(run: BackupRun | null | undefined): string {
  if (!run) return 'Noch keine Sicherung';
  return run.outcome === 'ok' ? 'Erfolgreich' : `Fehlgeschlagen: ${run.message ?? 'unbekannter Fehler'}`;
}

/** 'Datensicherung' in the Backend tab: the last backup (time, size, outcome) and the next scheduled one. */
export function BackupPanel({ autoRefresh }: { autoRefresh: boolean }) {
  const status = useBackupStatus(autoRefresh);
  const s = status.data;
  const bad = s?.state === 'failed' || s?.state === 'missing';
  // 'Aktuell' says a backup is there: before the first one the schedule is only waiting for its night.
  const waiting = s?.state === 'ok' && !s.last && !s.last_success;
  return (
    <Panel title="Datensicherung">
      {status.isError ? (
        <p className="text-sm text-red-700" role="alert">
          Fehler beim Laden des Sicherungsstatus
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <span
              data-testid="backup-state"
              className={cn(
                'rounded-full px-3 py-1 text-sm font-semibold',
                bad
                  ? 'bg-red-50 text-red-700'
                  : s?.state === 'ok' && !waiting
                    ? 'bg-emerald-50 text-emerald-700'
                    : 'bg-slate-100 text-slate-600',
              )}
            >
              {s ? (waiting ? 'Erste Sicherung ausstehend' : STATE_LABELS[s.state]) : 'Wird geladen…'}
            </span>
            <span className="text-sm text-slate-500">
              {s?.schedule
                ? `Jede Nacht um ${s.schedule} Uhr, die letzten ${s.keep} Sicherungen bleiben erhalten`
                : 'Keine geplanten Sicherungen'}
            </span>
          </div>
          <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {[
              ['Letzte Sicherung', dateTime(s?.last?.finished_at)],
              ['Größe', size(s?.last?.size_bytes)],
              ['Ergebnis', outcome(s?.last)],
              ['Nächste Sicherung', dateTime(s?.next_at)],
            ].map(([label, value]) => (
              <div key={label} className="min-w-0 rounded-xl bg-slate-50 p-3" data-testid="backup-fact">
                <dt className="truncate text-xs text-slate-500">{label}</dt>
                <dd className="break-words font-semibold text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
          {s?.state === 'failed' || s?.state === 'missing' ? (
            <p className="mt-3 text-sm text-red-700" role="status">
              {s.last_success
                ? `Letzte erfolgreiche Sicherung: ${dateTime(s.last_success.finished_at)}`
                : 'Es gibt noch keine erfolgreiche Sicherung.'}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
