import type { GoalsResponse, StatisticsQuery } from '@agency/contracts';
import { loadState } from '../../components/admin/load-state';
import { Panel } from '../../components/admin/ui';
import { useGoals } from './api/get-goals';
import { FiguresTable } from './figures-table';

const numberFormat = new Intl.NumberFormat('de-DE');
const percent = (value: number) => `${value.toLocaleString('de-DE')} %`;
const changeText = (change: number | null) =>
  change === null ? '–' : `${change > 0 ? '+' : ''}${change.toLocaleString('de-DE')} %`;

function GoalsTable({ data }: { data: GoalsResponse }) {
  return (
    <FiguresTable
      testId="goals-table"
      caption="Ziele: Conversions, Besucher und Conversion-Rate im Zeitraum"
      columns={['Ziel', 'Conversions', 'Besucher', 'Conversion-Rate', 'Vorzeitraum']}
      rows={data.goals.map((goal) => ({
        key: goal.id,
        heading: goal.name,
        figures: [
          numberFormat.format(goal.now.conversions),
          numberFormat.format(goal.now.visitors),
          percent(goal.now.rate),
          <>
            {numberFormat.format(goal.before.conversions)}{' '}
            <span className="text-xs text-slate-600">({changeText(goal.change)})</span>
          </>,
        ],
      }))}
    />
  );
}

/**
 * 'Ziele' for the period of the view: each active goal's conversions, converting visitors and conversion rate,
 * against the period before. Staff define the goals in the tab 'Ziele'; docs/metrics.md defines each figure.
 */
export function GoalsSection({ query }: { query: StatisticsQuery }) {
  const goals = useGoals(query);
  return (
    <Panel title="Ziele">
      {loadState(goals, 'Ziele konnten nicht geladen werden', 'Ziele werden geladen…') ??
        (goals.data && <GoalsFigures data={goals.data} />)}
    </Panel>
  );
}

function GoalsFigures({ data }: { data: GoalsResponse }) {
  if (data.goals.length === 0)
    return <p className="text-sm text-slate-600">Noch keine aktiven Ziele. Ziele legen Sie im Bereich „Ziele“ an.</p>;
  return (
    <div className="space-y-3">
      <GoalsTable data={data} />
      <p className="text-xs text-slate-600">
        Seitenziele zählen auch Aufrufe ohne Einwilligung (cookielos); Besucher sowie Ereignis-, Link-, Download-, 404-
        und Scrollziele nur Besuche mit Einwilligung. Die Rate bezieht sich auf {numberFormat.format(data.visitors)}{' '}
        Besucher im Zeitraum.
      </p>
    </div>
  );
}
