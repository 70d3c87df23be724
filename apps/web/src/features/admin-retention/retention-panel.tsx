import { retentionSettingsSchema } from '@agency/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Play, Save } from 'lucide-react';
import {
  Banner,
  Button,
  errorText,
  Input,
  Loading,
  Panel,
  Switch,
  TableHead,
  useBanner,
} from '../../components/admin/ui';
import { useServerForm } from '../../components/admin/use-server-form';
import { useApiClient } from '../../lib/api-client-context';
import { retentionQueryKey, runRetention, saveRetention, useRetention } from './api/retention';

const when = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', dateStyle: 'medium' });
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
 * System tab, 'Aufbewahrung' (issue 20): how long offer requests and enquiries (off by default, a recommended
 * value shown) and raw analytics events are kept, a run on demand and the last runs with their counts.
 */
export function RetentionPanel() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const retention = useRetention();
  const banner = useBanner();
  const data = retention.data;
  const { form, ready, field, submit, markSaved } = useServerForm({
    data,
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
    mutationFn: ({ values }: { values: RetentionForm; token: number }) => {
      const settings = toSettings(values);
      return saveRetention(
        client,
        {
          requests_months: settings.requests_months === null ? null : Number(settings.requests_months),
          analytics_months: Number(settings.analytics_months),
        },
        data?.version ?? 0,
      );
    },
    onSuccess: (answer, { token }) => {
      markSaved(token);
      banner.success(answer.message ?? 'Aufbewahrung gespeichert');
      void refresh();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Speichern der Einstellungen')),
  });
  const run = useMutation({
    mutationFn: () => runRetention(client),
    onSuccess: (answer) => {
      banner.success(answer.message);
      void refresh();
    },
    onError: (error) => banner.error(errorText(error, 'Fehler beim Anwenden der Aufbewahrung')),
  });

  return (
    <Panel title="Aufbewahrung">
      {retention.isPending || (!ready && !retention.isError) ? (
        <Loading />
      ) : retention.isError || !data ? (
        <Banner message={{ kind: 'error', text: 'Fehler beim Laden der Einstellungen' }} />
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
              submit((values, token) => save.mutate({ values, token }), banner.error);
            }}
          >
            <div className="space-y-2">
              <Switch
                label="Anfragen automatisch löschen"
                checked={requestsOn}
                onChange={(on) => form.setValue('requestsOn', on)}
              />
              <Input
                label="Anfragen löschen nach (Monaten)"
                hint={`empfohlen: ${data.recommended.requests_months}`}
                {...MONTHS_FIELD}
                {...field('requestMonths')}
                disabled={!requestsOn}
              />
            </div>
            <Input
              label="Rohdaten der Statistik aufbewahren (Monate)"
              hint={`Standard: ${data.recommended.analytics_months}`}
              {...MONTHS_FIELD}
              {...field('analyticsMonths')}
              className="self-end"
            />
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" variant="primary" busy={save.isPending} disabled={save.isPending}>
                <Save className="size-4" aria-hidden />
                Fristen speichern
              </Button>
              <Button onClick={() => run.mutate()} busy={run.isPending} disabled={run.isPending}>
                <Play className="size-4" aria-hidden />
                Jetzt anwenden
              </Button>
            </div>
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
                        <td className="py-1 pr-3">{when.format(new Date(r.at))}</td>
                        <td className="py-1 pr-3">{n(r.requests_erased)}</td>
                        <td className="py-1 pr-3">{n(r.spam_erased)}</td>
                        <td className="py-1 pr-3">
                          {n(r.analytics_rows_removed)}
                          {r.analytics_before && (
                            <span className="text-slate-500"> (vor {day.format(new Date(r.analytics_before))})</span>
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
    </Panel>
  );
}
