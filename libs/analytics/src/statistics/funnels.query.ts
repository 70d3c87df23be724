import type { DayRange } from './periods';
import { goalCondition, type CountedGoal } from './goals.query';
import { num, pct, type ReadRows } from './rows';

/** A funnel as the query counts it: each step what it matches, or null for a step that matches nothing. */
export type CountedFunnel = { steps: readonly (Omit<CountedGoal, 'id'> | null)[] };

export interface StepFigures {
  sessions: number;
  rate: number;
  dropped: number;
}

/** The traffic source a session's figures are listed under when its landing is not known. */
export const UNKNOWN_SOURCE = 'unbekannt';

/** A page view that names where its session came from (not an internal navigation). */
const LANDING = `(kind = 'pageview' AND traffic_source NOT IN ('', 'internal'))`;

/** Sessions reaching each step (`reached[i]`: sessions whose furthest step is at least i + 1), as the figures. */
function stepFigures(reached: readonly number[]): StepFigures[] {
  return reached.map((sessions, index) => ({
    sessions,
    rate: pct(sessions, reached[0] ?? 0),
    dropped: index === 0 ? 0 : reached[index - 1] - sessions,
  }));
}

/**
 * A funnel's sessions per step, in all and per traffic source, over the range's consented sessions (UTC days; a
 * session over midnight counts on each day). ClickHouse's `windowFunnel` gives each session the furthest step
 * it reached in order within the session's day; the source is that of the session's first page view that did
 * not come by internal navigation. Only the calls that meet a step or could name the source are read: the
 * others change neither. Sessions are grouped by their ids' 64-bit hashes (faster than the strings, with a chance
 * under one in 30 million among a million sessions that two fall together).
 */
export async function funnelFigures(
  rows: ReadRows,
  funnel: CountedFunnel,
  range: DayRange,
): Promise<{ total: StepFigures[]; sources: { source: string; steps: StepFigures[] }[] }> {
  const conditions = funnel.steps.map((step, index) =>
    step ? goalCondition({ ...step, id: String(index) }, `s${index}`) : { sql: '0', params: {} },
  );
  const found = await rows(
    `SELECT source, level, count() AS sessions FROM (
       SELECT cityHash64(session_id) AS session,
              toDate(received_at) AS day,
              argMinIf(toString(traffic_source), received_at, ${LANDING}) AS source,
              windowFunnel(86400000, 'strict_increase')(toUInt64(toUnixTimestamp64Milli(received_at)),
                                     ${conditions.map(({ sql }) => `(${sql})`).join(', ')}) AS level
         FROM events
        WHERE kind IN ('pageview', 'event') AND session_id != ''
          AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}
          AND (${[...conditions.map(({ sql }) => `(${sql})`), LANDING].join(' OR ')})
        GROUP BY session, day)
     WHERE level > 0
     GROUP BY source, level`,
    { from: range.from, to: range.to, ...Object.assign({}, ...conditions.map(({ params }) => params)) },
  );
  const bySource = new Map<string, number[]>();
  const total = funnel.steps.map(() => 0);
  for (const row of found) {
    const source = String(row['source']) || UNKNOWN_SOURCE;
    const level = num(row['level']);
    const sessions = num(row['sessions']);
    const reached = bySource.get(source) ?? funnel.steps.map(() => 0);
    for (let step = 0; step < level; step += 1) {
      reached[step] += sessions;
      total[step] += sessions;
    }
    bySource.set(source, reached);
  }
  return {
    total: stepFigures(total),
    sources: [...bySource.entries()]
      .sort(([a, x], [b, y]) => y[0] - x[0] || a.localeCompare(b))
      .map(([source, reached]) => ({ source, steps: stepFigures(reached) })),
  };
}
