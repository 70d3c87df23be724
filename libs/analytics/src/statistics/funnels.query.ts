import type { ClickHouseClient } from '@clickhouse/client';
import { goalCondition, type CountedGoal } from './goals.query';
import { dayRange, type DayRange, type DaySet } from './periods';
import { num, pct, readRows, type ReadRows, type Row } from './rows';
import { CHECKS, dayChecks, onStoredDays, storedKey, UNDER_CHECKSUM } from './stored-days';

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
 * The SELECT of a funnel's figures on the days `{first}`, `{last}`, `{days}` name: per day, traffic source and
 * furthest step (`level`, 1 for the first), the sessions. ClickHouse's `windowFunnel` gives each session the
 * furthest step it reached in order within the session's day; the source is that of the session's first page
 * view that did not come by internal navigation. Only the calls that meet a step or could name the source are
 * read: the others change neither. Sessions are grouped by their ids' 64-bit hashes (faster than the strings,
 * with a chance under one in 30 million among a million sessions that two fall together).
 */
function funnelSelect(funnel: CountedFunnel): { sql: string; params: Record<string, string> } {
  const conditions = funnel.steps.map((step, index) =>
    step ? goalCondition({ ...step, id: String(index) }, `s${index}`) : { sql: '0', params: {} },
  );
  return {
    sql: `SELECT day, source, level, count() AS sessions FROM (
       SELECT cityHash64(session_id) AS session,
              toDate(received_at) AS day,
              argMinIf(toString(traffic_source), received_at, ${LANDING}) AS source,
              windowFunnel(86400000, 'strict_increase')(toUInt64(toUnixTimestamp64Milli(received_at)),
                                     ${conditions.map(({ sql }) => `(${sql})`).join(', ')}) AS level
         FROM events
        WHERE kind IN ('pageview', 'event') AND session_id != '' AND ${onStoredDays('toDate(received_at)')}
          AND (${[...conditions.map(({ sql }) => `(${sql})`), LANDING].join(' OR ')})
        GROUP BY session, day)
     WHERE level > 0
     GROUP BY day, source, level`,
    params: Object.assign({}, ...conditions.map(({ params }) => params)),
  };
}

/**
 * Stores `days` of a funnel in funnel_days, each under its checksum (the rollup rows' summed events of the day,
 * read in the same statement as the figures), with a row of step 0 marking the day computed.
 */
async function storeDays(
  client: ClickHouseClient,
  select: { sql: string; params: Record<string, string> },
  key: string,
  days: DaySet,
): Promise<void> {
  await client.command({
    query: `INSERT INTO funnel_days (funnel, day, checksum, source, level, sessions)
      WITH ${CHECKS}
      SELECT {funnel:String}, day, checks.checksum, source, level, sessions
        FROM (${select.sql} UNION ALL SELECT day, '' AS source, 0 AS level, 0 AS sessions FROM checks) AS figures
        INNER JOIN checks USING (day)
      SETTINGS insert_deduplicate = 0`,
    query_params: { ...select.params, ...days, funnel: key },
  });
}

/** The stored rows of the funnel's days whose checksum matches (`d`, `source`, `level`, `sessions`). */
function storedRows(rows: ReadRows, key: string, range: DayRange, pastKeys: string[]): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, source, level, any(sessions) AS sessions FROM funnel_days
      WHERE funnel = {funnel:String} AND day >= {from:Date} AND day <= {to:Date}
        AND ${UNDER_CHECKSUM}
      GROUP BY day, source, level`,
    { funnel: key, from: range.from, to: range.to, pastKeys },
  );
}

/**
 * A funnel's sessions per step, in all and per traffic source, over the range's consented sessions (UTC days; a
 * session over midnight counts on each day, so the range's figures are the sum of its days'). Past days (before
 * `now`'s UTC day) are read from funnel_days where stored under their current checksum, computed into it first
 * where not, for every later read of any instance; today (still changing with every call) and a day whose calls
 * changed meanwhile are computed for this read alone.
 */
export async function funnelFigures(
  client: ClickHouseClient,
  funnel: CountedFunnel,
  range: DayRange,
  now: Date = new Date(),
): Promise<{ total: StepFigures[]; sources: { source: string; steps: StepFigures[] }[] }> {
  const rows = readRows(client);
  const select = funnelSelect(funnel);
  const key = storedKey(select.sql, select.params);
  const computed = (days: string[]) =>
    days.length
      ? rows(`SELECT toString(day) AS d, * EXCEPT day FROM (${select.sql})`, { ...select.params, ...dayRange(days) })
      : Promise.resolve([]);

  const checks = await dayChecks(rows, range, now);
  const stored = () => (checks.pastKeys.length ? storedRows(rows, key, range, checks.pastKeys) : Promise.resolve([]));
  const missing = (found: Row[]) => {
    const have = new Set(found.map((r) => String(r['d'])));
    return checks.past.filter((d) => !have.has(d));
  };
  const [found, current] = await Promise.all([stored(), computed(checks.current)]);
  let all = [...found, ...current];
  if (missing(found).length) {
    await storeDays(client, select, key, dayRange(missing(found)));
    const again = await stored();
    // A past day whose calls changed after its checksum was read (stored under the newer one): for this read.
    all = [...again, ...current, ...(await computed(missing(again)))];
  }

  const bySource = new Map<string, number[]>();
  const total = funnel.steps.map(() => 0);
  for (const row of all) {
    const level = num(row['level']);
    if (level === 0) continue;
    const source = String(row['source']) || UNKNOWN_SOURCE;
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
