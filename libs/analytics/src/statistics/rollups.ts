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
  /**
   * Where the trend months' visitors are read when `totals` covers only the view's range (a filtered view of
   * visitor filters): a source of `day`, `kind`, `visitors` states, with its query parameters.
   */
  monthly?: { source: string; params: Record<string, unknown> };
}

/** The stored rollups, which the materialized views fill. */
export const STORED_ROLLUPS: Rollups = {
  totals: 'daily_totals',
  dimensions: 'daily_dimensions',
  sessions: 'sessions',
  sessionDays: 'session_days',
  countedDays: true,
};
