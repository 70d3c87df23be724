import type { ClickHouseClient } from '@clickhouse/client';
import { STATISTICS_WINDOW_DAYS } from '@agency/contracts';
import {
  COUNTED_DIMENSIONS,
  COUNTED_PER_DAY,
  countedDaysSelect,
} from '../migrations/0005-create-counted-days.migration';
import { COUNTED_TOP, dayCountsOf, exactTop, ROWS_PER_DIMENSION } from './counted-dimensions.query';
import { addDays, dayRange, rangeDays, type DayRange, type DaySet } from './periods';
import type { Rollups } from './rollups';
import { num, type ReadRows, type Row } from './rows';

/*
 * The counted dimensions' tops of a range merged from each day's top values (counted_days, migration 0005):
 * past days change only when late calls arrive, which each day's checksum tells, so a read takes the days stored
 * under their current checksum and computes the others (normally today); past days it computes are stored for
 * every later read, of this or any other api instance. Nothing is kept in the process.
 *
 * The 30-day top is exact whenever its values are among each day's top COUNTED_PER_DAY (on a site with fewer
 * distinct pages a day, always); otherwise the bounds below tell which values to count exactly.
 */

/** Exact counts of unlisted values asked per day at most: what a read's undecided top values need. */
const EXACT_PER_DAY = 500;
/**
 * Ranges up to this many days are merged from the per-day tops (the default window, and it with its previous
 * period); longer ones are grouped in ClickHouse at once (countedDirect).
 */
const MERGED_RANGE_DAYS = STATISTICS_WINDOW_DAYS;

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The condition on `day` for a DaySet passed as `{first}`, `{last}`, `{days}`. */
const ON_DAYS = `day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}`;

export interface CountedDay {
  /** The day's top COUNTED_PER_DAY values of each counted dimension, by count (descending), ties by value. */
  rows: Row[];
  /** Each dimension's total of the day, all values included. */
  totals: Map<string, number>;
  /** Exact counts of values the day does not list, once asked in this read (`dimension\u0000value`). */
  exact: Map<string, number>;
}

/** Whether a read of `range` on `rollups` merges the counted dimensions from the per-day tops. */
export const countedFromDays = (rollups: Rollups, range: DayRange): boolean =>
  rollups.countedDays && rangeDays(range) <= MERGED_RANGE_DAYS;

/**
 * The range's past days with their checksum (`check` 1) and, in the same read, the stored rows of those days
 * (the days' own rows too) under every checksum they were stored with (normally one), by count within day and
 * dimension: matchingRows keeps those of the current checksum.
 */
function storedRows(rows: ReadRows, range: DayRange, today: string): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, toString(checksum) AS checksum, dimension, value, n, total, check FROM (
        -- The day's checksum from a subquery: an alias of this SELECT (dimension, value) would shadow its WHERE.
        SELECT day, checksum, '' AS dimension, '' AS value, toUInt64(0) AS n, toUInt64(0) AS total, 1 AS check
        FROM (
          SELECT day, sum(events) AS checksum FROM daily_dimensions
          WHERE dimension IN ${COUNTED_DIMENSIONS} AND day >= {from:Date} AND day <= {to:Date} AND day < {today:Date}
          GROUP BY day)
        UNION ALL
        SELECT day, checksum, toString(dimension), value, any(n), any(total), 0 FROM counted_days
          WHERE day >= {from:Date} AND day <= {to:Date} AND day < {today:Date}
          GROUP BY day, checksum, dimension, value)
      ORDER BY day, check DESC, dimension, n DESC, value`,
    { from: range.from, to: range.to, today },
  );
}

/** The stored rows under their day's current checksum (the check rows storedRows answers beside them). */
function matchingRows(stored: Row[]): Row[] {
  const current = new Set(stored.filter((r) => num(r['check']) === 1).map((r) => `${r['d']}/${r['checksum']}`));
  return stored.filter((r) => num(r['check']) === 0 && current.has(`${r['d']}/${r['checksum']}`));
}

/**
 * The rows of `days` computed from the daily_dimensions rollup for this read alone: the values countedDaysSelect
 * stores, without the checksum and the day's own row, which only a stored day needs.
 */
function computedRows(rows: ReadRows, days: DaySet): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, dimension, value, sum(events) AS n, sum(n) OVER (PARTITION BY day, dimension) AS total
      FROM daily_dimensions
      WHERE dimension IN ${COUNTED_DIMENSIONS} AND ${ON_DAYS}
        AND value != '' AND NOT (dimension = 'source' AND value = 'internal')
      GROUP BY day, dimension, value
      ORDER BY day, dimension, n DESC, value
      LIMIT {perDay:UInt32} BY day, dimension`,
    { ...days, perDay: COUNTED_PER_DAY },
  );
}

