import { randomBytes, randomUUID } from 'node:crypto';
import { Test, type TestingModule } from '@nestjs/testing';
import { STATISTICS_WINDOW_DAYS, type EnrichedPageView } from '@agency/contracts';
import { analyticsEnvSchema } from './analytics.config';
import { AnalyticsModule } from './analytics.module';
import { CLICKHOUSE_CLIENT } from './analytics.tokens';
import type { ClickHouseClient } from './clickhouse.client';
import { insertEvents, type EventRow } from './events.writer';
import { StatisticsQueries, statisticsPeriod } from './statistics.queries';

const config = analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: ':memory:', CLICKHOUSE_DATABASE: `t_stats_${randomBytes(4).toString('hex')}` });
const DAY = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('StatisticsQueries through AnalyticsModule (embedded chDB)', () => {
  let moduleRef: TestingModule;
  let client: ClickHouseClient;
  let queries: StatisticsQueries;

  beforeAll(async () => {
    moduleRef = await Test.createTestingModule({ imports: [AnalyticsModule.forRoot(config)] }).compile();
    await moduleRef.init();
    client = moduleRef.get(CLICKHOUSE_CLIENT);
    queries = moduleRef.get(StatisticsQueries);
  });

  afterAll(async () => {
    await client.command({ query: `DROP DATABASE IF EXISTS ${config.CLICKHOUSE_DATABASE}` });
    await moduleRef.close();
  });

  it('answers zero on an empty table', async () => {
    expect(await queries.summary(new Date('2031-01-01T00:00:00Z'))).toEqual({ page_views: 0, unique_visitors: 0 });
  });

  it('counts page views and distinct visitors of the last 30 days only', async () => {
    const now = new Date('2030-06-15T12:00:00.000Z');
    const next = random(42);
    const visitors = Array.from({ length: 40 }, () => randomBytes(16).toString('hex'));
    const rows: EventRow[] = [];
    for (let i = 0; i < 2_000; i++) {
      // Spread over 45 days before now and a little after, so both window edges are exercised.
      const at = new Date(now.getTime() - Math.floor(next() * 46 * DAY) + DAY / 2);
      const base: EnrichedPageView = {
        event_id: randomUUID(),
        kind: 'pageview',
        received_at: at.toISOString(),
        page_path: `/seite-${i % 7}`,
        referrer: '',
        session_id: '',
        visitor_id: visitors[Math.floor(next() * visitors.length)] as string,
        device_type: 'desktop',
        browser: 'Chrome',
        os: 'Windows',
        country: 'unknown',
        consented: false,
      };
      // Every fifth row is another kind of event, which must not count as a page view.
      rows.push(i % 5 === 4 ? { ...base, kind: 'event' as never, event_type: 'button_click' } : base);
    }
    // Exactly on the edges: `from` is inside the window, `now` is not.
    const from = new Date(now.getTime() - STATISTICS_WINDOW_DAYS * DAY);
    rows.push({ ...(rows[0] as EventRow), kind: 'pageview', event_id: randomUUID(), received_at: from.toISOString(), visitor_id: 'edge-from' });
    rows.push({ ...(rows[0] as EventRow), kind: 'pageview', event_id: randomUUID(), received_at: now.toISOString(), visitor_id: 'edge-now' });
    for (let i = 0; i < rows.length; i += 500) await insertEvents(client, rows.slice(i, i + 500), randomUUID());

    const inWindow = rows.filter((r) => r.kind === 'pageview' && Date.parse(r.received_at) >= from.getTime() && Date.parse(r.received_at) < now.getTime());
    const expected = { page_views: inWindow.length, unique_visitors: new Set(inWindow.map((r) => r.visitor_id)).size };
    expect(expected.page_views).toBeGreaterThan(500);
    expect(await queries.summary(now)).toEqual(expected);
  });

  it('describes the window it covers', () => {
    expect(statisticsPeriod(new Date('2030-06-15T00:00:00.000Z'))).toEqual({
      from: '2030-05-16T00:00:00.000Z',
      to: '2030-06-15T00:00:00.000Z',
      days: 30,
    });
  });
});
