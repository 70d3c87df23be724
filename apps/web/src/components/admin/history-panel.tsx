import { historyEntrySchema, type HistoryEntry } from '@agency/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-client-context';
import { Dialog } from '../ui/dialog';
import { VirtualList } from './virtual-list';
import { Banner, Button, errorText, formatDateTime, IconButton, Loading, useBanner } from './ui';

const historyAnswer = z.object({ history: z.array(historyEntrySchema) });

const TYPE_LABELS: Record<HistoryEntry['type'], string> = {
  created: 'Angelegt',
  changed: 'Geändert',
  deleted: 'Gelöscht (Papierkorb)',
  restored_from_trash: 'Aus dem Papierkorb geholt',
  reverted: 'Wiederhergestellt',
  saved: 'Gespeichert',
};

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

interface HistoryPanelProps {
  /** The item's or setting's admin path, e.g. /api/admin/success-stories/{id} or /api/admin/faqs. */
  resource: string;
  title: string;
  onClose: () => void;
  /** Called after a restore so the screen reloads what it shows. */
  onRestored: () => void;
  /** The If-Match version of what the screen shows, when known. */
  currentVersion?: number;
}

/** Who changed what when, newest first, with a restore of any earlier version (ARCHITECTURE: history). */
export function HistoryPanel({ resource, title, onClose, onRestored, currentVersion }: HistoryPanelProps) {
  const client = useApiClient();
  const banner = useBanner();
  const query = useQuery({
    queryKey: ['admin', 'history', resource],
    queryFn: () => client.request(`${resource}/history`, historyAnswer).then((answer) => [...answer.history].reverse()),
    staleTime: 0,
  });
  const restore = useMutation({
    mutationFn: (version: number) =>
      client.request(`${resource}/restore`, z.unknown(), {
        method: 'POST',
        body: JSON.stringify({ version }),
        headers: currentVersion ? { 'If-Match': `"${currentVersion}"` } : undefined,
      }),
    onSuccess: (_, version) => {
      banner.success(`Version ${version} wiederhergestellt!`);
      void query.refetch();
      onRestored();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Wiederherstellen')),
  });
  const latest = query.data?.[0]?.version;

  return (
    <Dialog title={`Verlauf: ${title}`} onClose={onClose} size="lg" testId="history-panel">
      <div className="space-y-3">
        <Banner message={banner.message} />
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <p className="text-sm text-red-700">Fehler beim Laden des Verlaufs</p>
        ) : query.data.length === 0 ? (
          <p className="text-sm text-slate-500">Noch keine Einträge</p>
        ) : (
          <VirtualList
            items={query.data}
            estimateSize={96}
            maxHeight="60vh"
            label="Versionen"
            getKey={(entry) => entry.version}
            renderItem={(entry) => (
              <div className="border-b border-slate-100 py-3 pr-2" data-testid="history-entry">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded bg-navy-50 px-2 py-0.5 font-mono text-xs text-navy-700">v{entry.version}</span>
                  <span className="font-medium text-navy-900">
                    {TYPE_LABELS[entry.type]}
                    {entry.restoredVersion ? ` (Version ${entry.restoredVersion})` : ''}
                  </span>
                  <span className="text-slate-500">
                    {formatDateTime(entry.at)} · {entry.actor ?? 'System'}
                  </span>
                  {entry.version !== latest && entry.type !== 'deleted' && (
                    <Button className="ml-auto px-2 py-1 text-xs" onClick={() => restore.mutate(entry.version)} disabled={restore.isPending}>
                      <RotateCcw className="size-3.5" aria-hidden />
                      Diese Version wiederherstellen
                    </Button>
                  )}
                </div>
                {entry.changes.length > 0 && (
                  <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
                    {entry.changes.slice(0, 12).map((change) => (
                      <li key={change.field} className="break-all">
                        <span className="font-mono text-navy-800">{change.field}</span>: <span className="text-red-700 line-through">{show(change.before)}</span> →{' '}
                        <span className="text-emerald-700">{show(change.after)}</span>
                      </li>
                    ))}
                    {entry.changes.length > 12 && <li>… und {entry.changes.length - 12} weitere Felder</li>}
                  </ul>
                )}
              </div>
            )}
          />
        )}
      </div>
    </Dialog>
  );
}

/** A 'Verlauf' button that opens the history panel. */
export function HistoryButton(props: Omit<HistoryPanelProps, 'onClose'> & { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const { compact, ...panel } = props;
  return (
    <>
      {compact ? (
        <IconButton label="Verlauf" onClick={() => setOpen(true)}>
          <History className="size-4" aria-hidden />
        </IconButton>
      ) : (
        <Button onClick={() => setOpen(true)}>
          <History className="size-4" aria-hidden />
          Verlauf
        </Button>
      )}
      {open && <HistoryPanel {...panel} onClose={() => setOpen(false)} />}
    </>
  );
}
