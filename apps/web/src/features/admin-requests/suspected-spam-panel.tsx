import { suspectedSpamReasonLabel, type SuspectedSpam } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { formatDateTime, Panel, type useBanner } from '../../components/admin/ui';
import { useApiClient } from '../../lib/api-client-context';
import { deleteSuspectedSpam } from './api/delete-suspected-spam';
import { DeleteButton, Detail, ExpandableRow } from './expandable-row';
import { loadState } from '../../components/admin/load-state';
import { suspectedSpamQueryKey, useSuspectedSpam } from './api/list-suspected-spam';

/**
 * The submissions the spam shield held back: nobody was mailed and nothing went to the accounting database.
 * Each says why in words staff understand, with the sender's details, so a person's request caught by
 * mistake can be answered by hand; staff delete them here. Shown only while there are some.
 */
export function SuspectedSpamPanel({ banner }: { banner: ReturnType<typeof useBanner> }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const spam = useSuspectedSpam();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SuspectedSpam | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSuspectedSpam(client, id),
    onSuccess: () => {
      banner.success('Zurückgehaltene Anfrage gelöscht!');
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: suspectedSpamQueryKey });
    },
    onError: () => {
      banner.error('Fehler beim Löschen');
      setDeleting(null);
    },
  });
  const list = spam.data ?? [];
  // Not loaded is not 'none held back': the failure is said, with 'Erneut versuchen'.
  if (spam.data === undefined && spam.error)
    return loadState(spam, 'Fehler beim Laden der zurückgehaltenen Einsendungen');
  if (list.length === 0) return null;

  return (
    <Panel
      title={
        <span className="flex items-center gap-2">
          <ShieldAlert className="size-5 text-amber-600" aria-hidden />
          Zurückgehalten als Spamverdacht ({list.length})
        </span>
      }
    >
      <p className="mb-3 text-sm text-slate-600">
        Diese Anfragen sehen nicht danach aus, als hätte ein Mensch sie über die Website gesendet. Weder Sie noch die
        Absender haben eine E-Mail erhalten, und nichts wurde in die Buchhaltung eingetragen. Ist doch eine echte
        Anfrage dabei, antworten Sie bitte direkt an die angegebene E-Mail-Adresse.
      </p>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {list.map((entry) => {
          const open = expanded === entry.id;
          return (
            <ExpandableRow
              key={entry.id}
              testId="spam-row"
              open={open}
              onToggle={() => setExpanded(open ? null : entry.id)}
              summary={
                <span className="min-w-0 flex-1">
                  <span className="block break-words font-medium text-navy-900">
                    {entry.name}
                    {entry.company && <span className="font-normal text-slate-500"> · {entry.company}</span>}
                  </span>
                  <span className="block break-words text-sm text-slate-500">
                    {entry.email} · {formatDateTime(entry.created_at)}
                  </span>
                  <span className="mt-1 block text-sm text-amber-800" data-testid="spam-reasons">
                    Grund: {entry.reasons.map(suspectedSpamReasonLabel).join('; ')}
                  </span>
                </span>
              }
            >
              <dl className="grid gap-3 sm:grid-cols-3">
                <Detail label="Telefon" value={entry.phone} />
                <Detail label="Leistung" value={entry.service} />
                <Detail label="Budget" value={entry.budget} />
                <Detail label="Adresse" value={`${entry.address}, ${entry.zip} ${entry.town}`} />
                <Detail label="Land" value={entry.country} />
              </dl>
              <p className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
                {entry.message}
              </p>
              <DeleteButton onClick={() => setDeleting(entry)} />
            </ExpandableRow>
          );
        })}
      </ul>
      {deleting && (
        <ConfirmDialog
          title="Zurückgehaltene Anfrage löschen"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id)}
          onCancel={() => setDeleting(null)}
        >
          Zurückgehaltene Anfrage von „{deleting.name}“ wirklich löschen? Die personenbezogenen Daten werden
          unwiderruflich entfernt.
        </ConfirmDialog>
      )}
    </Panel>
  );
}
