import {
  hasPermission,
  RETENTION_PERMISSIONS,
  retentionFieldLocked,
  retentionRunMissing,
  retentionSettingsSchema,
  type RetentionPreview,
  type StaffAccount,
} from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play, Save } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { Banner, Button, errorText, Input, Panel, Switch, TableHead, useBanner } from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
import { useApiClient } from '../../lib/api-client-context';
import { formatCalendarDay, formatDateTime } from '../../lib/staff-format';
import { previewRetention, retentionQueryKey, runRetention, saveRetention, useRetention } from './api/retention';

const n = (value: number) => value.toLocaleString('de-DE');

/** The form's values: the switch and the two numbers as typed. */
type RetentionForm = { requestsOn: boolean; requestMonths: string; analyticsMonths: string };
/** The settings as PUT /api/admin/retention takes them (retentionSettingsSchema). */
const toSettings = (values: RetentionForm) => ({
  requests_months: values.requestsOn ? values.requestMonths : null,
  analytics_months: values.analyticsMonths,
});
/** A number of months, 1 to 120, as both retention periods take it. */
const MONTHS_FIELD = { type: 'number', min: 1, max: 120, step: 1, inputMode: 'numeric' } as const;

/**
 * System tab, 'Aufbewahrung': how long offer requests and enquiries (off by default, a recommended value shown)
 * and raw analytics events are kept, a run on demand and the last runs with their counts. A period changes only
 * for staff who hold the permission of its data, and a run, which erases both, needs both: what `staff` may not
 * do is disabled with the reason beside it (the server refuses it too).
 */
