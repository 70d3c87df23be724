import type { GoalsResponse, StatisticsQuery } from '@agency/contracts';
import { Filter } from 'lucide-react';
import { loadState } from '../../components/admin/load-state';
import { Panel } from '../../components/admin/ui';
import { useGoals } from './api/get-goals';
import { FiguresTable } from './figures-table';
import { filterable } from './filters';

const numberFormat = new Intl.NumberFormat('de-DE');
const percent = (value: number) => `${value.toLocaleString('de-DE')} %`;
const changeText = (change: number | null) =>
  change === null ? '–' : `${change > 0 ? '+' : ''}${change.toLocaleString('de-DE')} %`;

/** Filters the whole view by a goal's name (the statistics' `goal:` filter); absent where nothing can be filtered. */
export type GoalFilter = (name: string) => void;

/** A goal's name as a button that filters the view by it: the visits that converted. */
function GoalName({ name, onFilter }: { name: string; onFilter?: GoalFilter }) {
  if (!onFilter || !filterable('goal', name)) return <>{name}</>;
  return (
    <button
      type="button"
      onClick={() => onFilter(name)}
      aria-label={`Nach Ziel „${name}“ filtern`}
      title="Nach diesem Ziel filtern"
      className="inline-flex items-center gap-1.5 text-left underline decoration-slate-300 underline-offset-2 hover:decoration-current"
    >
      {name}
      <Filter className="size-3.5 shrink-0 text-slate-500" aria-hidden />
    </button>
  );
}

function GoalsTable({ data, onFilter }: { data: GoalsResponse; onFilter?: GoalFilter }) {
  return (
    <FiguresTable
      testId="goals-table"
      caption="Ziele: Conversions, Besucher und Conversion-Rate im Zeitraum"
      columns={['Ziel', 'Conversions', 'Besucher', 'Conversion-Rate', 'Vorzeitraum']}
      rows={data.goals.map((goal) => ({
        key: goal.id,
        heading: <GoalName name={goal.name} onFilter={onFilter} />,
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
 * The section itself is not filtered; a goal's name filters the rest of the view by it (`onFilter`).
 */
export function GoalsSection({ query, onFilter }: { query: StatisticsQuery; onFilter?: GoalFilter }) {
  const goals = useGoals(query);
  return (
    <Panel title="Ziele">
      {loadState(goals, 'Ziele konnten nicht geladen werden', 'Ziele werden geladen…') ??
        (goals.data && <GoalsFigures data={goals.data} onFilter={onFilter} />)}
    </Panel>
  );
}

function GoalsFigures({ data, onFilter }: { data: GoalsResponse; onFilter?: GoalFilter }) {
  if (data.goals.length === 0)
    return <p className="text-sm text-slate-600">Noch keine aktiven Ziele. Ziele legen Sie im Bereich „Ziele“ an.</p>;
  return (
    <div className="space-y-3">
      <GoalsTable data={data} onFilter={onFilter} />
      <p className="text-xs text-slate-600">
        Seitenziele zählen auch Aufrufe ohne Einwilligung (cookielos); Besucher sowie Ereignis-, Link-, Download-, 404-
        und Scrollziele nur Besuche mit Einwilligung. Die Rate bezieht sich auf {numberFormat.format(data.visitors)}{' '}
        Besucher im Zeitraum.
      </p>
    </div>
  );
}
