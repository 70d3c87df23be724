import type { Migration } from './migration';

/**
 * One wide table for page views and every later event type (event_type, event_label, metadata stay
 * empty for page views), so statistics read one table and the intake needs no schema per event.
 */
export const createEventsMigration: Migration = {
  version: 1,
  name: 'create-events',
  statements: [
    `CREATE TABLE IF NOT EXISTS events (
      event_id UUID,
      kind LowCardinality(String),
      received_at DateTime64(3, 'UTC'),
      page_path String,
      referrer String DEFAULT '',
      session_id String DEFAULT '',
      visitor_id String,
      device_type LowCardinality(String) DEFAULT '',
      browser LowCardinality(String) DEFAULT '',
      os LowCardinality(String) DEFAULT '',
      country LowCardinality(String) DEFAULT '',
      consented UInt8 DEFAULT 0,
      event_type LowCardinality(String) DEFAULT '',
      event_label String DEFAULT '',
      duration_seconds Float32 DEFAULT 0,
      metadata String DEFAULT ''
    )
    ENGINE = MergeTree
    PARTITION BY toYYYYMM(received_at)
    -- Dashboards filter by kind and day, then group a visitor's events (sessions, bounces).
    ORDER BY (kind, toDate(received_at), visitor_id, received_at)
    -- Without a window a non-replicated MergeTree ignores insert_deduplication_token; the worker relies
    -- on it so that a retried batch is dropped. 10000 covers far more retries than can be in flight.
    SETTINGS non_replicated_deduplication_window = 10000`,
  ],
};
