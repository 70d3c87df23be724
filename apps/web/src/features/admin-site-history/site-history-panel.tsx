import { berlinClock, siteMomentSchema, type SiteChange } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Banner, Button, errorText, Input, Loading, Panel, TableHead, useBanner } from '../../components/admin/ui';
import { useContractForm } from '../../components/forms/contract-form';
import { fieldsOf, firstError } from '../../components/forms/field-error';
import { useApiClient } from '../../lib/api-client-context';
import { previewSite, restoreSite, type SiteMomentInput, type SitePreview } from './api/site-history';
import { berlinToInstant, formatBerlin } from './berlin-time';

/** The moment as staff pick it: a date and a time on Berlin's clock. */
type MomentForm = { date: string; time: string };
const INCOMPLETE = 'Bitte Datum und Uhrzeit angeben';

const ACTIONS: Record<SiteChange['action'], string> = {
  change: 'wird geändert',
  remove: 'kommt in den Papierkorb (gab es damals nicht)',
  bring_back: 'kommt aus dem Papierkorb zurück',
  order: 'Reihenfolge wird wiederhergestellt',
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  const text = JSON.stringify(value);
  return text.length > 240 ? `${text.slice(0, 240)}…` : text;
}

function ChangeList({ changes }: { changes: SiteChange[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="site-history-changes">
      {changes.map((change) => (
        <li
          key={`${change.kind}:${change.id ?? ''}:${change.action}`}
          className="p-3"
          data-testid="site-history-change"
        >
          <p className="text-sm">
            <span className="font-semibold text-navy-900">{change.title}</span>{' '}
            <span className="text-slate-500">
              ({change.area}) – {ACTIONS[change.action]}
            </span>
          </p>
          {change.changes.length > 0 && (
            <table className="mt-2 w-full table-fixed text-left text-xs">
              <TableHead
                className="text-slate-500"
                columns={[
                  'Feld',
                  { label: 'Jetzt', className: 'py-1 pr-2 font-medium' },
                  { label: 'Damals (nach dem Zurücksetzen)', className: 'py-1 font-medium' },
                ]}
                cellClassName="w-1/4 py-1 pr-2 font-medium"
              />
              <tbody>
                {change.changes.map((field) => (
                  <tr key={field.field} className="align-top">
                    <td className="break-words py-1 pr-2 font-mono text-slate-600">{field.field}</td>
                    <td className="break-words py-1 pr-2 text-red-800 line-through decoration-red-300">
                      {shown(field.before)}
                    </td>
                    <td className="break-words py-1 text-emerald-800">{shown(field.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Backend tab: the public content as it was at a moment. Staff pick a date and time on Berlin's
 * clock, see what would change (each document and item with its fields, now and then) and restore it; each
 * change is a new event in its history, and the restore can be undone at once.
 */
export function SiteHistoryPanel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const banner = useBanner();
  // The one form layer: the moment checked with the contract schema (siteMomentSchema), a message below its field.
  const form = useContractForm<MomentForm>({
    schema: siteMomentSchema,
    // Today's date and the current second on Berlin's clock (yyyy-mm-dd, hh:mm:ss).
    defaultValues: berlinClock(new Date()),
    payload: ({ date, time }) => ({ at: berlinToInstant(date, time) }),
    fieldOf: { at: 'date' },
  });
  const field = fieldsOf(form.register, form.formState.errors);
  const [preview, setPreview] = useState<SitePreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [undo, setUndo] = useState<number | null>(null);

  const load = useMutation({
    mutationFn: (moment: SiteMomentInput) => previewSite(client, moment),
    onSuccess: (answer) => setPreview(answer),
    onError: (error) => {
      setPreview(null);
      banner.error(errorText(error, 'Fehler beim Laden des Verlaufs'));
    },
  });
  const restore = useMutation({
    mutationFn: ({ moment }: { moment: SiteMomentInput; isUndo: boolean }) => restoreSite(client, moment),
    onSuccess: (answer, { isUndo }) => {
      setConfirming(false);
      setPreview(null);
      // An undo is offered once, right after the restore it undoes.
      setUndo(isUndo ? null : answer.undo_position);
      banner.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => {
      setConfirming(false);
      banner.error(errorText(error, 'Fehler beim Zurücksetzen'));
    },
  });

  const show = ({ date, time }: MomentForm) => {
    const at = berlinToInstant(date, time);
    if (!at) return;
    setUndo(null);
    load.mutate({ at });
  };
  const refused = (errors: FieldErrors<MomentForm>) => {
    const { date, time } = form.getValues();
    // An incomplete moment says so; any other message (e.g. a moment in the future) is the contract's.
    if (berlinToInstant(date, time)) return banner.error(firstError(errors) ?? INCOMPLETE);
    form.setError('date', { message: INCOMPLETE });
    banner.error(INCOMPLETE);
  };

  return (
    <Panel title="Website zu einem Zeitpunkt">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          Zeigt, welche öffentlichen Inhalte (Texte, Preise, Referenzen, FAQ, Bilder, Rechtstexte) sich seit einem
          Zeitpunkt geändert haben, und setzt sie auf diesen Stand zurück. Jede Änderung erscheint im Verlauf des
          Inhalts und kann rückgängig gemacht werden. Anfragen, Kunden und Benutzer bleiben unberührt. Uhrzeit nach
          deutscher Zeit (Europe/Berlin).
        </p>
        <form
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            banner.clear();
            void form.handleSubmit(show, refused)(event);
          }}
          aria-label="Zeitpunkt wählen"
        >
          <Input label="Datum" type="date" {...field('date')} required />
          <Input label="Uhrzeit" type="time" step={1} {...field('time')} required />
          <Button type="submit" busy={load.isPending} disabled={load.isPending}>
            <History className="size-4" aria-hidden />
            Änderungen anzeigen
          </Button>
        </form>
        <Banner message={banner.message} onClose={banner.clear} />
        {undo !== null && (
          <Button
            onClick={() => restore.mutate({ moment: { position: undo }, isUndo: true })}
            busy={restore.isPending}
            disabled={restore.isPending}
          >
            <Undo2 className="size-4" aria-hidden />
            Zurücksetzen rückgängig machen
          </Button>
        )}
        {load.isPending && <Loading text="Verlauf wird gelesen…" />}
        {preview && (
          <div className="space-y-3" aria-live="polite">
            <p className="text-sm font-medium text-navy-900" data-testid="site-history-summary">
              {preview.changes.length === 0
                ? `Die Inhalte entsprechen dem Stand vom ${formatBerlin(preview.at)}.`
                : `${preview.changes.length} ${preview.changes.length === 1 ? 'Inhalt würde' : 'Inhalte würden'} auf den Stand vom ${formatBerlin(preview.at)} gebracht:`}
            </p>
            {preview.changes.length > 0 && (
              <>
                <ChangeList changes={preview.changes} />
                <Button variant="primary" onClick={() => setConfirming(true)}>
                  <RotateCcw className="size-4" aria-hidden />
                  Auf diesen Stand zurücksetzen
                </Button>
              </>
            )}
          </div>
        )}
      </div>
      {confirming && preview && (
        <ConfirmDialog
          title="Website zurücksetzen"
          confirmLabel="Zurücksetzen"
          busy={restore.isPending}
          busyLabel="Wird zurückgesetzt…"
          onConfirm={() => restore.mutate({ moment: { position: preview.position }, isUndo: false })}
          onCancel={() => setConfirming(false)}
        >
          {`${preview.changes.length} ${preview.changes.length === 1 ? 'Inhalt wird' : 'Inhalte werden'} auf den Stand vom ${formatBerlin(preview.at)} gebracht. Fortfahren?`}
        </ConfirmDialog>
      )}
    </Panel>
  );
}
