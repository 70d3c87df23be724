import type { Migration } from './migration';

/**
 * The SELECTs behind the materialized views, also used to rebuild the rollups from the events table
 * (after a reset). Unique counts are kept as uniqCombined(14) states: they merge across days ~5× faster than
 * exact uniq states (docs/adr/0071-rollups-as-materialized-views.md), with ~1% error at large counts and
 * exact small ones; precision 14
 * keeps a state at ~12 KB instead of ~100 KB at the default 17.
 */
export const ROLLUP_SELECTS = {
  daily_totals: `SELECT toDate(received_at) AS day, kind, event_type,
      count() AS events, uniqCombinedState(14)(visitor_id) AS visitors
    FROM events GROUP BY day, kind, event_type`,
  daily_dimensions: `SELECT toDate(received_at) AS day, d.1 AS dimension, d.2 AS value,
      count() AS events, sum(d.3) AS duration, uniqCombinedState(14)(visitor_id) AS visitors
    FROM events
    ARRAY JOIN multiIf(
      kind = 'pageview', [('page', page_path, 0.), ('device', toString(device_type), 0.), ('browser', toString(browser), 0.),
                          ('country', toString(country), 0.), ('source', toString(traffic_source), 0.)],
      kind = 'event' AND event_type = 'button_click', [('button', event_label, 0.)],
      kind = 'event' AND event_type = 'form_submit', [('conversion', event_label, 0.)],
      kind = 'event' AND event_type = 'time_on_page', [('page_time', page_path, toFloat64(duration_seconds))],
      CAST([], 'Array(Tuple(String, String, Float64))')) AS d
    GROUP BY day, dimension, value`,
  sessions: `SELECT toDate(received_at) AS day, session_id,
      min((received_at, page_path)) AS entry, max(received_at) AS ended, countIf(kind = 'pageview') AS page_views,
      count() AS events
    FROM events WHERE session_id != '' GROUP BY day, session_id`,
} as const;

export type RollupTable = keyof typeof ROLLUP_SELECTS;

/**
 * A rollup's SELECT over another source of events (a subquery of filtered events), so a filtered
 * view computes its figures with the very definitions the stored rollups hold.
 */
export function rollupSelect(table: RollupTable, events: string): string {
  return ROLLUP_SELECTS[table].replace(/\bFROM events\b/, () => `FROM ${events}`);
}

/**
 * Daily rollups fed by materialized views, so 30-day and six-month statistics read days, not events.
 * Also adds the traffic source the intake classifies. The targets keep a deduplication window like events,
 * so a retried batch that events drops is dropped in the rollups too.
 */
export const createRollupsMigration: Migration = {
  version: 2,
  name: 'create-rollups',
  statements: [
    `ALTER TABLE events ADD COLUMN IF NOT EXISTS traffic_source LowCardinality(String) DEFAULT '' AFTER referrer`,
    `CREATE TABLE IF NOT EXISTS daily_totals (
      day Date,
      kind LowCardinality(String),
      event_type LowCardinality(String),
      events SimpleAggregateFunction(sum, UInt64),
      visitors AggregateFunction(uniqCombined(14), String)
    ) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY (day, kind, event_type)
    SETTINGS non_replicated_deduplication_window = 10000`,
    `CREATE TABLE IF NOT EXISTS daily_dimensions (
      day Date,
      dimension LowCardinality(String),
      value String,
      events SimpleAggregateFunction(sum, UInt64),
      duration SimpleAggregateFunction(sum, Float64),
      visitors AggregateFunction(uniqCombined(14), String)
    ) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY (dimension, day, value)
    SETTINGS non_replicated_deduplication_window = 10000`,
    // One row per session and day: a session over midnight has two, merged by session_id when read.
    `CREATE TABLE IF NOT EXISTS sessions (
      day Date,
      session_id String,
      -- The first event's time and page: a tuple's min is its first element's, cheaper than argMin states.
      entry SimpleAggregateFunction(min, Tuple(DateTime64(3, 'UTC'), String)),
      ended SimpleAggregateFunction(max, DateTime64(3, 'UTC')),
      page_views SimpleAggregateFunction(sum, UInt64),
      events SimpleAggregateFunction(sum, UInt64)
    ) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY (day, session_id)
    SETTINGS non_replicated_deduplication_window = 10000`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS daily_totals_mv TO daily_totals AS ${ROLLUP_SELECTS.daily_totals}`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS daily_dimensions_mv TO daily_dimensions AS ${ROLLUP_SELECTS.daily_dimensions}`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS sessions_mv TO sessions AS ${ROLLUP_SELECTS.sessions}`,
  ],
};