export function RetentionPanel({ staff }: { staff: StaffAccount }) {
  const may = (field: keyof typeof RETENTION_PERMISSIONS) =>
    hasPermission(staff.role, staff.permissions, RETENTION_PERMISSIONS[field]);
  const mayRequests = may('requests_months');
  const mayAnalytics = may('analytics_months');
  const runMissing = retentionRunMissing(staff);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const retention = useRetention();
  const banner = useBanner();
  const data = retention.data;
  const { form, gate, field, submit, markSaved } = useServerForm({
    query: retention,
    failure: 'Fehler beim Laden der Einstellungen',
    toDraft: (loaded): RetentionForm => ({
      requestsOn: loaded.settings.requests_months !== null,
      requestMonths: String(loaded.settings.requests_months ?? loaded.recommended.requests_months),
      analyticsMonths: String(loaded.settings.analytics_months),
    }),
    schema: retentionSettingsSchema,
    payload: toSettings,
    fieldOf: { requests_months: 'requestMonths', analytics_months: 'analyticsMonths' },
  });
  const requestsOn = form.watch('requestsOn') === true;

  const refresh = () => queryClient.invalidateQueries({ queryKey: retentionQueryKey });
  const save = useMutation({
    mutationFn: ({ values, version }: { values: RetentionForm; token: number; version: number }) => {
      const settings = toSettings(values);
      return saveRetention(
        client,
        {
          requests_months: settings.requests_months === null ? null : Number(settings.requests_months),
          analytics_months: Number(settings.analytics_months),
        },
        version,
      );
    },
    onSuccess: (answer, { token }) => {
      markSaved(token, answer.version);
      banner.success(answer.message ?? 'Aufbewahrung gespeichert');
      void refresh();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern der Einstellungen')),
  });
  // 'Jetzt anwenden' erases for good: first the counts of what it would erase, then staff confirm.
  const [confirming, setConfirming] = useState<RetentionPreview | null>(null);
  const preview = useMutation({
    mutationFn: () => previewRetention(client),
    onSuccess: (answer) => setConfirming(answer.preview),
    onError: (error) => banner.error(errorText(error, 'Fehler beim Anwenden der Aufbewahrung')),
  });
  const run = useMutation({
    mutationFn: () => runRetention(client),
    onSuccess: (answer) => {
      setConfirming(null);
      banner.success(answer.message);
      void refresh();
    },
    onError: (error) => {
      setConfirming(null);
      banner.error(errorText(error, 'Fehler beim Anwenden der Aufbewahrung'));
    },
  });

  return (
    <Panel title="Aufbewahrung">
      {gate || !data ? (
        gate
      ) : (
        <div className="space-y-5">
          <p className="text-sm text-slate-600">
            Daten werden nur so lange aufbewahrt wie nötig (DSGVO Art. 5 Abs. 1 e). Jede Nacht um 3:30 Uhr werden
            Anfragen und Kontaktanfragen gelöscht, die älter als die Frist sind – auch aus dem Änderungsprotokoll.
            Rohdaten der Statistik werden nach ihrer Frist entfernt; die Tageswerte bleiben, die Statistik zeigt weiter
            jeden Zeitraum.
          </p>
          <form
            className="grid gap-4 sm:grid-cols-2"
            aria-label="Aufbewahrungsfristen"
            // The contract's German messages name a wrong value, not the browser's own bubbles.
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit((based) => save.mutate(based), banner.error);
            }}
          >
            <div className="space-y-2">
              <Switch
                label="Anfragen automatisch löschen"
                checked={requestsOn}
                onChange={(on) => form.setValue('requestsOn', on)}
                disabled={!mayRequests}
              />
              <Input
                label="Anfragen löschen nach (Monaten)"
                hint={`empfohlen: ${data.recommended.requests_months}`}
                {...MONTHS_FIELD}
                {...field('requestMonths')}
                disabled={!requestsOn || !mayRequests}
                {...(!mayRequests && { description: retentionFieldLocked('requests_months') })}
              />
            </div>
            <Input
              label="Rohdaten der Statistik aufbewahren (Monate)"
              hint={`Standard: ${data.recommended.analytics_months}`}
              {...MONTHS_FIELD}
              {...field('analyticsMonths')}
              disabled={!mayAnalytics}
              {...(!mayAnalytics && { description: retentionFieldLocked('analytics_months') })}
              className="self-end"
            />
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button
                type="submit"
                variant="primary"
                busy={save.isPending}
                disabled={save.isPending || (!mayRequests && !mayAnalytics)}
              >
                <Save className="size-4" aria-hidden />
                Fristen speichern
              </Button>
              <Button
                onClick={() => preview.mutate()}
                busy={preview.isPending || run.isPending}
                disabled={preview.isPending || run.isPending || runMissing.length > 0}
                {...(runMissing.length > 0 && { 'aria-describedby': 'retention-run-locked' })}
              >
                <Play className="size-4" aria-hidden />
                Jetzt anwenden
              </Button>
            </div>
            {runMissing.length > 0 && (
              <p id="retention-run-locked" className="text-sm text-slate-600 sm:col-span-2">
                „Jetzt anwenden“ löscht Anfragen und Rohdaten der Statistik; dafür{' '}
                {runMissing.length === 1 ? 'fehlt Ihnen die Berechtigung' : 'fehlen Ihnen die Berechtigungen'}{' '}
                {runMissing.map((label) => `„${label}“`).join(' und ')}.
              </p>
            )}
          </form>
          <Banner message={banner.message} onClose={banner.clear} />
          <div>
            <h3 className="mb-2 text-sm font-semibold text-navy-900">Letzte Läufe</h3>
            {data.runs.length === 0 ? (
              <p className="text-sm text-slate-500">Noch keine Einträge</p>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full text-left text-sm" data-testid="retention-runs">
                  <TableHead
                    className="text-xs text-slate-500"
                    columns={[
                      'Zeitpunkt',
                      'Anfragen gelöscht',
                      'Spam gelöscht',
                      'Statistik-Rohdaten entfernt',
                      { label: 'Ausgelöst von', className: 'py-1 font-medium' },
                    ]}
                    cellClassName="py-1 pr-3 font-medium"
                  />
                  <tbody className="tabular-nums">
                    {data.runs.slice(0, 10).map((r) => (
                      <tr key={r.at} className="border-t border-slate-100">
                        <td className="py-1 pr-3">{formatDateTime(r.at)}</td>
                        <td className="py-1 pr-3">{n(r.requests_erased)}</td>
                        <td className="py-1 pr-3">{n(r.spam_erased)}</td>
                        <td className="py-1 pr-3">
                          {n(r.analytics_rows_removed)}
                          {r.analytics_before && (
                            <span className="text-slate-500"> (vor {formatCalendarDay(r.analytics_before)})</span>
                          )}
                        </td>
                        <td className="py-1">{r.actor ?? 'Zeitplan'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Aufbewahrung jetzt anwenden?"
          confirmLabel="Jetzt löschen"
          busy={run.isPending}
          busyLabel="Wird gelöscht…"
          onConfirm={() => run.mutate()}
          onCancel={() => setConfirming(null)}
        >
          <p data-testid="retention-confirm-counts">{erasedText(confirming)}</p>
          <p className="mt-2">Das lässt sich nicht rückgängig machen. Die Tageswerte der Statistik bleiben erhalten.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}

/** 'Damit werden 12 Anfragen und 3.402.118 Rohdaten-Zeilen endgültig gelöscht.' (spam only when there is some). */
export function erasedText(preview: RetentionPreview): string {
  const parts = [
    `${n(preview.requests)} ${preview.requests === 1 ? 'Anfrage' : 'Anfragen'}`,
    ...(preview.spam > 0
      ? [`${n(preview.spam)} zurückgehaltene ${preview.spam === 1 ? 'Einsendung' : 'Einsendungen'}`]
      : []),
    `${n(preview.analytics_rows)} ${preview.analytics_rows === 1 ? 'Rohdaten-Zeile' : 'Rohdaten-Zeilen'}`,
  ];
  const listed = parts.length > 2 ? `${parts.slice(0, -1).join(', ')} und ${parts.at(-1)}` : parts.join(' und ');
  return `Damit werden ${listed} endgültig gelöscht.`;
}
