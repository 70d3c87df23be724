import { leadSourceLabel, type FunnelsResponse, type StatisticsQuery } from '@agency/contracts';
import { loadState } from '../../components/admin/load-state';
import { Panel } from '../../components/admin/ui';
import { useFunnels } from './api/get-funnels';
import { FiguresTable } from './figures-table';

const numberFormat = new Intl.NumberFormat('de-DE');

type FunnelFigures = FunnelsResponse['funnels'][number];

/** One funnel: its steps with sessions, share of the first step and what each lost; then per traffic source. */
function FunnelTable({ funnel }: { funnel: FunnelFigures }) {
  return (
    <div className="space-y-3" data-testid="funnel">
      <h3 className="text-sm font-semibold text-navy-900">{funnel.name}</h3>
      <FiguresTable
        caption={`Trichter „${funnel.name}“: Sitzungen je Schritt`}
        columns={['Schritt', 'Sitzungen', 'Anteil', 'Verloren']}
        rows={funnel.steps.map((step, index) => ({
          key: `${index}:${step.label}`,
          heading: (
            <>
              {index + 1}. {step.label}
              {!step.known && <span className="ml-2 text-xs text-red-700">(kein aktives Ziel dieses Namens)</span>}
            </>
          ),
          figures: [
            numberFormat.format(funnel.total[index].sessions),
            `${funnel.total[index].rate.toLocaleString('de-DE')} %`,
            index === 0 ? '–' : numberFormat.format(funnel.total[index].dropped),
          ],
        }))}
      />
      {funnel.sources.length > 0 && (
        <FiguresTable
          caption={`Trichter „${funnel.name}“ je Quelle`}
          columns={['Quelle', ...funnel.steps.map((_, index) => `Schritt ${index + 1}`)]}
          rows={funnel.sources.map((row) => ({
            key: row.source,
            heading: leadSourceLabel(row.source),
            figures: row.steps.map((step) => numberFormat.format(step.sessions)),
          }))}
        />
      )}
    </div>
  );
}

/**
 * 'Trichter' for the period of the view: each active funnel's consented sessions per step in order, in all and
 * per traffic source. Staff define the funnels beside the goals; docs/metrics.md defines each figure.
 */
export function FunnelsSection({ query }: { query: StatisticsQuery }) {
  const funnels = useFunnels(query);
  return (
    <Panel title="Trichter">
      {loadState(funnels, 'Trichter konnten nicht geladen werden', 'Trichter werden geladen…') ??
        (funnels.data && <FunnelsFigures data={funnels.data} />)}
    </Panel>
  );
}

function FunnelsFigures({ data }: { data: FunnelsResponse }) {
  if (data.funnels.length === 0)
    return (
      <p className="text-sm text-slate-600">Noch keine aktiven Trichter. Trichter legen Sie im Bereich „Ziele“ an.</p>
    );
  return (
    <div className="space-y-6">
      {data.funnels.map((funnel) => (
        <FunnelTable key={funnel.id} funnel={funnel} />
      ))}
      <p className="text-xs text-slate-600">
        Trichter zählen Sitzungen mit Einwilligung: die Schritte in ihrer Reihenfolge innerhalb einer Sitzung.
      </p>
    </div>
  );
}
