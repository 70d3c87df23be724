/**
 * The rollup tables a read takes its figures from: the stored ones (fed by the materialized views), or a
 * filtered view's own, computed from the filtered events with the same SELECTs (view-tables.ts).
 */
export interface Rollups {
  totals: string;
  dimensions: string;
  sessions: string;
  /** Each past day's session figures computed from `sessions` (session-days.ts). */
  sessionDays: string;
  /** Whether the counted dimensions' per-day tops (counted_days) apply: only to the stored rollups. */
  countedDays: boolean;
}

/** The stored rollups, which the materialized views fill. */
export const STORED_ROLLUPS: Rollups = {
  totals: 'daily_totals',
  dimensions: 'daily_dimensions',
  sessions: 'sessions',
  sessionDays: 'session_days',
  countedDays: true,
};
