import { randomUUID } from 'node:crypto';
import type { EnrichedEvent } from '@agency/contracts';
import { storedPageView } from '@agency/testing';
import { inMemoryAnalyticsConfig } from '../analytics.config';
import type { ClickHouseClient } from '../clickhouse.client';
import { insertEvents } from '../events.writer';
import { startAnalytics, type AnalyticsUnderTest } from '../testing/analytics-under-test';
import { type CountedFunnel, funnelFigures } from './funnels.query';
import { readRows } from './rows';

const config = inMemoryAnalyticsConfig('funnels');
const NOW = new Date('2030-06-15T12:00:00.000Z');
const RANGE = { from: '2030-06-13', to: '2030-06-15' };

const page = (path: string) => ({ type: 'page' as const, page: path, event_type: '' as const, event_label: '' });
const offer = { type: 'event' as const, page: '', event_type: 'form_submit' as const, event_label: 'offer-request' };
const FUNNEL: CountedFunnel = { steps: [page('/'), page('/leistungen*'), offer] };

/** A consented call of `session` at `time` (ISO), its visitor `v-<session>`. */
const call = (
  session: string,
  time: string,
  fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'page_path'>,
): EnrichedEvent =>
  storedPageView({ received_at: time, session_id: session, visitor_id: `v-${session}`, traffic_source: '', ...fields });
const view = (session: string, time: string, path: string, source = 'internal') =>
  call(session, time, { page_path: path, traffic_source: source });
const sent = (session: string, time: string) =>
  call(session, time, {
    kind: 'event',
    event_type: 'form_submit',
    event_label: 'offer-request',
    page_path: '/kontakt',
  });

/**
 * Funnel figures over days, against chDB: each past day is counted once into funnel_days under the day's checksum
 * and read from there; today, and a past day whose calls changed, are counted again.
 */
describe('funnel figures kept per past day (chdb)', () => {
  let analytics: AnalyticsUnderTest;
  let client: ClickHouseClient;
  const stored = (funnelKey?: string) =>
    readRows(client)(
      `SELECT toString(day) AS d, source, level, sessions FROM funnel_days FINAL
        WHERE ({funnel:String} = '' OR funnel = {funnel:String}) ORDER BY day, source, level`,
      { funnel: funnelKey ?? '' },
    );
  const keys = async () =>
    (await readRows(client)(`SELECT DISTINCT funnel FROM funnel_days ORDER BY funnel`, {})).map((r) => r['funnel']);
  const reached = async (funnel: CountedFunnel = FUNNEL) => {
    const figures = await funnelFigures(client, funnel, RANGE, NOW);
    return {
      total: figures.total.map((step) => step.sessions),
      sources: figures.sources.map(({ source, steps }) => [source, steps.map((step) => step.sessions)]),
    };
  };

  beforeAll(async () => {
    analytics = await startAnalytics(config);
    ({ client } = analytics);
    await insertEvents(
      client,
      [
        // 13 June: one page outside the funnel only.
        view('x', '2030-06-13T10:00:00.000Z', '/faq', 'direct'),
        // 14 June: all three steps from a search engine; two steps from a social network.
        view('a', '2030-06-14T09:00:00.000Z', '/', 'search'),
        view('a', '2030-06-14T09:01:00.000Z', '/leistungen/webdesign'),
        sent('a', '2030-06-14T09:02:00.000Z'),
        view('b', '2030-06-14T10:00:00.000Z', '/', 'social'),
        view('b', '2030-06-14T10:01:00.000Z', '/leistungen'),
        // Today: the first step, directly.
        view('c', '2030-06-15T08:00:00.000Z', '/', 'direct'),
      ],
      randomUUID(),
    );
  });

  afterAll(() => analytics.stop());

  it('counts the range and stores each past day once, a day without sessions in the funnel marked as counted', async () => {
    expect(await reached()).toEqual({
      total: [3, 2, 1],
      sources: [
        ['direct', [1, 0, 0]],
        ['search', [1, 1, 1]],
        ['social', [1, 1, 0]],
      ],
    });
    // Past days only: today still changes with every call.
    const rows = await stored();
    expect(rows.map((r) => [r['d'], r['source'], Number(r['level']), Number(r['sessions'])])).toEqual([
      ['2030-06-13', '', 0, 0],
      ['2030-06-14', '', 0, 0],
      ['2030-06-14', 'search', 3, 1],
      ['2030-06-14', 'social', 2, 1],
    ]);
    // A second read answers the same from the stored days and stores nothing again.
    const count = async () => Number((await readRows(client)(`SELECT count() AS n FROM funnel_days`, {}))[0]?.['n']);
    const before = await count();
    expect((await reached()).total).toEqual([3, 2, 1]);
    expect(await count()).toBe(before);
  });

  it('reads a stored day as stored while its checksum matches, and counts it again once a late call changes it', async () => {
    await reached();
    // What is stored is what is answered: a stored figure changed by hand shows (the day is not counted again).
    await client.command({
      query: `ALTER TABLE funnel_days UPDATE sessions = 5 WHERE source = 'social' AND level = 2`,
      clickhouse_settings: { mutations_sync: '2' },
    });
    expect((await reached()).sources).toContainEqual(['social', [5, 5, 0]]);
    // A late call of 14 June (the social session sends its offer): the day's checksum changes, it is counted again.
    await insertEvents(client, [sent('b', '2030-06-14T10:05:00.000Z')], randomUUID());
    expect(await reached()).toEqual({
      total: [3, 2, 2],
      sources: [
        ['direct', [1, 0, 0]],
        ['search', [1, 1, 1]],
        ['social', [1, 1, 1]],
      ],
    });
  });

  it('stores another funnel under its own key, and a funnel of the same steps under the same one', async () => {
    await reached();
    const [key] = await keys();
    expect(await reached({ steps: [page('/'), offer] })).toEqual({
      total: [3, 2],
      sources: [
        ['direct', [1, 0]],
        ['search', [1, 1]],
        ['social', [1, 1]],
      ],
    });
    expect(await keys()).toHaveLength(2);
    expect(await keys()).toContain(key);
    await reached({ steps: [page('/'), page('/leistungen*'), offer] });
    expect(await keys()).toHaveLength(2);
    expect((await stored(String(key))).length).toBeGreaterThan(0);
  });
});
