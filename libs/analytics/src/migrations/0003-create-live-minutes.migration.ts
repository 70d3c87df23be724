import type { Migration } from './migration';

/**
 * Live view: unique visitors per minute and page, so 'visitors in the last 5 minutes and the pages
 * they are on' reads a few minutes' rows, never raw events. Only calls of the last day enter it (a late batch
 * replayed after an outage is no longer live) and the TTL drops them after a day, so the table stays a day's
 * minutes of pages whatever the history. Calls stamped in the future (a test's generated traffic, a clock
 * far off) are not live either, and would spread one insert over many days' partitions.
 */
export const LIVE_MINUTES_SELECT = `SELECT toStartOfMinute(received_at) AS minute, page_path AS page,
      uniqCombinedState(14)(visitor_id) AS visitors
    FROM events WHERE kind != 'consent' AND visitor_id != '' AND received_at >= now() - INTERVAL 1 DAY
      AND received_at < now() + INTERVAL 1 HOUR
    GROUP BY minute, page`;

export const createLiveMinutesMigration: Migration = {
  version: 3,
  name: 'create-live-minutes',
  statements: [
    `CREATE TABLE IF NOT EXISTS live_minutes (
      minute DateTime('UTC'),
      page String,
      visitors AggregateFunction(uniqCombined(14), String)
    ) ENGINE = AggregatingMergeTree PARTITION BY toDate(minute) ORDER BY (minute, page)
    TTL minute + INTERVAL 1 DAY
    SETTINGS non_replicated_deduplication_window = 10000, ttl_only_drop_parts = 1`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS live_minutes_mv TO live_minutes AS ${LIVE_MINUTES_SELECT}`,
  ],
};
