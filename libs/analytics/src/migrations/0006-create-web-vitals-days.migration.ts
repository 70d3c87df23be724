import { WEB_VITAL_THRESHOLDS, WEB_VITAL_METRICS } from '@agency/contracts';
import type { Migration } from './migration';

/**
 * A metric's threshold as a multiIf over event_type, for the SELECT below; as Float32 like the stored value, so
 * a CLS of exactly 0.1 (0.10000000149 as Float32) is still good.
 */
const threshold = (bound: 'good' | 'poor') =>
  `toFloat32(multiIf(${WEB_VITAL_METRICS.map((m) => `event_type = '${m}', ${WEB_VITAL_THRESHOLDS[m][bound]}`).join(', ')}, 0))`;

/**
 * The SELECT behind the web-vitals rollup, also used to rebuild it. A measurement is an events row of kind
 * `web_vital` (event_type the metric, duration_seconds its value in ms, or without unit for CLS); per day, page,
 * device class and metric the rollup keeps the count, the good and the poor ones by Google's thresholds, and a
 * t-digest of the values for the 75th percentile: a state of a few KB however many measurements a page has,
 * which merges across days and pages (docs/adr/0167-core-web-vitals-of-real-visitors.md).
 */
export const WEB_VITALS_DAYS_SELECT = `SELECT toDate(received_at) AS day, event_type AS metric, device_type, page_path,
      count() AS samples,
      countIf(duration_seconds <= ${threshold('good')}) AS good,
      countIf(duration_seconds > ${threshold('poor')}) AS poor,
      quantileTDigestState(0.75)(toFloat64(duration_seconds)) AS p75
    FROM events WHERE kind = 'web_vital'
    GROUP BY day, metric, device_type, page_path`;

/**
 * Daily rollup of the Core Web Vitals measurements, fed by a materialized view like the other rollups, with the
 * same deduplication window. The raw measurements are rows of the events table, so its TTL (retention) and its
 * deduplication of retried batches apply to them as to every call.
 */
export const createWebVitalsDaysMigration: Migration = {
  version: 6,
  name: 'create-web-vitals-days',
  statements: [
    `CREATE TABLE IF NOT EXISTS web_vitals_days (
      day Date,
      metric LowCardinality(String),
      device_type LowCardinality(String),
      page_path String,
      samples SimpleAggregateFunction(sum, UInt64),
      good SimpleAggregateFunction(sum, UInt64),
      poor SimpleAggregateFunction(sum, UInt64),
      p75 AggregateFunction(quantileTDigest(0.75), Float64)
    ) ENGINE = AggregatingMergeTree PARTITION BY toYYYYMM(day) ORDER BY (day, metric, device_type, page_path)
    SETTINGS non_replicated_deduplication_window = 10000`,
    `CREATE MATERIALIZED VIEW IF NOT EXISTS web_vitals_days_mv TO web_vitals_days AS ${WEB_VITALS_DAYS_SELECT}`,
  ],
};
