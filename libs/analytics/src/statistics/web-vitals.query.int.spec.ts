import { randomUUID } from 'node:crypto';
import { WEB_VITALS_TOP_PAGES, type EnrichedEvent, type WebVitalMetric } from '@agency/contracts';
import { storedPageView } from '@agency/testing';
import { inMemoryAnalyticsConfig } from '../analytics.config';
import type { ClickHouseClient } from '../clickhouse.client';
import { insertEvents } from '../events.writer';
import { StatisticsQueries } from '../statistics.queries';
import { startAnalytics, type AnalyticsUnderTest } from '../testing/analytics-under-test';

const config = inMemoryAnalyticsConfig('vitals');
const NOW = new Date('2030-06-15T12:00:00.000Z');

/** A measurement as the intake stores it: no session, no visitor id. */
function vital(
  metric: WebVitalMetric,
  value: number,
  fields: Partial<EnrichedEvent> & { page_path?: string; received_at?: string } = {},
): EnrichedEvent {
  return storedPageView({
    kind: 'web_vital',
    event_type: metric,
    duration_seconds: value,
    page_path: '/',
    received_at: '2030-06-15T08:00:00.000Z',
    session_id: '',
    visitor_id: '',
    device_type: 'mobile',
    ...fields,
  });
}

/** `n` values from `from` in steps of `step`. */
const values = (n: number, step: number, from = 0) => Array.from({ length: n }, (_, i) => from + i * step);

describe('web-vitals statistics on the rollup (chdb)', () => {
  let analytics: AnalyticsUnderTest;
  let client: ClickHouseClient;
  let queries: StatisticsQueries;

  beforeAll(async () => {
    analytics = await startAnalytics(config);
    ({ client, queries } = analytics);
  });

  afterAll(() => analytics.stop());

  it('answers every metric without samples as null, and no pages, on an empty database', async () => {
    const stats = await queries.webVitals(NOW, { period: '30d' });
    expect(stats.metrics.map((m) => [m.metric, m.samples, m.p75, m.rating])).toEqual([
      ['LCP', 0, null, null],
      ['INP', 0, null, null],
      ['CLS', 0, null, null],
      ['FCP', 0, null, null],
      ['TTFB', 0, null, null],
    ]);
    expect(stats).toMatchObject({ devices: [], trend: [], pages: [], device: null, page: null });
  });

  it('gives one measurement back as its own p75, CLS to three decimals, with its rating', async () => {
    await insertEvents(
      client,
      [
        vital('LCP', 1234.5, { page_path: '/einzeln' }),
        vital('CLS', 0.1, { page_path: '/einzeln' }),
        vital('TTFB', 1900, { page_path: '/einzeln' }),
      ],
      randomUUID(),
    );
    const stats = await queries.webVitals(NOW, { period: '30d', page: '/einzeln' });
    const by = Object.fromEntries(stats.metrics.map((m) => [m.metric, m]));
    expect(by['LCP']).toMatchObject({ samples: 1, p75: 1235, rating: 'good', good: 100, poor: 0 });
    // 0.1 is stored as a Float32 slightly above it and is still good: the thresholds are compared as Float32.
    expect(by['CLS']).toMatchObject({ samples: 1, p75: 0.1, rating: 'good', good: 100 });
    expect(by['TTFB']).toMatchObject({ samples: 1, p75: 1900, rating: 'poor', poor: 100, good: 0 });
    expect(by['INP']).toMatchObject({ samples: 0, p75: null });
  });

  it('computes p75, shares by Google’s thresholds, device classes, the trend and the pages to fix first', async () => {
    // /langsam: 100 LCPs 0..9900 ms on phones (26 good ≤ 2500, 15 up to 4000, 59 poor); /schnell: 40 good LCPs
    // on desktops, the day before.
    const slow = values(100, 100).map((v) => vital('LCP', v, { page_path: '/langsam' }));
    const fast = values(40, 10, 500).map((v) =>
      vital('LCP', v, { page_path: '/schnell', device_type: 'desktop', received_at: '2030-06-14T09:00:00.000Z' }),
    );
    await insertEvents(client, [...slow, ...fast], randomUUID());

    const slowOnly = await queries.webVitals(NOW, { period: '7d', page: '/langsam' });
    const lcp = slowOnly.metrics[0];
    expect(lcp).toMatchObject({ metric: 'LCP', samples: 100, good: 26, needs_improvement: 15, poor: 59 });
    // The t-digest's p75 of 0, 100, …, 9900 lies within one step of the exact one (7425).
    expect(Math.abs((lcp?.p75 ?? 0) - 7425)).toBeLessThanOrEqual(100);
    expect(lcp?.rating).toBe('poor');

    const all = await queries.webVitals(NOW, { period: '7d' });
    expect(all.devices.map((d) => [d.device, d.samples])).toEqual([
      ['desktop', 40],
      ['mobile', 101],
    ]);
    expect(all.devices[0]?.p75.LCP).toBeGreaterThanOrEqual(780);
    expect(all.devices[0]?.p75.LCP).toBeLessThanOrEqual(800);
    expect(all.trend.map((t) => t.day)).toEqual(['2030-06-14', '2030-06-15']);
    expect(all.trend[0]?.p75.LCP).toBe(all.devices[0]?.p75.LCP);
    // Most poor measurements first; a page that is good everywhere comes last.
    expect(all.pages.map((p) => [p.page, p.poor])).toEqual([
      ['/langsam', 59],
      ['/einzeln', 1],
      ['/schnell', 0],
    ]);
    expect(all.pages[0]).toMatchObject({ samples: 100, needs_improvement: 15 });

    // The device filter narrows the figures and the pages, not the device comparison.
    const desktop = await queries.webVitals(NOW, { period: '7d', device: 'desktop' });
    expect(desktop.metrics[0]?.samples).toBe(40);
    expect(desktop.pages.map((p) => p.page)).toEqual(['/schnell']);
    expect(desktop.devices).toHaveLength(2);
    // A period before the measurements has none.
    expect((await queries.webVitals(new Date('2030-08-01T00:00:00.000Z'), { period: 'today' })).pages).toEqual([]);
  });

  it('lists at most the top pages however many paths clients make up', async () => {
    const flood = Array.from({ length: 300 }, (_, i) => vital('INP', 50, { page_path: `/flut-${i}` }));
    await insertEvents(client, flood, randomUUID());
    const stats = await queries.webVitals(NOW, { period: '30d' });
    expect(stats.pages).toHaveLength(WEB_VITALS_TOP_PAGES);
    expect(stats.pages[0]?.page).toBe('/langsam');
  });

  it('leaves the page views and visitors alone: a measurement is nobody’s visit', async () => {
    const summary = await queries.summary(NOW);
    expect(summary).toMatchObject({ page_views: 0, unique_visitors: 0 });
  });

  it('forgets the measurements on a reset of the load times, and only those', async () => {
    await insertEvents(
      client,
      [storedPageView({ received_at: '2030-06-15T08:00:00.000Z', page_path: '/', session_id: '', visitor_id: 'v1' })],
      randomUUID(),
    );
    expect(
      await queries.reset({
        reset_pageviews: false,
        reset_events: false,
        reset_consents: false,
        reset_web_vitals: true,
      }),
    ).toEqual({
      deleted: ['web_vital'],
    });
    const stats = await queries.webVitals(NOW, { period: '30d' });
    expect(stats.pages).toEqual([]);
    expect(stats.metrics.every((m) => m.samples === 0)).toBe(true);
    expect((await queries.summary(NOW)).page_views).toBe(1);
  });
});
