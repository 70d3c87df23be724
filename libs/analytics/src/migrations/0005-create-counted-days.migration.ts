import type { Migration } from './migration';

/** The counted dimensions: values counted by their calls (pages, buttons, conversions, traffic sources). */
export const COUNTED_DIMENSIONS = `('page', 'button', 'conversion', 'source')`;

/**
 * Each day's top `{perDay}` values of every counted dimension in `dimensions` (the daily_dimensions rollup or a
 * table of its shape) on the days `where` selects, with the dimension's day total, and one row of the day
 * itself (dimension and value empty) whose count is the day's checksum: the summed events of its counted rows,
 * which any later call changes. Empty values and internal navigation are neither listed nor in a total.
 */
export function countedDaysSelect(where: string, dimensions = 'daily_dimensions'): string {
  return `SELECT day, checksum, dimension, value, n, total FROM (
      SELECT day, dimension, value, n, marker, keep, max(n) OVER (PARTITION BY day) AS checksum,
        sumIf(n, keep) OVER (PARTITION BY day, dimension) AS total
      FROM (
        SELECT day, dimension, value, sum(events) AS n, grouping(value) = 1 AS marker,
          NOT marker AND value != '' AND NOT (dimension = 'source' AND value = 'internal') AS keep
        FROM ${dimensions} WHERE dimension IN ${COUNTED_DIMENSIONS} AND ${where}
        GROUP BY GROUPING SETS ((day, dimension, value), (day))))
    WHERE keep OR marker
    ORDER BY day, dimension, n DESC, value
    LIMIT {perDay:UInt32} BY day, dimension`;
}

/** Values per day and dimension counted_days keeps (statistics/counted-days.ts says why this many). */
export const COUNTED_PER_DAY = 100;

/**
 * Each past day's top values of the counted dimensions with their day totals, under the checksum of the
 * daily_dimensions rows they were computed from: a 30-day top is merged from these few rows a day instead of
 * grouping every distinct path of 30 days again, by every api instance alike (statistics/counted-days.ts). Rows
 * of an outdated checksum are never read; the version column lets merges drop them. The last statement fills
 * the past days of existing rollups (repeated by a second process starting at once, it adds equal rows, which
 * reads and merges take as one).
 */
export const createCountedDaysMigration: Migration = {
  version: 5,
  name: 'create-counted-days',
  statements: [
    `CREATE TABLE IF NOT EXISTS counted_days (
      day Date,
      checksum UInt64,
      dimension LowCardinality(String),
      value String,
      n UInt64,
      total UInt64
    ) ENGINE = ReplacingMergeTree(checksum) PARTITION BY toYYYYMM(day) ORDER BY (day, dimension, value)`,
    `INSERT INTO counted_days (day, checksum, dimension, value, n, total)
      ${countedDaysSelect(`day < toDate(now(), 'UTC')`).replace('{perDay:UInt32}', String(COUNTED_PER_DAY))}`,
  ],
};
