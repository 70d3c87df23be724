import { createHash } from 'node:crypto';
import type { DayRange } from './periods';
import type { ReadRows } from './rows';

/*
 * What the figures kept per past day in ClickHouse share (goal_days, funnel_days; session_days and counted_days
 * keep their own shape): each day's checksum, which days are past, and the key a query's figures are stored
 * under.
 */

/** The condition on a day column for a DaySet passed as `{first}`, `{last}`, `{days}`. */
export const onStoredDays = (column: string): string =>
  `${column} >= {first:Date} AND ${column} <= {last:Date} AND ${column} IN {days:Array(Date)}`;

/**
 * A CTE `checks` of the DaySet's days with their checksum, for the `INSERT … SELECT` that stores them: read in
 * the same statement as the figures, so a stored day is consistent with its checksum.
 */
export const CHECKS = `checks AS (SELECT day, sum(events) AS checksum FROM daily_totals WHERE ${onStoredDays('day')} GROUP BY day)`;

/** Keeps the stored rows of the past days still under their checksum (`{pastKeys}`: DayChecks' `pastKeys`). */
export const UNDER_CHECKSUM = `concat(toString(day), '/', toString(checksum)) IN {pastKeys:Array(String)}`;

/** The range's days with calls, by their checksum; the past ones (before `now`'s UTC day) and the others. */
export interface DayChecks {
  /** Past days as `day/checksum`, the form a stored row is matched by (`concat(toString(day), '/', …)`). */
  pastKeys: string[];
  past: string[];
  /** Today (still changing with every call): counted on each read, never stored. */
  current: string[];
}

/**
 * Each day of the range with calls and its checksum: the rollup rows' summed events of the day, which any later
 * call of that day changes (a few rows a day in `daily_totals`).
 */
export async function dayChecks(rows: ReadRows, range: DayRange, now: Date): Promise<DayChecks> {
  const today = now.toISOString().slice(0, 10);
  const checks = await rows(
    `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM daily_totals
      WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
    { from: range.from, to: range.to },
  );
  const past = checks.filter((c) => String(c['d']) < today);
  return {
    pastKeys: past.map((c) => `${String(c['d'])}/${String(c['checksum'])}`),
    past: past.map((c) => String(c['d'])),
    current: checks.map((c) => String(c['d'])).filter((d) => d >= today),
  };
}

/**
 * The key a query's figures are stored under: a hash of its SQL and parameters, so a definition that changes (a
 * goal's pattern, a funnel's steps, or how the code counts) is counted afresh, and equal ones share their days.
 */
export const storedKey = (sql: string, params: Record<string, unknown> = {}): string =>
  createHash('sha256')
    .update(JSON.stringify([sql, Object.entries(params).sort()]))
    .digest('hex')
    .slice(0, 32);
