-- The analytics schema on a ClickHouse cluster: the same tables and materialized views that
-- libs/analytics/src/migrations create on one node (migrations 1 to 8), as
--   <table>_local  ReplicatedMergeTree / ReplicatedAggregatingMergeTree on every node (the data), and
--   <table>        Distributed over <table>_local (what the app reads and writes; same names as one node).
-- Generated from the migrations by `npm run cluster-schema` (libs/analytics/src/cluster-schema.ts); a test
-- fails while this file differs from what it generates. Apply it once per cluster and again after a new
-- migration (every statement is idempotent), from any node:
--   clickhouse-client --multiquery < deploy/clickhouse/cluster-schema.sql
-- Needs the macros {cluster}, {shard} and {replica} on every node (deploy/clickhouse/README.md), and the app
-- started with CLICKHOUSE_CLUSTER=<cluster name>: it then checks this schema instead of migrating. The
-- database is `analytics`; for another CLICKHOUSE_DATABASE replace `analytics.` throughout. The views fire on
-- each shard's events_local (where the Distributed insert lands) and write that shard's rollups. The
-- deduplication window of 10000 blocks lets every shard drop its part of a batch the worker retries with the
-- same insert_deduplication_token.

CREATE DATABASE IF NOT EXISTS analytics ON CLUSTER '{cluster}';

-- What the app's migration runner records; one replication group across all shards, so every node answers the
-- app's version check the same.
CREATE TABLE IF NOT EXISTS analytics.schema_migrations ON CLUSTER '{cluster}' (
  version UInt32,
  name String,
  applied_at DateTime64(3, 'UTC')
) ENGINE = ReplicatedMergeTree('/clickhouse/tables/all/analytics/schema_migrations', '{shard}-{replica}')
ORDER BY version;

