import { type HistoryEntry, historyEntrySchema, PLANNER_GONE_TEXTS, successAnswerSchema } from '@agency/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-client-context';
import { Dialog } from '../ui/dialog';
import { VirtualList } from './virtual-list';
import { iconLabel } from '../../lib/staff-format';
import { Banner, Button, errorText, formatDateTime, IconButton, Loading, useBanner } from './ui';

const historyAnswer = z.object({ history: z.array(historyEntrySchema) });

const TYPE_LABELS: Record<HistoryEntry['type'], string> = {
  created: 'Angelegt',
  changed: 'Geändert',
  deleted: 'Gelöscht (Papierkorb)',
  restored_from_trash: 'Aus dem Papierkorb geholt',
  reverted: 'Wiederhergestellt',
  saved: 'Gespeichert',
  draft_saved: 'Entwurf gespeichert',
  draft_discarded: 'Entwurf verworfen',
  published: 'Veröffentlicht',
  taken_offline: 'Offline genommen',
  publication_scheduled: 'Veröffentlichung geplant',
  publication_cancelled: 'Geplante Veröffentlichung abgesagt',
  publication_failed: 'Geplante Veröffentlichung nicht ausgeführt',
};

/** Entries that record a plan, not a version of the content: nothing of them to restore. */
const NOT_RESTORABLE: ReadonlySet<HistoryEntry['type']> = new Set([
  'deleted',
  'publication_scheduled',
  'publication_cancelled',
  'publication_failed',
]);

/** The entry's title: its kind, with what a plan concerns and when, or that a plan ran it. */
function entryTitle(entry: HistoryEntry): string {
  if (entry.type === 'publication_scheduled' && entry.plan) {
    const what = entry.plan.action === 'take_offline' ? 'Offline nehmen geplant' : 'Veröffentlichung geplant';
    return `${what} für ${formatDateTime(entry.plan.at)}`;
  }
  if (entry.type === 'publication_failed' && entry.failure)
    return `${TYPE_LABELS[entry.type]}: ${PLANNER_GONE_TEXTS[entry.failure]}`;
  const planned = entry.planned ? ' (geplant)' : '';
  const restored = entry.restoredVersion ? ` (Version ${entry.restoredVersion})` : '';
  return `${TYPE_LABELS[entry.type]}${planned}${restored}`;
}

/**
 * Bookkeeping the server keeps beside what staff edit: the mark of built-in sample content, versions,
 * order numbers, time stamps, ids. A change of these alone says nothing to staff, so it is not listed.
 */
export const INTERNAL_FIELDS: ReadonlySet<string> = new Set([
  'sample',
  'id',
  'version',
  'sort',
  'created_at',
  'updated_at',
  'updated_by',
  'deleted_at',
  'password_set',
]);

/** German names of keys common to many screens, used where a screen gives no label of its own. */
const COMMON_LABELS: Record<string, string> = {
  '(gesamt)': 'Gesamt',
  order: 'Reihenfolge',
  enabled: 'Aktiv',
  active: 'Aktiv',
  title: 'Titel',
  name: 'Name',
  url: 'URL',
  icon: 'Symbol',
  description: 'Beschreibung',
  content: 'Inhalt',
  questions: 'Fragen',
  question: 'Frage',
  answer: 'Antwort',
};

type Token = { kind: 'key' | 'id'; value: string };
function tokens(field: string): Token[] {
  return [...field.matchAll(/\[([^\]]*)\]|([^.[\]]+)/g)].map((match) =>
    match[1] !== undefined ? { kind: 'id', value: match[1] } : { kind: 'key', value: match[2] },
  );
}

/** A changed value as staff read it: a symbol by its German name ('Fragezeichen', not 'HelpCircle'). */
export function valueInField(field: string, value: unknown): unknown {
  const list = tokens(field);
  const last = list[list.length - 1];
  return last?.kind === 'key' && last.value === 'icon' && typeof value === 'string' ? iconLabel(value) : value;
}

/** Whether a changed field is bookkeeping (any part of its path), not something staff edit. */
export function isInternalField(field: string): boolean {
  return tokens(field).some((token) => token.kind === 'key' && INTERNAL_FIELDS.has(token.value));
}

/**
 * The name of a changed field as staff know it. `labels` are keyed by the field's path with list ids as
 * `[]` (e.g. 'company.address.street', '[].questions[].answer'); a label stands for the whole path up to
 * it. `itemNames` name list entries by id (a FAQ category's title); otherwise the id is shown.
 */
export function fieldLabel(
  field: string,
  labels: Record<string, string> = {},
  itemNames: Record<string, string> = {},
): string {
  const parts: string[] = [];
  let pending: string[] = [];
  let generic = '';
  for (const token of tokens(field)) {
    if (token.kind === 'id') {
      generic = `${generic}[]`;
      const name = itemNames[token.value];
      // 'questions' before a named question says nothing the name does not.
      parts.push(...(name ? pending.slice(0, -1) : pending), name ?? token.value);
      pending = [];
      continue;
    }
    generic = generic ? `${generic}.${token.value}` : token.value;
    const label = labels[generic];
    if (label) {
      parts.push(label);
      pending = [];
    } else {
      pending.push(COMMON_LABELS[token.value] ?? token.value);
    }
  }
  parts.push(...pending);
  return parts.join(' › ') || field;
}

type Change = HistoryEntry['changes'][number];
const absent = (value: unknown) => value === null || value === undefined;
const entryName = (value: unknown): string | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const { title, question, name } = value as Record<string, unknown>;
  const found = [title, question, name].find((text) => typeof text === 'string' && text !== '');
  return found as string | undefined;
};