/** Computes `days` into counted_days. */
async function storeDays(client: ClickHouseClient, days: DaySet): Promise<void> {
  await client.command({
    query: `INSERT INTO counted_days (day, checksum, dimension, value, n, total) ${countedDaysSelect(ON_DAYS)}
      SETTINGS insert_deduplicate = 0`,
    query_params: { ...days, perDay: COUNTED_PER_DAY },
  });
}

/**
 * The range's top values of each counted dimension (COUNTED_TOP) with the dimension's total (`n`, `total`),
 * sorted by count, ties in byte order; merged from the per-day tops, each cut in ClickHouse. Days before `today`
 * (UTC) not yet stored under their checksum are computed into counted_days first; today and a day whose calls
 * changed meanwhile are computed for this read alone.
 */
export async function countedTop(
  client: ClickHouseClient,
  rows: ReadRows,
  params: { from: string; to: string },
  today: string,
): Promise<Row[]> {
  const isDay = (r: Row) => r['dimension'] === '';
  // Today (still changing with every call, never stored) beside the stored past days.
  const current = params.to >= today ? daysBetween(params.from > today ? params.from : today, params.to) : [];
  const [stored, computed] = await Promise.all([
    storedRows(rows, params, today),
    current.length ? computedRows(rows, dayRange(current)) : Promise.resolve([]),
  ]);
  const checks = stored.filter((r) => num(r['check']) === 1).map((r) => String(r['d']));
  const missing = (found: Row[]) => {
    const have = new Set(found.filter(isDay).map((r) => String(r['d'])));
    return checks.filter((d) => !have.has(d));
  };
  const matching = matchingRows(stored);
  let found = [...matching, ...computed];
  if (missing(matching).length) {
    await storeDays(client, dayRange(missing(matching)));
    // Matched against the checksums read first: a day whose calls changed meanwhile is computed for this read.
    const again = matchingRows([
      ...stored.filter((r) => num(r['check']) === 1),
      ...(await storedRows(rows, params, today)).filter((r) => num(r['check']) === 0),
    ]);
    const changed = missing(again);
    found = [...again, ...computed, ...(changed.length ? await computedRows(rows, dayRange(changed)) : [])];
  }

  const read = new Map<string, CountedDay>();
  for (const r of found) {
    const d = String(r['d']);
    let day = read.get(d);
    if (!day) read.set(d, (day = { rows: [], totals: new Map(), exact: new Map() }));
    if (isDay(r)) continue;
    day.rows.push(r);
    day.totals.set(String(r['dimension']), num(r['total']));
  }

  // Lower bounds: a value's counts on the days that list it. A day that lists COUNTED_PER_DAY values of a
  // dimension may hide others, each with at most its last listed count (`cutoff`); a day with fewer hides none.
  const lower = new Map<string, Map<string, { n: number; listedCutoff: number }>>();
  const hidden = new Map<string, number>();
  const totals = new Map<string, number>();
  for (const day of read.values()) {
    for (const [dimension, total] of day.totals) totals.set(dimension, (totals.get(dimension) ?? 0) + total);
    const listed = new Map<string, number>();
    for (const r of day.rows) listed.set(String(r['dimension']), (listed.get(String(r['dimension'])) ?? 0) + 1);
    const cutoffs = new Map<string, number>();
    for (const r of day.rows) {
      const dimension = String(r['dimension']);
      if (listed.get(dimension) === COUNTED_PER_DAY) cutoffs.set(dimension, num(r['n']));
    }
    for (const [dimension, cutoff] of cutoffs) hidden.set(dimension, (hidden.get(dimension) ?? 0) + cutoff);
    for (const r of day.rows) {
      const dimension = String(r['dimension']);
      let values = lower.get(dimension);
      if (!values) lower.set(dimension, (values = new Map()));
      const sum = values.get(String(r['value'])) ?? { n: 0, listedCutoff: 0 };
      sum.n += num(r['n']);
      sum.listedCutoff += cutoffs.get(dimension) ?? 0;
      values.set(String(r['value']), sum);
    }
  }

  const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const out: Row[] = [];
  for (const [dimension, values] of lower) {
    const total = totals.get(dimension) ?? 0;
    const slack = hidden.get(dimension) ?? 0;
    const ranked = [...values].sort((a, b) => b[1].n - a[1].n || byteOrder(a[0], b[0]));
    const top = COUNTED_TOP[dimension] ?? ROWS_PER_DIMENSION;
    const floor = ranked[top - 1]?.[1].n ?? 0;
    // Values that may still belong to the top: upper bound (lower + what days not listing it may hide) ≥ floor.
    const open = ranked.filter(([, v]) => v.n + slack - v.listedCutoff >= floor && slack - v.listedCutoff > 0);
    let topValues: [string, number][];
    if (slack >= floor && slack > 0) {
      // A value no day lists could be in the top: only the full count in ClickHouse tells (rare; still LIMITed).
      topValues = (await exactTop(rows, dimension, top, params)).map((r) => [String(r['value']), num(r['n'])]);
    } else if (open.length) {
      for (const [value, n] of await exactCounts(
        rows,
        dimension,
        open.map(([value]) => value),
        read,
      )) {
        const v = values.get(value);
        if (v) v.n = n;
      }
      topValues = [...values]
        .map(([value, v]): [string, number] => [value, v.n])
        .sort((a, b) => b[1] - a[1] || byteOrder(a[0], b[0]));
    } else {
      topValues = ranked.map(([value, v]) => [value, v.n]);
    }
    for (const [value, n] of topValues.slice(0, top)) out.push({ dimension, value, n, total });
  }
  return out;
}

