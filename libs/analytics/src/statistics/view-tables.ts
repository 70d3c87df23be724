import { randomBytes } from 'node:crypto';
import type { ClickHouseClient } from '@clickhouse/client';
import { rollupSelect } from '../migrations/0002-create-rollups.migration';
import { filterConditions, onDays, type ViewFilter } from './filters';
import { addDays, dayRange, type DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, type ReadRows } from './rows';

/*
 * The ClickHouse tables of a filtered view: Memory tables holding the view's own rollups, and Set tables of the
 * sessions a page, source or goal filter selects, which live for one refresh. Every such table's name starts with
 * VIEW_TABLE_PREFIX, so a start can find and drop what a crash left behind.
 */

/** The name prefix of the tables a filtered read writes and drops after it. */
const VIEW_TABLE_PREFIX = 'stats_view_';

/** Rows a view's tables may hold together before the view is dropped after its read (a flood of distinct values). */
const KEPT_VIEW_ROWS = 500_000;

/** A filtered view's tables and what they hold: the checksum each day's rows were computed with. */
export interface ViewTables {
  name: string;
  rollups: Rollups;
  /** Whether the tables exist (the first refresh creates them). */
  created: boolean;
  /** Set when the tables grew past KEPT_VIEW_ROWS: dropped after the read. */
  oversize: boolean;
  days: Map<string, string>;
}

/** The tables of a new filtered view: a name of its own, nothing created yet. */
export function newViewTables(): ViewTables {
  const name = `${VIEW_TABLE_PREFIX}${randomBytes(8).toString('hex')}`;
  return {
    name,
    rollups: {
      totals: `${name}_totals`,
      dimensions: `${name}_dimensions`,
      sessions: `${name}_sessions`,
      sessionDays: `${name}_session_days`,
      countedDays: false,
    },
    created: false,
    oversize: false,
    days: new Map(),
  };
}

/** The rollup tables of a view, as dropView and refreshViewTables name them. */
export const rollupTablesOf = (view: ViewTables): string[] => [
  view.rollups.totals,
  view.rollups.dimensions,
  view.rollups.sessions,
  view.rollups.sessionDays,
];

/**
 * The rollups of a filtered view (docs/metrics.md 'Filters'): the stored rollups' own SELECTs over the events
 * the filters keep, written into tables of this view (Memory engine), so every figure keeps its one definition
 * and the reads after it are as cheap as on the stored rollups. Visits, not only calls, are selected where the
 * filter is about a visit: `source` keeps the sessions with a page view from it, `goal` the sessions with a call
 * (a page view or an event) that met the goal, and the session figures of a `page` filter are those of the
 * sessions that viewed the page. Those sessions are collected in Set tables
 * (deduplicated as they are written, no GROUP BY over all sessions), per day with the days around it (a
 * visit over midnight).
 *
 * The tables are kept between reads of the same filters (filtered-views.ts): a read
 * computes only the days whose calls changed since (the checksum tells: normally today, and yesterday when
 * sessions are selected), instead of scanning every event of the covered days again.
 */