/** Whether a field is one the screen shows to staff: some part of its path carries a label (or a common one). */
function isLabelled(field: string, labels: Record<string, string>): boolean {
  let generic = '';
  for (const token of tokens(field)) {
    generic = token.kind === 'id' ? `${generic}[]` : generic ? `${generic}.${token.value}` : token.value;
    if (token.kind === 'key' && (labels[generic] || COMMON_LABELS[token.value])) return true;
  }
  return false;
}

/**
 * A change as the panel lists it, or null when it is not for staff's eyes: bookkeeping, a settings
 * document's first version (it compares with nothing) and — where the screen names its fields — fields
 * its form does not edit (e.g. a seed's extra texts). A whole list entry added or removed is named by its
 * title, question or name.
 */
export function describeChange(
  change: Change,
  labels?: Record<string, string>,
  itemNames: Record<string, string> = {},
): { label: string; whole?: 'added' | 'removed'; before: string; after: string } | null {
  if (isInternalField(change.field)) return null;
  if (change.field === '(gesamt)' && absent(change.before)) return null;
  const list = tokens(change.field);
  const last = list[list.length - 1];
  if (last?.kind === 'id' && absent(change.before) !== absent(change.after)) {
    const name = itemNames[last.value] ?? entryName(change.after ?? change.before);
    return {
      label: fieldLabel(change.field, labels, name ? { ...itemNames, [last.value]: name } : itemNames),
      whole: absent(change.before) ? 'added' : 'removed',
      before: '',
      after: '',
    };
  }
  if (labels && !isLabelled(change.field, labels)) return null;
  return {
    label: fieldLabel(change.field, labels, itemNames),
    before: show(valueInField(change.field, change.before)),
    after: show(valueInField(change.field, change.after)),
  };
}

/** A value without the bookkeeping inside it (a whole FAQ question added: its text, not its sample mark). */
function withoutInternal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutInternal);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !INTERNAL_FIELDS.has(key))
        .map(([key, inner]) => [key, withoutInternal(inner)]),
    );
  }
  return value;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  const text = typeof value === 'string' ? value : JSON.stringify(withoutInternal(value));
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
}

interface HistoryPanelProps {
  /** The item's or setting's admin path, e.g. /api/admin/success-stories/{id} or /api/admin/faqs. */
  resource: string;
  title: string;
  onClose: () => void;
  /** Called after a restore so the screen reloads what it shows. */
  onRestored: () => void;
  /** German names of the fields, as the screen labels them (see `fieldLabel`). */
  fieldLabels?: Record<string, string>;
  /** Names of list entries by id, e.g. FAQ categories and questions. */
  itemNames?: Record<string, string>;
}

/** Who changed what when, newest first, with a restore of any earlier version (ARCHITECTURE: history). */
export function HistoryPanel({ resource, title, onClose, onRestored, fieldLabels, itemNames }: HistoryPanelProps) {
  const client = useApiClient();
  const banner = useBanner();
  const query = useQuery({
    queryKey: ['admin', 'history', resource],
    queryFn: () => client.request(`${resource}/history`, historyAnswer).then((answer) => [...answer.history].reverse()),
    staleTime: 0,
  });
  // A restore is based on the newest version this list shows: a change made since is a 409, not overwritten.
  const restore = useMutation({
    mutationFn: ({ version, basedOnVersion }: { version: number; basedOnVersion: number }) =>
      client.request(`${resource}/restore`, successAnswerSchema, {
        method: 'POST',
        body: JSON.stringify({ version }),
        headers: { 'If-Match': `"${basedOnVersion}"` },
      }),
    onSuccess: (_, { version }) => {
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
        ) : (
          <VirtualList
            items={query.data}
            estimateSize={96}
            maxHeight="60vh"
            label="Versionen"
            getKey={(entry) => entry.version}
            renderItem={(entry) => {
              const changes = entry.changes.flatMap((change) => {
                const described = describeChange(change, fieldLabels, itemNames);
                return described ? [{ field: change.field, ...described }] : [];
              });
              return (
                <div className="border-b border-slate-100 py-3 pr-2" data-testid="history-entry">
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded bg-navy-50 px-2 py-0.5 font-mono text-xs text-navy-700">
                      v{entry.version}
                    </span>
                    <span className="font-medium text-navy-900">{entryTitle(entry)}</span>
                    <span className="text-slate-500">
                      {formatDateTime(entry.at)} · {entry.actor ?? 'System'}
                    </span>
                    {entry.version !== latest && !NOT_RESTORABLE.has(entry.type) && (
                      <Button
                        className="ml-auto px-2 py-1 text-xs"
                        onClick={() =>
                          latest !== undefined && restore.mutate({ version: entry.version, basedOnVersion: latest })
                        }
                        disabled={restore.isPending}
                      >
                        <RotateCcw className="size-3.5" aria-hidden />
                        Diese Version wiederherstellen
                      </Button>
                    )}
                  </div>
                  {changes.length > 0 && (
                    <ul className="mt-2 space-y-0.5 text-xs text-slate-600">
                      {changes.slice(0, 12).map((change) => (
                        <li
                          key={change.field}
                          className="break-words"
                          data-testid="history-change"
                          title={change.field}
                        >
                          <span className="font-medium text-navy-800">{change.label}</span>:{' '}
                          {change.whole === 'added' ? (
                            <span className="text-emerald-700">hinzugefügt</span>
                          ) : change.whole === 'removed' ? (
                            <span className="text-red-700">entfernt</span>
                          ) : (
                            <>
                              <span className="text-red-700 line-through">{change.before}</span> →{' '}
                              <span className="text-emerald-700">{change.after}</span>
                            </>
                          )}
                        </li>
                      ))}
                      {changes.length > 12 && <li>… und {changes.length - 12} weitere Felder</li>}
                    </ul>
                  )}
                </div>
              );
            }}
            empty="Noch keine Einträge"
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
