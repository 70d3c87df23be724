import type { PublicationChange } from '@agency/contracts';
import { Dialog } from '../../../ui/dialog';
import { fieldLabel, isInternalField, valueInField } from '../../history-panel';
import { EmptyState, errorText, Loading } from '../../ui';
import { useChanges } from '../api/resource-queries';

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

type WordPart = NonNullable<PublicationChange['words']>[number];
const kindOf = (part: WordPart) => (part.removed ? 'removed' : part.added ? 'added' : 'same');

/**
 * A word diff as it reads: a removed word right before the added one that replaces it (the diff gives them
 * without the space between, which both share with the text around) gets a space of its own between them,
 * so 'bitte' → 'geänderter' reads 'bitte geänderter', never 'bittegeänderter'.
 */
export function readableWords(parts: readonly WordPart[]): WordPart[] {
  const out: WordPart[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (
      previous &&
      kindOf(previous) !== 'same' &&
      kindOf(part) !== 'same' &&
      kindOf(previous) !== kindOf(part) &&
      !/\s$/.test(previous.text) &&
      !/^\s/.test(part.text)
    )
      out.push({ text: ' ' });
    out.push(part);
  }
  return out;
}

/** 'Änderungen': what publishing changes against the live version; texts word by word. */
export function ChangesDialog({
  resource,
  onClose,
  fieldLabels,
  itemNames,
}: {
  /** The document's or item's admin path. */
  resource: string;
  onClose: () => void;
  fieldLabels?: Record<string, string>;
  /** Names of list entries by id (FAQ categories and questions, services), as the history names them. */
  itemNames?: Record<string, string>;
}) {
  const query = useChanges(resource);
  const changes = query.data?.changes.filter((change) => !isInternalField(change.field)) ?? [];
  return (
    <Dialog title="Änderungen gegenüber der Website" onClose={onClose} size="lg" testId="changes-dialog">
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <p className="text-sm text-red-700">{errorText(query.error, 'Fehler beim Laden der Änderungen')}</p>
      ) : changes.length === 0 ? (
        <EmptyState>Keine Änderungen gegenüber der veröffentlichten Fassung</EmptyState>
      ) : (
        <ul className="space-y-3">
          {changes.map((change) => (
            <li key={change.field} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="change">
              <p className="font-medium text-navy-900">{fieldLabel(change.field, fieldLabels, itemNames)}</p>
              {change.words ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">
                  {readableWords(change.words).map((part, index) =>
                    part.removed ? (
                      <del key={index} className="bg-red-50 text-red-800">
                        {part.text}
                      </del>
                    ) : part.added ? (
                      <ins key={index} className="bg-emerald-50 text-emerald-800 no-underline">
                        {part.text}
                      </ins>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              ) : (
                <p className="mt-1 break-words text-slate-700">
                  <del className="text-red-800">{shown(valueInField(change.field, change.before))}</del> →{' '}
                  <ins className="text-emerald-800 no-underline">{shown(valueInField(change.field, change.after))}</ins>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