/**
 * Exact window counts of a few values of one dimension: a day's listed count where it lists the value, else the
 * day's exact count, asked from ClickHouse for just those values and days (by the rollup's key, not a scan of
 * the window's every distinct value).
 */
async function exactCounts(
  rows: ReadRows,
  dimension: string,
  values: string[],
  read: Map<string, CountedDay>,
): Promise<Map<string, number>> {
  const key = (value: string) => `${dimension}\u0000${value}`;
  const sums = new Map(values.map((value) => [value, 0]));
  const missing = new Map<string, string[]>();
  for (const [d, day] of read) {
    const listed = new Map(
      (day?.rows ?? []).filter((r) => r['dimension'] === dimension).map((r) => [String(r['value']), num(r['n'])]),
    );
    const unknown: string[] = [];
    for (const value of values) {
      const n = listed.get(value) ?? day?.exact.get(key(value));
      if (n === undefined) unknown.push(value);
      else sums.set(value, (sums.get(value) ?? 0) + n);
    }
    if (unknown.length) missing.set(d, unknown);
  }
  if (missing.size === 0) return sums;
  const found = new Map(
    (await dayCountsOf(rows, dimension, [...new Set([...missing.values()].flat())], dayRange([...missing.keys()]))).map(
      (r) => [`${String(r['d'])}\u0000${String(r['value'])}`, num(r['n'])],
    ),
  );
  for (const [d, unknown] of missing) {
    const exact = read.get(d)?.exact;
    for (const value of unknown) {
      const n = found.get(`${d}\u0000${value}`) ?? 0;
      sums.set(value, (sums.get(value) ?? 0) + n);
      if (exact && exact.size < EXACT_PER_DAY) exact.set(key(value), n);
    }
  }
  return sums;
}
