import { leadSourceLabel, type StatisticsQuery } from '@agency/contracts';
import { LoaderCircle, Mail } from 'lucide-react';
import { Checkbox, DataCell, DataTable, Panel, TableHead } from '../../components/admin/ui';
import { useLeadSources } from './api/get-lead-sources';
import { useWeeklyReportSubscription } from './api/weekly-report-subscription';

const numberFormat = new Intl.NumberFormat('de-DE');

/** The signed-in staff member's own subscription to the weekly report mail. */
function WeeklyReportToggle() {
  const { subscription, change } = useWeeklyReportSubscription();
  if (subscription.isError) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="weekly-report">
      <Mail className="size-4 text-accent-700" aria-hidden />
      <Checkbox
        label="Wochenbericht per E-Mail erhalten (montags 8:00 Uhr)"
        // While saving, the switch shows the choice being saved; an error returns it to the stored one.
        checked={change.isPending ? change.variables : (subscription.data?.weekly_report ?? false)}
        disabled={subscription.isPending || change.isPending}
        onChange={(next) => change.mutate(next)}
      />
      {change.isPending && (
        <span role="status" className="inline-flex items-center gap-1 text-xs text-slate-500">
          <LoaderCircle className="size-3 animate-spin" aria-hidden />
          Wird gespeichert…
        </span>
      )}
      {change.isError && (
        <span role="alert" className="text-xs text-red-700">
          Fehler beim Speichern
        </span>
      )}
    </div>
  );
}

/**
 * 'Anfragen nach Quelle' for the period of the view: which traffic sources and entry pages bring offer requests.
 * The offer funnel is a built-in funnel of the section 'Trichter'. docs/metrics.md defines each figure.
 */
export function LeadSourcesSection({ query }: { query: StatisticsQuery }) {
  const { data, isPending, isError } = useLeadSources(query);
  return (
    <div className="space-y-5" data-testid="lead-sources">
      <WeeklyReportToggle />
      <Panel title="Anfragen nach Quelle">
        {isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
            <LoaderCircle className="size-4 animate-spin" aria-hidden />
            Anfragen werden geladen…
          </p>
        ) : isError || !data ? (
          <p className="text-sm text-slate-500">Anfragen nach Quelle konnten nicht geladen werden.</p>
        ) : data.sources.length === 0 ? (
          <p className="text-sm text-slate-500">Keine Anfragen im Zeitraum</p>
        ) : (
          <DataTable stack data-testid="lead-sources-table">
            <caption className="sr-only">Anfragen nach Quelle und Einstiegsseite</caption>
            <TableHead
              className="text-left text-xs text-slate-500"
              columns={['Quelle', 'Einstiegsseite', { label: 'Anfragen', className: 'pb-2 text-right font-medium' }]}
              cellClassName="pb-2 font-medium"
            />
            <tbody className="divide-y divide-slate-100">
              {data.sources.map((row) => (
                <tr key={`${row.source}:${row.entry_page ?? ''}`}>
                  <DataCell label="Quelle" className="py-1.5 text-navy-900">
                    {leadSourceLabel(row.source)}
                  </DataCell>
                  <DataCell label="Einstiegsseite" className="break-all py-1.5 font-mono text-xs text-navy-900">
                    {row.entry_page ?? '–'}
                  </DataCell>
                  <DataCell label="Anfragen" className="py-1.5 text-right">
                    {numberFormat.format(row.requests)}
                  </DataCell>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t border-slate-200 font-semibold text-navy-900">
                <td className="pt-2" colSpan={2}>
                  Anfragen gesamt
                </td>
                <DataCell label="Anfragen" className="pt-2 text-right">
                  {numberFormat.format(data.requests)}
                </DataCell>
              </tr>
            </tfoot>
          </DataTable>
        )}
      </Panel>
    </div>
  );
}
