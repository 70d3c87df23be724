import {
  STATISTICS_TOP_BUTTONS,
  STATISTICS_TOP_CONVERSIONS,
  STATISTICS_TOP_PAGES,
  STATISTICS_TOP_SHARES,
  type StatisticsResponse,
} from '@agency/contracts';
import type { DaySet } from './periods';
import { STORED_ROLLUPS, type Rollups } from './rollups';
import { num, type ReadRows, type Row } from './rows';
import { counts, ofDimension, topShares } from './shares';

/*
 * The counted dimensions (COUNTED_DIMENSIONS, migration 0005): values counted by their calls, not by visitors (pages, buttons,
 * conversions and traffic sources). Their reads answer rows of `dimension`, `value`, count `n` and the
 * dimension's `total`.
 */

/** Rows per dimension a statistics read takes from ClickHouse: the longest list the response shows. */
export const ROWS_PER_DIMENSION = Math.max(
  STATISTICS_TOP_PAGES,
  STATISTICS_TOP_BUTTONS,
  STATISTICS_TOP_CONVERSIONS,
  STATISTICS_TOP_SHARES + 1,
);

/** How many of each counted dimension's values the response names (the rest of a share is 'Sonstige'). */
export const COUNTED_TOP: Record<string, number> = {
  page: STATISTICS_TOP_PAGES,
  button: STATISTICS_TOP_BUTTONS,
  conversion: STATISTICS_TOP_CONVERSIONS,
  source: STATISTICS_TOP_SHARES,
};

/** The counts of a few values of one dimension on each of `days` (`d`, `value`, `n`). */
export function dayCountsOf(rows: ReadRows, dimension: string, values: string[], days: DaySet): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, value, sum(events) AS n FROM daily_dimensions
        WHERE dimension = {dimension:String} AND value IN {values:Array(String)} AND day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}
        GROUP BY day, value`,
    { dimension, values, ...days },
  );
}

/** One counted dimension's top over the whole window, grouped in ClickHouse, with the dimension's total. */
export function exactTop(
  rows: ReadRows,
  dimension: string,
  top: number,
  params: { from: string; to: string },
  rollups: Rollups = STORED_ROLLUPS,
): Promise<Row[]> {
  return rows(
    `SELECT value, sum(events) AS n, sum(n) OVER () AS total FROM ${rollups.dimensions}
        WHERE dimension = {dimension:String} AND day >= {from:Date} AND day <= {to:Date}
          AND value != '' AND NOT (dimension = 'source' AND value = 'internal')
        GROUP BY value
        ORDER BY n DESC, value
        LIMIT {top:UInt32}`,
    { ...params, dimension, top },
  );
}

/**
 * The range's top values of each counted dimension, each grouped in ClickHouse over the whole range: for
 * ranges longer than the per-day tops are merged for (docs/adr/0081-periods-and-previous-period-comparison.md).
 */
export async function countedDirect(
  rows: ReadRows,
  params: { from: string; to: string },
  rollups: Rollups,
): Promise<Row[]> {
  const dimensions = Object.entries(COUNTED_TOP);
  const tops = await Promise.all(dimensions.map(([dimension, top]) => exactTop(rows, dimension, top, params, rollups)));
  return tops.flatMap((rows, i) =>
    rows.map((r) => ({
      dimension: dimensions[i]?.[0] ?? '',
      value: String(r['value']),
      n: num(r['n']),
      total: num(r['total']),
    })),
  );
}

/** Traffic sources' shares of the counted page views (internal navigation left out), the rest as 'Sonstige'. */
export const trafficSources = (counted: Row[]): StatisticsResponse['traffic_sources'] =>
  topShares(ofDimension(counted, 'source'), 'n');

/** The top conversions with their counts. */
export const conversions = (counted: Row[]): StatisticsResponse['conversions'] =>
  counts(ofDimension(counted, 'conversion'), STATISTICS_TOP_CONVERSIONS);
