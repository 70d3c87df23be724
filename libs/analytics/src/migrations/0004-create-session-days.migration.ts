import type { Migration } from './migration';

/**
 * Each day's session figures of the days `where` selects (on the `sessions` rollup, or another table of its
 * shape): the day's total (page '') and each entry page's sessions, bounces and summed duration in seconds
 * (docs/metrics.md 'Sessions'), with the day's checksum, the summed events of its sessions rows. A session's
 * entry page is its first call's (the earliest, a tie in one millisecond going to the lower path); sessions
 * without a page view count nowhere but in the checksum.
 */
export function sessionDaysSelect(where: string, sessions = 'sessions'): string {
  return `SELECT day, max(events) OVER (PARTITION BY day) AS checksum, page, sessions, bounces, duration FROM (
      SELECT day, if(grouping(entry_page) = 1, '', entry_page) AS page, sum(e) AS events, countIf(pv > 0) AS sessions,
        countIf(pv = 1) AS bounces, sumIf(seconds, pv > 0) AS duration
      FROM (
        SELECT day, session_id, tupleElement(min(entry), 2) AS entry_page, sum(page_views) AS pv, sum(events) AS e,
          dateDiff('millisecond', tupleElement(min(entry), 1), max(ended)) / 1000 AS seconds
        FROM ${sessions} WHERE ${where} GROUP BY day, session_id)
      GROUP BY GROUPING SETS ((day, entry_page), (day))
      HAVING grouping(entry_page) = 1 OR entry_page != '')`;
}

/**
 * Each day's session figures, in total (page '') and by entry page, with the checksum of the `sessions` rollup
 * they were computed from (the day's summed events: any later call of the day changes it). Sessions are the one
 * figure the rollups cannot sum across days (a session's calls arrive in many inserts, so only a grouping of the
 * day's sessions tells its bounce and duration); this table holds that grouping once per past day for every api
 * instance. A read takes the rows whose checksum still matches and computes only the other days
 * (statistics/session-days.ts). Rows of an outdated checksum are never read; the version column lets merges drop
 * them. The last statement fills the past days of an existing `sessions` rollup (repeated by a second process
 * starting at once, it adds equal rows, which reads and merges take as one).
 */
export const createSessionDaysMigration: Migration = {
  version: 4,
  name: 'create-session-days',
  statements: [
    `CREATE TABLE IF NOT EXISTS session_days (
      day Date,
      checksum UInt64,
      page String,
      sessions UInt64,
      bounces UInt64,
      duration Float64
    ) ENGINE = ReplacingMergeTree(checksum) PARTITION BY toYYYYMM(day) ORDER BY (day, page)`,
    `INSERT INTO session_days (day, checksum, page, sessions, bounces, duration)
      ${sessionDaysSelect(`day < toDate(now(), 'UTC')`)}
      SETTINGS optimize_aggregation_in_order = 1`,
  ],
};
