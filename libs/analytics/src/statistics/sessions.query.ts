import type { DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, type ReadRows, type Row } from './rows';

/** Sessions, bounces and their summed duration in seconds (docs/metrics.md 'Sessions'). */
export type SessionFigures = { sessions: number; bounces: number; duration: number };

export const noSessions = (): SessionFigures => ({ sessions: 0, bounces: 0, duration: 0 });

/** Adds a row's (or another sum's) session figures to `sum`. */
export const addSessions = (sum: SessionFigures, r: Row): void => {
  sum.sessions += num(r['sessions']);
  sum.bounces += num(r['bounces']);
  sum.duration += num(r['duration']);
};

/**
 * Each day's checksum of the sessions rollup (`d`, `checksum`): which days' sessions changed since the last
 * read. Each rollup is checked by its own rows: the materialized views fill the rollups one after the other,
 * so another table's count may already move while this one still lacks the call, and a day cached then would
 * stay wrong.
 */
export function sessionChecksums(rows: ReadRows, range: DayRange, rollups: Rollups): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM ${rollups.sessions}
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
    { from: range.from, to: range.to },
  );
}
