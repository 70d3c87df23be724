import { randomBytes, randomUUID } from 'node:crypto';
import type { EnrichedPageView } from '@agency/contracts';
import { inMemoryAnalyticsConfig } from './analytics.config';
import { createClickHouseClient, type ClickHouseClient } from './clickhouse.client';
import { insertEvents, storedEventIds } from './events.writer';
import { appliedVersions, runMigrations } from './migrations/migration.runner';
import { MIGRATIONS } from './migrations/migrations';

const config = inMemoryAnalyticsConfig('writer');

function pageView(overrides: Partial<EnrichedPageView> = {}): EnrichedPageView {
  return {
    event_id: randomUUID(),
    kind: 'pageview',
    received_at: new Date().toISOString(),
    page_path: '/leistungen',
    referrer: '',
    session_id: '',
    visitor_id: randomBytes(16).toString('hex'),
    device_type: 'desktop',
    browser: 'Firefox',
    os: 'Linux',
    country: 'unknown',
    consented: false,
    ...overrides,
  };
}

async function count(client: ClickHouseClient, where = '1'): Promise<number> {
  const result = await client.query({ query: `SELECT count() AS n FROM events WHERE ${where}`, format: 'JSONEachRow' });
  const [row] = await result.json<{ n: string }>();
  return Number(row?.n);
}

describe('events table and insertEvents (embedded chDB)', () => {
  let client: ClickHouseClient;

  beforeAll(async () => {
    client = await createClickHouseClient(config);
    await runMigrations(client);
  });

  afterAll(async () => {
    await client.command({ query: `DROP DATABASE IF EXISTS ${config.CLICKHOUSE_DATABASE}` });
    await client.close();
  });

  it('applies each migration once and records it', async () => {
    expect(await runMigrations(client)).toEqual([]);
    expect(await appliedVersions(client)).toEqual(MIGRATIONS.map((m) => m.version));
  });

  it('stores every field of a page view', async () => {
    const view = pageView({
      page_path: '/kontakt',
      session_id: 'sess_abc',
      consented: true,
      received_at: '2030-01-02T03:04:05.678Z',
    });
    await insertEvents(client, [view], randomUUID());
    const result = await client.query({
      query: `SELECT toString(event_id) AS id, kind, toString(received_at) AS at, page_path, session_id, consented FROM events WHERE event_id = {id:UUID}`,
      query_params: { id: view.event_id },
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([
      {
        id: view.event_id,
        kind: 'pageview',
        at: '2030-01-02 03:04:05.678',
        page_path: '/kontakt',
        session_id: 'sess_abc',
        consented: 1,
      },
    ]);
  });

  it('counts a batch inserted twice with the same token once', async () => {
    const path = `/dedup-${randomBytes(4).toString('hex')}`;
    const batch = [pageView({ page_path: path }), pageView({ page_path: path }), pageView({ page_path: path })];
    const token = randomUUID();
    await insertEvents(client, batch, token);
    await insertEvents(client, batch, token);
    expect(await count(client, `page_path = '${path}'`)).toBe(3);
  });

  it('keeps a different batch after a deduplicated one (the token does not stick to the session)', async () => {
    const path = `/after-${randomBytes(4).toString('hex')}`;
    const token = randomUUID();
    await insertEvents(client, [pageView({ page_path: path })], token);
    await insertEvents(client, [pageView({ page_path: path })], randomUUID());
    await client.insert({
      table: 'events',
      values: [{ ...pageView({ page_path: path }), consented: 0 }],
      format: 'JSONEachRow',
    });
    expect(await count(client, `page_path = '${path}'`)).toBe(3);
  });

  it('keeps the rollups in step: a deduplicated batch is not counted there either', async () => {
    const path = `/rollup-${randomBytes(4).toString('hex')}`;
    const batch = [
      pageView({ page_path: path, session_id: 'sess_r1' }),
      pageView({ page_path: path, session_id: 'sess_r1' }),
    ];
    const token = randomUUID();
    await insertEvents(client, batch, token);
    await insertEvents(client, batch, token);
    const dims = await client.query({
      query: `SELECT sum(events) AS n FROM daily_dimensions WHERE dimension = 'page' AND value = {path:String}`,
      query_params: { path },
      format: 'JSONEachRow',
    });
    expect((await dims.json<{ n: string }>()).map((r) => Number(r.n))).toEqual([2]);
    const sessions = await client.query({
      query: `SELECT sum(page_views) AS n FROM sessions WHERE session_id = 'sess_r1'`,
      format: 'JSONEachRow',
    });
    expect((await sessions.json<{ n: string }>()).map((r) => Number(r.n))).toEqual([2]);
  });

  it('tells which events of a batch are already stored, across days', async () => {
    const stored = [
      pageView({ received_at: '2030-03-01T23:59:59.000Z' }),
      pageView({ received_at: '2030-03-03T00:00:01.000Z' }),
    ];
    await insertEvents(client, stored, randomUUID());
    const missing = pageView({ received_at: '2030-03-02T12:00:00.000Z' });
    const found = await storedEventIds(client, [...stored, missing]);
    expect([...found].sort()).toEqual(stored.map((e) => e.event_id).sort());
    expect(await storedEventIds(client, [])).toEqual(new Set());
  });

  it('checks a batch larger than one statement can name', async () => {
    const batch = Array.from({ length: 4_500 }, () => pageView({ page_path: '/many' }));
    await insertEvents(client, batch.slice(0, 4_000), randomUUID());
    expect((await storedEventIds(client, batch)).size).toBe(4_000);
  });

  it('refuses an event id that is not a UUID when checking what is stored', async () => {
    await expect(storedEventIds(client, [pageView({ event_id: "x') OR 1=1 --" })])).rejects.toThrow(/invalid event id/);
  });

  it('refuses a token that could carry SQL', async () => {
    await expect(insertEvents(client, [pageView()], "x' OR 1")).rejects.toThrow(/invalid deduplication token/);
  });
});
