import type { GoalsResponse, StatisticsQuery } from '@agency/contracts';
import { LoaderCircle } from 'lucide-react';
import { LoadFailure } from '../../components/admin/load-state';
import { DataCell, DataTable, Panel, TableHead } from '../../components/admin/ui';
import { useGoals } from './api/get-goals';

const numberFormat = new Intl.NumberFormat('de-DE');
const percent = (value: number) => `${value.toLocaleString('de-DE')} %`;
const changeText = (change: number | null) =>
  change === null ? '–' : `${change > 0 ? '+' : ''}${change.toLocaleString('de-DE')} %`;

function GoalsTable({ data }: { data: GoalsResponse }) {
  return (
    <DataTable stack data-testid="goals-table">
      <caption className="sr-only">Ziele: Conversions, Besucher und Conversion-Rate im Zeitraum</caption>
      <TableHead
        className="text-left text-xs text-slate-500"
        columns={[
          { label: 'Ziel', className: 'pb-2 font-medium' },
          'Conversions',
          'Besucher',
          'Conversion-Rate',
          'Vorzeitraum',
        ]}
        cellClassName="pb-2 text-right font-medium"
      />
      <tbody className="divide-y divide-slate-100">
        {data.goals.map((goal) => (
          <tr key={goal.id}>
            <th scope="row" className="py-1.5 pr-2 text-left font-normal text-navy-900">
              {goal.name}
            </th>
            <DataCell label="Conversions" className="py-1.5 text-right">
              {numberFormat.format(goal.now.conversions)}
            </DataCell>
            <DataCell label="Besucher" className="py-1.5 text-right">
              {numberFormat.format(goal.now.visitors)}
            </DataCell>
            <DataCell label="Conversion-Rate" className="py-1.5 text-right">
              {percent(goal.now.rate)}
            </DataCell>
            <DataCell label="Vorzeitraum" className="py-1.5 text-right">
              {numberFormat.format(goal.before.conversions)}{' '}
              <span className="text-xs text-slate-600">({changeText(goal.change)})</span>
            </DataCell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * 'Ziele' for the period of the view: each active goal's conversions, converting visitors and conversion rate,
 * against the period before. Staff define the goals in the tab 'Ziele'; docs/metrics.md defines each figure.
 */
export function GoalsSection({ query }: { query: StatisticsQuery }) {
  const { data, isPending, isError, isFetching, refetch } = useGoals(query);
  return (
    <Panel title="Ziele">
      {isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-500" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          Ziele werden geladen…
        </p>
      ) : isError || !data ? (
        <LoadFailure
          message="Ziele konnten nicht geladen werden"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data.goals.length === 0 ? (
        <p className="text-sm text-slate-600">Noch keine aktiven Ziele. Ziele legen Sie im Bereich „Ziele“ an.</p>
      ) : (
        <div className="space-y-3">
          <GoalsTable data={data} />
          <p className="text-xs text-slate-600">
            Seitenziele zählen auch Aufrufe ohne Einwilligung (cookielos); Besucher sowie Ereignis-, Link-, Download-,
            404- und Scrollziele nur Besuche mit Einwilligung. Die Rate bezieht sich auf{' '}
            {numberFormat.format(data.visitors)} Besucher im Zeitraum.
          </p>
        </div>
      )}
    </Panel>
  );
}
