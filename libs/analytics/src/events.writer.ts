import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ClickHouseClient } from '@clickhouse/client';
import type { EnrichedEvent } from '@agency/contracts';

/** A row of the events table: every kind of call; the fields a kind does not have stay empty. */
export type EventRow = EnrichedEvent;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Inserts one batch as one block. Called again with the same token (a retried job) the block is dropped
 * by ClickHouse, so a batch counts once however often it is delivered.
 */
export async function insertEvents(
  client: ClickHouseClient,
  rows: readonly EventRow[],
  dedupToken: string,
): Promise<void> {
  if (rows.length === 0) return;
  // The token is inlined into the statement, so it must never carry SQL.
  if (!TOKEN_PATTERN.test(dedupToken)) throw new Error(`invalid deduplication token: ${JSON.stringify(dedupToken)}`);
  const body = rows.map((row) => JSON.stringify(toStoredRow(row))).join('\n') + '\n';
  // SETTINGS in the statement instead of clickhouse_settings: chDB turns those into session-wide SETs, so a
  // token would stick to the session and silently drop the next, different batch.
  const result = await client.exec({
    // The rollups' materialized views see the block only when the events table keeps it, so a dropped
    // duplicate is not counted there either (checked by events.writer.int.spec.ts).
    query: `INSERT INTO events SETTINGS insert_deduplication_token = '${dedupToken}', deduplicate_blocks_in_dependent_materialized_views = 1 FORMAT JSONEachRow`,
    values: Readable.from([body]),
  });
  // The HTTP client keeps the socket busy until the response stream is consumed.
  result.stream.resume();
  await finished(result.stream);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Which of these events the events table already holds. A batch that may have been inserted before (a
 * retried or redelivered job, possibly inserted together with other jobs under another token) is checked
 * with this, so only its missing events are written. Reads only the days the events fall on.
 */
export async function storedEventIds(client: ClickHouseClient, rows: readonly EventRow[]): Promise<Set<string>> {
  const found = new Set<string>();
  // The ids are inlined; chunks keep each statement well below max_query_size (256 KiB by default).
  for (let start = 0; start < rows.length; start += ID_CHECK_CHUNK) {
    for (const id of await storedIdsOf(client, rows.slice(start, start + ID_CHECK_CHUNK))) found.add(id);
  }
  return found;
}

const ID_CHECK_CHUNK = 2_000;

async function storedIdsOf(client: ClickHouseClient, rows: readonly EventRow[]): Promise<string[]> {
  let first = Infinity;
  let last = -Infinity;
  for (const row of rows) {
    // The ids are inlined into the statement, so anything that is not a UUID is refused.
    if (!UUID_PATTERN.test(row.event_id)) throw new Error(`invalid event id: ${JSON.stringify(row.event_id)}`);
    const at = new Date(row.received_at).getTime();
    first = Math.min(first, at);
    last = Math.max(last, at);
  }
  const day = (at: number) => toClickHouseTime(new Date(at)).slice(0, 10);
  const result = await client.query({
    query: `SELECT toString(event_id) AS id FROM events
      WHERE toDate(received_at) BETWEEN toDate('${day(first)}') AND toDate('${day(last)}')
        AND event_id IN (${rows.map((row) => `'${row.event_id}'`).join(',')})`,
    format: 'JSONEachRow',
  });
  return (await result.json<{ id: string }>()).map((row) => row.id.toLowerCase());
}

function toStoredRow(row: EventRow) {
  return {
    event_id: row.event_id,
    kind: row.kind,
    received_at: toClickHouseTime(row.received_at),
    page_path: row.page_path,
    referrer: row.referrer,
    traffic_source: row.traffic_source ?? '',
    session_id: row.session_id,
    visitor_id: row.visitor_id,
    device_type: row.device_type,
    browser: row.browser,
    os: row.os,
    country: row.country,
    consented: row.consented ? 1 : 0,
    event_type: row.event_type ?? '',
    event_label: row.event_label ?? '',
    duration_seconds: row.duration_seconds ?? 0,
    metadata: row.metadata ?? '',
  };
}

/** DateTime64 in its basic input format; parsing ISO strings needs a setting chDB and servers may differ on. */
export function toClickHouseTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new Error(`invalid time: ${String(value)}`);
  return date.toISOString().replace('T', ' ').replace('Z', '');
}