-- Migration 1 (create-events).
CREATE TABLE IF NOT EXISTS analytics.events_local ON CLUSTER '{cluster}' (
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
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/analytics/events_local', '{replica}')
PARTITION BY toYYYYMM(received_at)
ORDER BY (kind, toDate(received_at), visitor_id, received_at)
SETTINGS replicated_deduplication_window = 10000;

-- Sharded by visitor: deterministic, so a retried batch splits into the same blocks per shard and each shard
-- drops its part as a duplicate (rand() would scatter it and count it twice).
CREATE TABLE IF NOT EXISTS analytics.events ON CLUSTER '{cluster}' AS analytics.events_local
ENGINE = Distributed('{cluster}', analytics, events_local, cityHash64(visitor_id));

-- Migration 2 (create-rollups).
-- On the local table and on the Distributed one: a Distributed table does not follow its local table's
-- columns.
ALTER TABLE analytics.events_local ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS traffic_source LowCardinality(String) DEFAULT '' AFTER referrer;
ALTER TABLE analytics.events ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS traffic_source LowCardinality(String) DEFAULT '' AFTER referrer;

CREATE TABLE IF NOT EXISTS analytics.daily_totals_local ON CLUSTER '{cluster}' (
  day Date,
  kind LowCardinality(String),
  event_type LowCardinality(String),
  events SimpleAggregateFunction(sum, UInt64),
  visitors AggregateFunction(uniqCombined(14), String)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics/daily_totals_local', '{replica}')
PARTITION BY toYYYYMM(day) ORDER BY (day, kind, event_type)
SETTINGS replicated_deduplication_window = 10000;

-- Reads merge the shards' partial states (sum, uniqCombinedMerge, min/max), so where a row lands does not
-- matter; the key only lets the app rebuild a rollup with INSERT INTO <rollup> SELECT ... FROM events.
CREATE TABLE IF NOT EXISTS analytics.daily_totals ON CLUSTER '{cluster}' AS analytics.daily_totals_local
ENGINE = Distributed('{cluster}', analytics, daily_totals_local, rand());

CREATE TABLE IF NOT EXISTS analytics.daily_dimensions_local ON CLUSTER '{cluster}' (
  day Date,
  dimension LowCardinality(String),
  value String,
  events SimpleAggregateFunction(sum, UInt64),
  duration SimpleAggregateFunction(sum, Float64),
  visitors AggregateFunction(uniqCombined(14), String)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics/daily_dimensions_local', '{replica}')
PARTITION BY toYYYYMM(day) ORDER BY (dimension, day, value)
SETTINGS replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics.daily_dimensions ON CLUSTER '{cluster}' AS analytics.daily_dimensions_local
ENGINE = Distributed('{cluster}', analytics, daily_dimensions_local, rand());

CREATE TABLE IF NOT EXISTS analytics.sessions_local ON CLUSTER '{cluster}' (
  day Date,
  session_id String,
  entry SimpleAggregateFunction(min, Tuple(DateTime64(3, 'UTC'), String)),
  ended SimpleAggregateFunction(max, DateTime64(3, 'UTC')),
  page_views SimpleAggregateFunction(sum, UInt64),
  events SimpleAggregateFunction(sum, UInt64)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics/sessions_local', '{replica}')
PARTITION BY toYYYYMM(day) ORDER BY (day, session_id)
SETTINGS replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics.sessions ON CLUSTER '{cluster}' AS analytics.sessions_local
ENGINE = Distributed('{cluster}', analytics, sessions_local, rand());

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics.daily_totals_mv ON CLUSTER '{cluster}' TO analytics.daily_totals_local AS
SELECT toDate(received_at) AS day, kind, event_type,
  count() AS events, uniqCombinedState(14)(visitor_id) AS visitors
FROM analytics.events_local GROUP BY day, kind, event_type;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics.daily_dimensions_mv ON CLUSTER '{cluster}' TO analytics.daily_dimensions_local AS
SELECT toDate(received_at) AS day, d.1 AS dimension, d.2 AS value,
  count() AS events, sum(d.3) AS duration, uniqCombinedState(14)(visitor_id) AS visitors
FROM analytics.events_local
ARRAY JOIN multiIf(
  kind = 'pageview', [('page', page_path, 0.), ('device', toString(device_type), 0.), ('browser', toString(browser), 0.),
                      ('country', toString(country), 0.), ('source', toString(traffic_source), 0.)],
  kind = 'event' AND event_type = 'button_click', [('button', event_label, 0.)],
  kind = 'event' AND event_type = 'form_submit', [('conversion', event_label, 0.)],
  kind = 'event' AND event_type = 'time_on_page', [('page_time', page_path, toFloat64(duration_seconds))],
  CAST([], 'Array(Tuple(String, String, Float64))')) AS d
GROUP BY day, dimension, value;

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics.sessions_mv ON CLUSTER '{cluster}' TO analytics.sessions_local AS
SELECT toDate(received_at) AS day, session_id,
  min((received_at, page_path)) AS entry, max(received_at) AS ended, countIf(kind = 'pageview') AS page_views,
  count() AS events
FROM analytics.events_local WHERE session_id != '' GROUP BY day, session_id;

-- Migration 3 (create-live-minutes).
CREATE TABLE IF NOT EXISTS analytics.live_minutes_local ON CLUSTER '{cluster}' (
  minute DateTime('UTC'),
  page String,
  visitors AggregateFunction(uniqCombined(14), String)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics/live_minutes_local', '{replica}')
PARTITION BY toDate(minute) ORDER BY (minute, page)
TTL minute + INTERVAL 1 DAY
SETTINGS replicated_deduplication_window = 10000, ttl_only_drop_parts = 1;

CREATE TABLE IF NOT EXISTS analytics.live_minutes ON CLUSTER '{cluster}' AS analytics.live_minutes_local
ENGINE = Distributed('{cluster}', analytics, live_minutes_local, rand());

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics.live_minutes_mv ON CLUSTER '{cluster}' TO analytics.live_minutes_local AS
SELECT toStartOfMinute(received_at) AS minute, page_path AS page,
  uniqCombinedState(14)(visitor_id) AS visitors
FROM analytics.events_local WHERE kind != 'consent' AND visitor_id != '' AND received_at >= now() - INTERVAL 1 DAY
  AND received_at < now() + INTERVAL 1 HOUR
GROUP BY minute, page;

-- Migration 4 (create-session-days).
CREATE TABLE IF NOT EXISTS analytics.session_days_local ON CLUSTER '{cluster}' (
  day Date,
  checksum UInt64,
  page String,
  sessions UInt64,
  bounces UInt64,
  duration Float64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/analytics/session_days_local', '{replica}', checksum)
PARTITION BY toYYYYMM(day) ORDER BY (day, page);

-- By day: a day's rows, and equal rows two instances wrote at once, land on one shard, where merges keep one.
CREATE TABLE IF NOT EXISTS analytics.session_days ON CLUSTER '{cluster}' AS analytics.session_days_local
ENGINE = Distributed('{cluster}', analytics, session_days_local, toYYYYMMDD(day));

-- session_days: the single-node migration fills the past days at once; here the reads fill them.

-- Migration 5 (create-counted-days).
CREATE TABLE IF NOT EXISTS analytics.counted_days_local ON CLUSTER '{cluster}' (
  day Date,
  checksum UInt64,
  dimension LowCardinality(String),
  value String,
  n UInt64,
  total UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/analytics/counted_days_local', '{replica}', checksum)
PARTITION BY toYYYYMM(day) ORDER BY (day, dimension, value);

CREATE TABLE IF NOT EXISTS analytics.counted_days ON CLUSTER '{cluster}' AS analytics.counted_days_local
ENGINE = Distributed('{cluster}', analytics, counted_days_local, toYYYYMMDD(day));

-- counted_days: the single-node migration fills the past days at once; here the reads fill them.

-- Migration 6 (create-web-vitals-days).
CREATE TABLE IF NOT EXISTS analytics.web_vitals_days_local ON CLUSTER '{cluster}' (
  day Date,
  metric LowCardinality(String),
  device_type LowCardinality(String),
  page_path String,
  samples SimpleAggregateFunction(sum, UInt64),
  good SimpleAggregateFunction(sum, UInt64),
  poor SimpleAggregateFunction(sum, UInt64),
  p75 AggregateFunction(quantileTDigest(0.75), Float64)
) ENGINE = ReplicatedAggregatingMergeTree('/clickhouse/tables/{shard}/analytics/web_vitals_days_local', '{replica}')
PARTITION BY toYYYYMM(day) ORDER BY (day, metric, device_type, page_path)
SETTINGS replicated_deduplication_window = 10000;

CREATE TABLE IF NOT EXISTS analytics.web_vitals_days ON CLUSTER '{cluster}' AS analytics.web_vitals_days_local
ENGINE = Distributed('{cluster}', analytics, web_vitals_days_local, rand());

CREATE MATERIALIZED VIEW IF NOT EXISTS analytics.web_vitals_days_mv ON CLUSTER '{cluster}' TO analytics.web_vitals_days_local AS
SELECT toDate(received_at) AS day, event_type AS metric, device_type, page_path,
  count() AS samples,
  countIf(duration_seconds <= toFloat32(multiIf(event_type = 'LCP', 2500, event_type = 'INP', 200, event_type = 'CLS', 0.1, event_type = 'FCP', 1800, event_type = 'TTFB', 800, 0))) AS good,
  countIf(duration_seconds > toFloat32(multiIf(event_type = 'LCP', 4000, event_type = 'INP', 500, event_type = 'CLS', 0.25, event_type = 'FCP', 3000, event_type = 'TTFB', 1800, 0))) AS poor,
  quantileTDigestState(0.75)(toFloat64(duration_seconds)) AS p75
FROM analytics.events_local WHERE kind = 'web_vital'
GROUP BY day, metric, device_type, page_path;

-- Migration 7 (create-funnel-days).
CREATE TABLE IF NOT EXISTS analytics.funnel_days_local ON CLUSTER '{cluster}' (
  funnel String,
  day Date,
  checksum UInt64,
  source String,
  level UInt8,
  sessions UInt64
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/analytics/funnel_days_local', '{replica}', checksum)
PARTITION BY toYYYYMM(day) ORDER BY (funnel, day, source, level);

CREATE TABLE IF NOT EXISTS analytics.funnel_days ON CLUSTER '{cluster}' AS analytics.funnel_days_local
ENGINE = Distributed('{cluster}', analytics, funnel_days_local, toYYYYMMDD(day));

-- Migration 8 (create-goal-days).
CREATE TABLE IF NOT EXISTS analytics.goal_days_local ON CLUSTER '{cluster}' (
  goal String,
  day Date,
  checksum UInt64,
  conversions UInt64,
  visitors AggregateFunction(uniqCombined(14), String)
) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/analytics/goal_days_local', '{replica}', checksum)
PARTITION BY toYYYYMM(day) ORDER BY (goal, day);

CREATE TABLE IF NOT EXISTS analytics.goal_days ON CLUSTER '{cluster}' AS analytics.goal_days_local
ENGINE = Distributed('{cluster}', analytics, goal_days_local, toYYYYMMDD(day));

-- Tell the app which migrations this file stands for (it refuses to start while one is missing).
-- Replicated to every node; applying the file again adds rows the version check reads as DISTINCT.
INSERT INTO analytics.schema_migrations (version, name, applied_at) VALUES
  (1, 'create-events', now64(3)),
  (2, 'create-rollups', now64(3)),
  (3, 'create-live-minutes', now64(3)),
  (4, 'create-session-days', now64(3)),
  (5, 'create-counted-days', now64(3)),
  (6, 'create-web-vitals-days', now64(3)),
  (7, 'create-funnel-days', now64(3)),
  (8, 'create-goal-days', now64(3));
