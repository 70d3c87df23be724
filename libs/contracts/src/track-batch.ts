import type { EnrichedEvent } from './tracking';

/** An event as the intake queues it: everything but its id, which its batch gives it (see eventIdAt). */
export type QueuedEvent = Omit<EnrichedEvent, 'event_id'>;

/**
 * The fields of a queued event in the order of a row. Every field is present in every row (the intake
 * builds each kind in one shape); a batch names its columns, so a worker reads rows written with more or
 * fewer of them.
 */
export const QUEUED_EVENT_COLUMNS = [
  'kind',
  'received_at',
  'page_path',
  'referrer',
  'session_id',
  'visitor_id',
  'device_type',
  'browser',
  'os',
  'country',
  'consented',
  'traffic_source',
  'event_type',
  'event_label',
  'duration_seconds',
  'metadata',
] as const satisfies readonly (keyof QueuedEvent)[];

/**
 * One micro-batch of tracking events in the queue (a BullMQ job's data), written by the intake, read by the
 * worker.
 *
 * Written: `columns` and `rows`, one row of values per event, and no event ids: the batch's id gives them
 * (eventIdAt). Against objects with their own random ids: half the bytes (≈ 250 instead of ≈ 480 of JSON per
 * page view; 138 instead of 315 KB of Redis for 500 events) and ~5 % less of the intake's CPU per call under
 * bench:ingest, where a random UUID per call and the JSON of every event's field names were a good part of
 * its work (docs/adr/0074-batches-queued-as-rows.md).
 *
 * Read as well: `events`, objects with their ids, as intakes queued them before; a queue may still hold such
 * batches after an upgrade.
 */
export interface TrackBatch {
  columns?: readonly string[];
  rows?: readonly (readonly unknown[])[];
  events?: readonly EnrichedEvent[];
}

/** The batch the intake queues for `events`. */
export function trackBatch(events: readonly QueuedEvent[]): TrackBatch {
  return { columns: QUEUED_EVENT_COLUMNS, rows: events.map(toRow) };
}

/**
 * A queued event as a row, in QUEUED_EVENT_COLUMNS order. Written out rather than mapped over the column
 * list: that cost the intake ~6 µs per batch of 26 (a keyed read per field); a test holds the two in step.
 */
export const toRow = (event: QueuedEvent): unknown[] => [
  event.kind,
  event.received_at,
  event.page_path,
  event.referrer,
  event.session_id,
  event.visitor_id,
  event.device_type,
  event.browser,
  event.os,
  event.country,
  event.consented,
  event.traffic_source,
  event.event_type,
  event.event_label,
  event.duration_seconds,
  event.metadata,
];

/** How many events a batch holds, without reading them. */
export function trackBatchSize(batch: TrackBatch): number {
  return batch.rows?.length ?? batch.events?.length ?? 0;
}

/**
 * The events of the batch queued as `batchId`, each with its id. Throws for data that is not a batch, so
 * the job fails visibly rather than storing nothing.
 */
export function trackBatchEvents(batchId: string, batch: TrackBatch): EnrichedEvent[] {
  const { columns, rows, events } = batch;
  if (rows === undefined) {
    if (!Array.isArray(events)) throw new Error(`batch ${batchId} holds no events`);
    return events as EnrichedEvent[];
  }
  if (!Array.isArray(rows) || !Array.isArray(columns)) throw new Error(`batch ${batchId}: rows without columns`);
  const idAt = eventIds(batchId);
  return rows.map((row, index) => {
    if (!Array.isArray(row) || row.length !== columns.length) {
      throw new Error(`batch ${batchId}: row ${index} does not have the batch's ${columns.length} columns`);
    }
    const event: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) event[columns[i] as string] = row[i];
    // Last, so that no column can stand in for the id the batch gives.
    event['event_id'] = idAt(index);
    return event as EnrichedEvent;
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Events one batch can name: the index takes the id's last four hex digits (INGEST_BATCH_MAX_EVENTS ≤ 10,000). */
const MAX_BATCH_EVENTS = 0x10000;

/**
 * The id of the `index`-th event of the batch queued as `batchId` (a random UUID): that id with its last
 * four hex digits XORed with the index. Distinct within a batch, as unlikely to meet another batch's as two
 * random UUIDs sharing 106 random bits, still a version-4 UUID, and the same on every retry and replay of
 * the batch, which is what the worker's check for events stored before relies on.
 */
export function eventIdAt(batchId: string, index: number): string {
  return eventIds(batchId)(index);
}

/** eventIdAt for one batch, its id checked once. */
function eventIds(batchId: string): (index: number) => string {
  if (!UUID.test(batchId)) throw new Error(`batch id is not a UUID: ${JSON.stringify(batchId.slice(0, 64))}`);
  const id = batchId.toLowerCase();
  const head = id.slice(0, 32);
  const tail = Number.parseInt(id.slice(32), 16);
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= MAX_BATCH_EVENTS) {
      throw new Error(`event index out of range: ${index}`);
    }
    return head + (tail ^ index).toString(16).padStart(4, '0');
  };
}
