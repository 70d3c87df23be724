import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './metrics.registry';

/** Why the intake did not store a call (label `reason` of agency_ingest_events_dropped_total). */
export type DropReason =
  /** A user agent isbot() recognises. */
  | 'bot'
  /** Staff switched this kind of tracking off. */
  | 'disabled'
  /** A call that needs analytics consent came without it. */
  | 'no_consent'
  /** The body failed the contract (400). */
  | 'invalid'
  /** The body exceeded TRACKING_LIMITS (400/413). */
  | 'too_large'
  /** The client exceeded its rate (429, INGEST_RATE_LIMIT_*). */
  | 'rate_limited'
  /** A page of another site made the browser call (Origin neither the site's own nor configured): 403. */
  | 'foreign_origin'
  /** Redis did not take the batch in time (503): the caller was told, nothing was stored. */
  | 'enqueue_failed';

const registers = [metricsRegistry];

/**
 * The analytics pipeline's metrics. libs/pipeline updates them on its hot paths (each call is a few hundred
 * nanoseconds: a label hash and an addition); GET /metrics exposes them. Names follow Prometheus' conventions:
 * `_total` for counters, base units (seconds) in the name.
 */
export const pipelineMetrics = {
  /** Intake: events taken into a batch (202 with accepted: true), by kind (pageview, event, time_update, consent). */
  eventsAccepted: new Counter({
    name: 'agency_ingest_events_accepted_total',
    help: 'Tracking events the intake accepted into a batch, by kind.',
    labelNames: ['kind'] as const,
    registers,
  }),
  /** Intake: calls not stored, by reason (see DropReason). */
  eventsDropped: new Counter({
    name: 'agency_ingest_events_dropped_total',
    help: 'Tracking calls the intake did not store, by reason.',
    labelNames: ['reason'] as const,
    registers,
  }),
  /** Worker: batches in the queue by state (waiting, active, delayed, failed); workers scale on waiting. */
  queueDepth: new Gauge({
    name: 'agency_ingest_queue_batches',
    help: 'Batches in the track queue, by state.',
    labelNames: ['state'] as const,
    registers,
  }),
  /** Worker: age of the oldest waiting batch, 0 when none waits. */
  queueLag: new Gauge({
    name: 'agency_ingest_queue_lag_seconds',
    help: 'Age of the oldest batch waiting in the track queue.',
    registers,
  }),
  /** Worker: events per ClickHouse insert. */
  insertBatchSize: new Histogram({
    name: 'agency_ingest_insert_batch_events',
    help: 'Events per ClickHouse insert.',
    buckets: [1, 10, 50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000],
    registers,
  }),
  /** Worker: duration of one ClickHouse insert, by outcome (ok, error). */
  insertDuration: new Histogram({
    name: 'agency_ingest_insert_duration_seconds',
    help: 'Duration of one ClickHouse batch insert, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  }),
  /** Worker: batches that ran out of attempts and wait for a replay (pipeline:replay-failed). */
  failedBatches: new Gauge({
    name: 'agency_ingest_failed_batches',
    help: 'Batches that ran out of insert attempts and wait for a replay.',
    registers,
  }),
} as const;

/** What a queue probe reports at each scrape. */
export interface QueueSnapshot {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** Age of the oldest waiting batch in seconds; 0 when nothing waits. */
  oldestWaitingSeconds: number;
}

let queueProbe: (() => Promise<QueueSnapshot>) | undefined;

/**
 * Reads the queue gauges from `probe` at each scrape instead of on a timer: the numbers are as fresh as the
 * scrape, and nothing polls Redis when nobody asks. One probe per process; a later call replaces it, and
 * `undefined` removes it (at shutdown).
 */
export function setQueueProbe(probe: (() => Promise<QueueSnapshot>) | undefined): void {
  queueProbe = probe;
}

/** Fills the queue gauges from the probe; a failing probe leaves the last values (the scrape still succeeds). */
export async function refreshQueueGauges(): Promise<void> {
  if (!queueProbe) return;
  try {
    const snapshot = await queueProbe();
    for (const state of ['waiting', 'active', 'delayed', 'failed'] as const)
      pipelineMetrics.queueDepth.set({ state }, snapshot[state]);
    pipelineMetrics.failedBatches.set(snapshot.failed);
    pipelineMetrics.queueLag.set(snapshot.oldestWaitingSeconds);
  } catch {
    // Redis away: the readiness check reports it; the metrics keep their last values.
  }
}

/** The text a Prometheus scrape receives. */
export async function renderMetrics(): Promise<{ contentType: string; body: string }> {
  await refreshQueueGauges();
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
