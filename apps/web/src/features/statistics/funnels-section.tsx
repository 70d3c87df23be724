import { LEAD_SOURCE_LABELS, type FunnelsResponse, type StatisticsQuery } from '@agency/contracts';
import { LoaderCircle } from 'lucide-react';
import { LoadFailure } from '../../components/admin/load-state';
import { DataCell, DataTable, Panel, TableHead } from '../../components/admin/ui';
import { useFunnels } from './api/get-funnels';

const numberFormat = new Intl.NumberFormat('de-DE');
const sourceLabel = (source: string) => LEAD_SOURCE_LABELS[source] ?? source;

type FunnelFigures = FunnelsResponse['funnels'][number];

/** One funnel: its steps with sessions, share of the first step and what each lost; then per traffic source. */
function FunnelTable({ funnel }: { funnel: FunnelFigures }) {
  return (
    <div className="space-y-3" data-testid="funnel">
      <h3 className="text-sm font-semibold text-navy-900">{funnel.name}</h3>
      <DataTable stack>
        <caption className="sr-only">{`Trichter „${funnel.name}“: Sitzungen je Schritt`}</caption>
        <TableHead
          className="text-left text-xs text-slate-500"
          columns={[{ label: 'Schritt', className: 'pb-2 font-medium' }, 'Sitzungen', 'Anteil', 'Verloren']}
          cellClassName="pb-2 text-right font-medium"
        />
        <tbody className="divide-y divide-slate-100">
          {funnel.steps.map((step, index) => (
            <tr key={`${index}:${step.label}`}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-navy-900">
                {index + 1}. {step.label}
                {!step.known && <span className="ml-2 text-xs text-red-700">(kein aktives Ziel dieses Namens)</span>}
              </th>
              <DataCell label="Sitzungen" className="py-1.5 text-right">
                {numberFormat.format(funnel.total[index].sessions)}
              </DataCell>
              <DataCell label="Anteil" className="py-1.5 text-right">
                {`${funnel.total[index].rate.toLocaleString('de-DE')} %`}
              </DataCell>
              <DataCell label="Verloren" className="py-1.5 text-right">
                {index === 0 ? '–' : numberFormat.format(funnel.total[index].dropped)}
              </DataCell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {funnel.sources.length > 0 && (
        <DataTable stack>
          <caption className="sr-only">{`Trichter „${funnel.name}“ je Quelle`}</caption>
          <TableHead
            className="text-left text-xs text-slate-500"
            columns={[
              { label: 'Quelle', className: 'pb-2 font-medium' },
              ...funnel.steps.map((_, index) => `Schritt ${index + 1}`),
            ]}
            cellClassName="pb-2 text-right font-medium"
          />
          <tbody className="divide-y divide-slate-100">
            {funnel.sources.map((row) => (
              <tr key={row.source}>
                <th scope="row" className="py-1.5 pr-2 text-left font-normal text-navy-900">
                  {sourceLabel(row.source)}
                </th>
                {row.steps.map((step, index) => (
                  <DataCell key={index} label={`Schritt ${index + 1}`} className="py-1.5 text-right">
                    {numberFormat.format(step.sessions)}
                  </DataCell>
                ))}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}

/**
 * 'Trichter' for the period of the view: each active funnel's consented sessions per step in order, in all and
 * per traffic source. Staff define the funnels beside the goals; docs/metrics.md defines each figure.
 */
export function FunnelsSection({ query }: { query: StatisticsQuery }) {
  const { data, isPending, isError, isFetching, refetch } = useFunnels(query);
  return (
    <Panel title="Trichter">
      {isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Trichter werden geladen…
        </p>
      ) : isError || !data ? (
        <LoadFailure
          message="Trichter konnten nicht geladen werden"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.funnels.length === 0 ? (
        <p className="text-sm text-slate-600">Noch keine aktiven Trichter. Trichter legen Sie im Bereich „Ziele“ an.</p>
      ) : (
        <div className="space-y-6">
          {data.funnels.map((funnel) => (
            <FunnelTable key={funnel.id} funnel={funnel} />
          ))}
          <p className="text-xs text-slate-600">
            Trichter zählen Sitzungen mit Einwilligung: die Schritte in ihrer Reihenfolge innerhalb einer Sitzung.
          </p>
        </div>
      )}
    </Panel>
  );
}