export async function refreshViewTables(
  client: ClickHouseClient,
  rows: ReadRows,
  cluster: string | undefined,
  view: ViewTables,
  filters: ViewFilter[],
  covered: DayRange,
): Promise<void> {
  const { params, visitor, page, source, goal, selectsSessions } = filterConditions(filters);

  // A day's rows depend on its calls and, where sessions are selected, on the calls of the days around it.
  // The stored daily totals count them: a few rows a day, where the sessions rollup has one a session. (A day
  // computed while a call was still on its way into the rollups may lack it until that day's next call, at
  // most the time a view is kept.)
  const around = { from: addDays(covered.from, -1), to: addDays(covered.to, 1) };
  const calls = await rows(
    `SELECT toString(day) AS d, toString(sum(events)) AS c FROM daily_totals
      WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
    around,
  );
  const own = new Map(calls.map((r) => [String(r['d']), String(r['c'])]));
  const checksum = (day: string) =>
    selectsSessions
      ? [addDays(day, -1), day, addDays(day, 1)].map((d) => own.get(d) ?? '-').join(',')
      : (own.get(day) ?? '-');
  const inCovered = (day: string) => day >= covered.from && day <= covered.to;
  const stale = [...own.keys()].filter((day) => inCovered(day) && view.days.get(day) !== checksum(day));
  const gone = [...view.days.keys()].filter((day) => inCovered(day) && !own.has(day));
  if (view.created && stale.length === 0 && gone.length === 0) return;

  const tables = rollupTablesOf(view);
  if (view.created) {
    const days = [...stale, ...gone];
    await settled(
      tables.map((table) =>
        client.command({
          query: `ALTER TABLE ${table} DELETE WHERE day IN {days:Array(Date)}`,
          query_params: { days },
        }),
      ),
    );
    for (const day of days) view.days.delete(day);
    // Days that only vanished (their calls were reset) leave nothing to compute.
    if (stale.length === 0) return;
  }

  // The first write creates the tables (even without any day to compute: the reads need them).
  const computed = dayRange(stale.length ? stale : ['1970-01-01']);
  const setDays = dayRange([...new Set(computed.days.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]))]);
  Object.assign(params, computed, { s_days: setDays.days, s_first: setDays.first, s_last: setDays.last });
  const write = (table: string, engine: string, select: string) =>
    client.command({
      query: view.created ? `INSERT INTO ${table} ${select}` : `CREATE TABLE ${table} ENGINE = ${engine} AS ${select}`,
      query_params: params,
    });
  const sets: string[] = [];
  /**
   * A Set of the sessions with a call matching `condition` (which names the kinds of calls: page views, or for
   * a goal page views and events) and the visitor filters, on the days around.
   */
  const sessionsWith = async (suffix: string, condition: string) => {
    const table = `${view.name}_${suffix}`;
    sets.push(table);
    await client.command({
      // Not persistent: the set lives for this refresh only (a persistent Set writes, and drops, a file).
      query: `CREATE TABLE ${table} ENGINE = Set SETTINGS persistent = 0 AS SELECT session_id FROM events
        WHERE session_id != '' AND ${[onDays('toDate(received_at)', 's_'), ...visitor, condition].join(' AND ')}`,
      query_params: params,
    });
    return table;
  };
  const inSet = cluster ? 'GLOBAL IN' : 'IN';
  try {
    const [viewedPage, fromSource, converted] = await settled([
      page ? sessionsWith('viewed', `kind = 'pageview' AND ${page}`) : undefined,
      source ? sessionsWith('from', `kind = 'pageview' AND ${source}`) : undefined,
      goal ? sessionsWith('converted', `kind IN ('pageview', 'event') AND ${goal}`) : undefined,
    ]);
    const where = [onDays('toDate(received_at)'), ...visitor];
    const calls = [
      ...where,
      ...(page ? [page] : []),
      // Cookieless page views have no session: their own source is their visit's.
      ...(fromSource ? [`(session_id ${inSet} ${fromSource} OR (session_id = '' AND ${source}))`] : []),
      // Likewise a cookieless page view that meets a page goal is a visit that converted, by itself.
      ...(converted ? [`(session_id ${inSet} ${converted} OR (session_id = '' AND ${goal}))`] : []),
    ].join(' AND ');
    const inSets = [viewedPage, fromSource, converted]
      .filter((set) => set !== undefined)
      .map((set) => `session_id ${inSet} ${set}`);
    // Sessions the sets name are whole sessions (selected by their page views, which carry the visitor
    // filters too): their rows are taken from the stored rollup, far fewer than their events.
    const sessions = inSets.length
      ? `SELECT * FROM sessions WHERE ${[onDays('day'), ...inSets].join(' AND ')}`
      : rollupSelect('sessions', `(SELECT * FROM events WHERE ${where.join(' AND ')})`);
    await settled([
      view.created
        ? undefined
        : client.command({
            query: `CREATE TABLE ${view.rollups.sessionDays} (day Date, checksum UInt64, page String,
              sessions UInt64, bounces UInt64, duration Float64) ENGINE = Memory`,
          }),
      write(view.rollups.totals, 'Memory', rollupSelect('daily_totals', `(SELECT * FROM events WHERE ${calls})`)),
      write(
        view.rollups.dimensions,
        'Memory',
        rollupSelect('daily_dimensions', `(SELECT * FROM events WHERE ${calls})`),
      ),
      write(view.rollups.sessions, 'Memory', sessions),
    ]);
  } finally {
    await dropTables(client, sets);
  }
  view.created = true;
  for (const day of stale) view.days.set(day, checksum(day));
  if (stale.length) {
    // Bounded: a view whose tables grew past KEPT_VIEW_ROWS (a flood of distinct values) is not kept.
    const [size] = await rows(
      `SELECT sum(total_rows) AS n FROM system.tables WHERE database = currentDatabase() AND name IN {names:Array(String)}`,
      { names: tables },
    );
    if (num(size?.['n']) > KEPT_VIEW_ROWS) view.oversize = true;
  }
}

export async function dropTables(client: ClickHouseClient, tables: string[]): Promise<void> {
  await Promise.all(tables.map((table) => client.command({ query: `DROP TABLE IF EXISTS ${table} SYNC` })));
}

/**
 * Drops tables of filtered reads that a crash left behind (empty Memory tables after a restart): only those
 * older than an hour, so a read of another instance still using its tables keeps them. Returns their number.
 */
export async function dropLeftoverViewTables(client: ClickHouseClient): Promise<number> {
  const result = await client.query({
    query: `SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, {prefix:String})
      AND metadata_modification_time < now() - INTERVAL 1 HOUR`,
    query_params: { prefix: VIEW_TABLE_PREFIX },
    format: 'JSONEachRow',
  });
  const names = (await result.json<{ name: string }>())
    .map((r) => r.name)
    .filter((name) => /^stats_view_[0-9a-f]{16}_[a-z]+$/.test(name));
  for (const name of names) await client.command({ query: `DROP TABLE IF EXISTS ${name} SYNC` });
  return names.length;
}

/**
 * Promise.all that waits for every task before it fails: a filtered read drops the tables it created only once
 * none is still being written.
 */
async function settled<T extends readonly unknown[]>(
  tasks: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
