import { randomBytes, randomUUID } from 'node:crypto';
import {
  STATISTICS_OTHER_LABEL,
  statisticsResponseSchema,
  TRACK_EVENT_TYPES,
  type EnrichedEvent,
  type StatisticsQuery,
} from '@agency/contracts';
import { storedPageView } from '@agency/testing';
import { inMemoryAnalyticsConfig } from './analytics.config';
import type { ClickHouseClient } from './clickhouse.client';
import { insertEvents } from './events.writer';
import { dropLeftoverViewTables, StatisticsQueries, statisticsPeriod, trendMonths } from './statistics.queries';
import { change, periodRange, previousRange, type DayRange } from './statistics.periods';
import { startAnalytics, type AnalyticsUnderTest } from './testing/analytics-under-test';
import { NO_TRAFFIC_FIGURES } from './testing/no-traffic';

const config = inMemoryAnalyticsConfig('stats');
const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2030-06-15T23:00:00.000Z');

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Visits spread over 200 days before NOW: cookieless ones (page views only) and consented sessions. */
function generateTraffic(): EnrichedEvent[] {
  const next = random(7);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const pages = [
    '/',
    '/leistungen',
    '/preise',
    '/portfolio',
    '/kontakt',
    '/faq',
    '/impressum',
    '/datenschutz',
    '/agb',
    '/blog',
    '/team',
    '/jobs',
  ];
  const visitors = Array.from({ length: 80 }, (_, i) => `visitor-${i}`);
  const rows: EnrichedEvent[] = [];
  for (let v = 0; v < 1_500; v++) {
    const day = Math.floor(next() * 200);
    // Visits start between 01:00 and 20:00 and last under an hour: none crosses midnight.
    let at =
      Date.UTC(2030, 5, 15) - day * DAY + (1 + Math.floor(next() * 19)) * 3_600_000 + Math.floor(next() * 60_000);
    const consented = next() < 0.6;
    const base = {
      referrer: '',
      session_id: consented ? `sess_${v}` : '',
      visitor_id: pick(visitors),
      device_type: pick(['desktop', 'desktop', 'mobile', 'tablet', 'other']),
      browser: pick(['Chrome', 'Firefox', 'Safari', 'Edge']),
      os: 'Linux',
      country: pick(['DE', 'DE', 'AT', 'CH', 'NL', 'unknown']),
      consented,
      traffic_source: pick(['direct', 'search', 'social', 'referral', 'campaign']),
    };
    const event = (kind: EnrichedEvent['kind'], page: string, extra: Partial<EnrichedEvent> = {}): EnrichedEvent => {
      at += Math.floor(next() * 90_000);
      return {
        event_id: randomUUID(),
        kind,
        received_at: new Date(at).toISOString(),
        page_path: page,
        ...base,
        ...extra,
      };
    };
    const views = 1 + Math.floor(next() * (consented ? 4 : 2));
    for (let p = 0; p < views; p++) {
      const page = pick(pages);
      rows.push(event('pageview', page, p > 0 ? { traffic_source: 'internal' } : {}));
      if (!consented) continue;
      for (let e = Math.floor(next() * 4); e > 0; e--) {
        const type = pick(TRACK_EVENT_TYPES);
        const label =
          type === 'button_click'
            ? pick([
                'Projekt starten',
                'Mehr erfahren',
                'Jetzt anfragen',
                'Details ansehen',
                'Kontakt aufnehmen',
                'Portfolio ansehen',
                'x',
              ])
            : type === 'form_submit'
              ? pick(['contact-form', 'offer-request'])
              : '';
        rows.push(
          event('event', page, {
            event_type: type,
            event_label: label,
            duration_seconds: type === 'time_on_page' ? Math.floor(next() * 300) : 0,
          }),
        );
      }
      if (next() < 0.5) rows.push(event('time_update', page, { duration_seconds: 5 }));
    }
  }
  for (let c = 0; c < 400; c++) {
    const at = Date.UTC(2030, 5, 15) - Math.floor(next() * 60) * DAY + 3_600_000;
    rows.push({
      event_id: randomUUID(),
      kind: 'consent',
      received_at: new Date(at).toISOString(),
      page_path: '/',
      referrer: '',
      session_id: '',
      visitor_id: pick(visitors),
      device_type: 'desktop',
      browser: 'Chrome',
      os: 'Linux',
      country: 'DE',
      consented: false,
      event_type: pick(['all_accepted', 'all_accepted', 'only_necessary', 'customized', 'gpc_only_necessary']),
    });
  }
  return rows;
}

/** The statistics computed straight from the generated rows, following docs/metrics.md. */
function expectedStatistics(all: EnrichedEvent[], now: Date, range?: DayRange) {
  const period = statisticsPeriod(now, range);
  const inWindow = all.filter(
    (r) => r.received_at >= period.from && r.received_at.slice(0, 10) <= period.to.slice(0, 10),
  );
  const views = inWindow.filter((r) => r.kind === 'pageview');
  const events = inWindow.filter((r) => r.kind === 'event');
  const count = (type: string) => events.filter((r) => r.event_type === type).length;
  const distinct = (rows: EnrichedEvent[]) => new Set(rows.map((r) => r.visitor_id)).size;
  const groupBy = <K>(rows: EnrichedEvent[], key: (r: EnrichedEvent) => K) => {
    const map = new Map<K, EnrichedEvent[]>();
    for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
    return map;
  };

  const sessions = [
    ...groupBy(
      inWindow.filter((r) => r.session_id),
      (r) => r.session_id,
    ).values(),
  ]
    .map((rows) => rows.sort((a, b) => a.received_at.localeCompare(b.received_at)))
    .filter((rows) => rows.some((r) => r.kind === 'pageview'));
  const duration = (rows: EnrichedEvent[]) =>
    (Date.parse(rows[rows.length - 1]!.received_at) - Date.parse(rows[0]!.received_at)) / 1000;
  const bounced = (rows: EnrichedEvent[]) => rows.filter((r) => r.kind === 'pageview').length === 1;

  const byPage = [...groupBy(views, (r) => r.page_path)]
    .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
    .slice(0, 10);
  const topButtons = [
    ...groupBy(
      events.filter((r) => r.event_type === 'button_click'),
      (r) => r.event_label,
    ),
  ]
    .sort((a, b) => b[1].length - a[1].length || String(a[0]).localeCompare(String(b[0])))
    .slice(0, 5);
  const consents = inWindow.filter((r) => r.kind === 'consent');
  const visitorShares = (key: (r: EnrichedEvent) => string) => {
    const counts = [...groupBy(views, key)].map(([k, rows]) => [k, distinct(rows)] as const);
    const total = counts.reduce((s, [, n]) => s + n, 0);
    return Object.fromEntries(counts.map(([k, n]) => [k, pct(n, total)]));
  };
  const deviceLabel = (r: EnrichedEvent) =>
    ({ desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' })[r.device_type] ?? 'Other';
  const sources = views.filter((r) => r.traffic_source !== 'internal');
  const monthRows = all.filter((r) => r.kind === 'pageview');

  return {
    period,
    page_views: views.length,
    unique_visitors: distinct(views),
    avg_session_duration: Math.round((sessions.reduce((s, rows) => s + duration(rows), 0) / sessions.length) * 10) / 10,
    bounce_rate: pct(sessions.filter(bounced).length, sessions.length),
    enhanced_metrics: {
      total_events: events.length,
      button_clicks: count('button_click'),
      scroll_interactions: count('scroll_depth'),
      external_link_clicks: count('external_link_click'),
      form_starts: count('form_start'),
      form_submits: count('form_submit'),
      form_abandoned: count('form_abandoned'),
      form_conversion_rate: Math.min(100, pct(count('form_submit'), count('form_start'))),
      top_buttons: Object.fromEntries(topButtons.map(([label, rows]) => [label, rows.length])),
      errors: count('error'),
    },
    top_pages: byPage.map(([page, rows]) => {
      const times = events.filter((r) => r.event_type === 'time_on_page' && r.page_path === page);
      const entered = sessions.filter((s) => s[0]!.page_path === page);
      return {
        page,
        views: rows.length,
        avg_time: times.length
          ? Math.round((times.reduce((s, r) => s + (r.duration_seconds ?? 0), 0) / times.length) * 10) / 10
          : 0,
        bounce: pct(entered.filter(bounced).length, entered.length),
      };
    }),
    cookie_consent: {
      all_accepted: pct(consents.filter((r) => r.event_type === 'all_accepted').length, consents.length),
      only_necessary: pct(consents.filter((r) => r.event_type === 'only_necessary').length, consents.length),
      customized: pct(consents.filter((r) => r.event_type === 'customized').length, consents.length),
      gpc_only_necessary: pct(consents.filter((r) => r.event_type === 'gpc_only_necessary').length, consents.length),
    },
    traffic_sources: Object.fromEntries(
      [...groupBy(sources, (r) => r.traffic_source ?? '')].map(([k, rows]) => [k, pct(rows.length, sources.length)]),
    ),
    devices: { Desktop: 0, Mobile: 0, Tablet: 0, ...visitorShares(deviceLabel) },
    browsers: visitorShares((r) => r.browser),
    monthly_visitors: trendMonths(now).map((month) => ({
      month,
      visitors: distinct(monthRows.filter((r) => r.received_at.startsWith(month))),
    })),
    top_countries: Object.fromEntries(
      [
        ...groupBy(
          views.filter((r) => r.country !== 'unknown'),
          (r) => r.country,
        ),
      ]
        .map(([k, rows]) => [k, distinct(rows)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10),
    ),
    conversions: Object.fromEntries(
      [
        ...groupBy(
          events.filter((r) => r.event_type === 'form_submit'),
          (r) => r.event_label,
        ),
      ].map(([k, rows]) => [k, rows.length]),
    ),
  };
}

describe('StatisticsQueries on generated traffic (embedded chDB)', () => {
  let analytics: AnalyticsUnderTest;
  let client: ClickHouseClient;
  let queries: StatisticsQueries;
  const traffic = generateTraffic();
  /** Every event stored so far (the traffic, then the late calls tests add). */
  const stored = [...traffic];

  beforeAll(async () => {
    analytics = await startAnalytics(config);
    ({ client, queries } = analytics);
  });

  afterAll(() => analytics.stop());

  it('answers zeros and empty maps on an empty database', async () => {
    const stats = await queries.statistics(NOW);
    expect(stats).toMatchObject(NO_TRAFFIC_FIGURES);
    expect(stats.monthly_visitors).toHaveLength(6);
  });

  it('computes every number of the response as the definitions say', async () => {
    for (let i = 0; i < traffic.length; i += 700) await insertEvents(client, traffic.slice(i, i + 700), randomUUID());
    const expected = expectedStatistics(traffic, NOW);
    expect(expected.page_views).toBeGreaterThan(200);
    const stats = await queries.statistics(NOW);
    statisticsResponseSchema.parse({ data_source: 'clickhouse', ...stats });
    expect(stats).toEqual(expected);
  });

  it('summary matches the full response', async () => {
    const expected = expectedStatistics(traffic, NOW);
    expect(await queries.summary(NOW)).toEqual({
      page_views: expected.page_views,
      unique_visitors: expected.unique_visitors,
    });
  });

  it('answers any period as the definitions say, through the per-day figures and without them', async () => {
    const ranges: DayRange[] = [
      periodRange({ period: 'today' }, NOW),
      periodRange({ period: '7d' }, NOW),
      periodRange({ period: '6m' }, NOW),
      periodRange({ period: '12m' }, NOW),
      { from: '2030-02-03', to: '2030-03-14' },
      { from: '2030-04-01', to: '2030-04-20' },
    ];
    for (const range of ranges) {
      const { period, ...expected } = expectedStatistics(traffic, NOW, range);
      const stats = await queries.statistics(NOW, range);
      expect({ range, ...stats, period: stats.period }).toEqual({ range, ...expected, period });
      if (range.to < '2030-06-15') expect(period.to).toBe(`${range.to}T23:59:59.999Z`);
    }
    // The default range read again after the others: the stored days still answer it exactly.
    expect(await queries.statistics(NOW)).toEqual(expectedStatistics(traffic, NOW));
  });

  it('compares a period with the one before it and draws both trends point by point', async () => {
    const distinctOn = (from: string, to: string) =>
      new Set(
        traffic
          .filter(
            (r) => r.kind === 'pageview' && r.received_at.slice(0, 10) >= from && r.received_at.slice(0, 10) <= to,
          )
          .map((r) => r.visitor_id),
      ).size;
    for (const query of [
      { period: '30d', compare: 'previous' },
      { period: 'custom', from: '2030-01-01', to: '2030-05-31', compare: 'previous' },
    ] as const) {
      const view = await queries.view(NOW, query);
      const range = periodRange(query, NOW);
      const before = previousRange(range);
      const now = expectedStatistics(traffic, NOW, range);
      const then = expectedStatistics(traffic, NOW, before);
      expect(then.page_views).toBeGreaterThan(0);
      expect(view.comparison).toEqual({
        period: then.period,
        page_views: then.page_views,
        unique_visitors: then.unique_visitors,
        avg_session_duration: then.avg_session_duration,
        bounce_rate: then.bounce_rate,
        change: {
          page_views: change(now.page_views, then.page_views),
          unique_visitors: change(now.unique_visitors, then.unique_visitors),
          avg_session_duration: change(now.avg_session_duration, then.avg_session_duration),
          bounce_rate: change(now.bounce_rate, then.bounce_rate),
        },
      });
      const size = now.period.days <= 92 ? 1 : 7;
      const day = (from: string, i: number) =>
        new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      expect(view.trend).toHaveLength(Math.ceil(now.period.days / size));
      view.trend?.forEach((point, i) => {
        const last = (from: string, to: string) =>
          day(from, i * size + size - 1) < to ? day(from, i * size + size - 1) : to;
        expect(point).toEqual({
          bucket: day(range.from, i * size),
          visitors: distinctOn(day(range.from, i * size), last(range.from, range.to)),
          previous_visitors: distinctOn(day(before.from, i * size), last(before.from, before.to)),
        });
      });
    }
    // Without compare: no comparison, no previous points.
    const plain = await queries.view(NOW, { period: '7d' });
    expect(plain.comparison).toBeUndefined();
    expect(plain.trend?.every((p) => p.previous_visitors === undefined)).toBe(true);
  });

  it('computes a filtered view from the filtered events with the same definitions', async () => {
    // A source keeps the sessions with a page view from it; a cookieless page view by its own source.
    const fromSearch = new Set(
      traffic.filter((r) => r.kind === 'pageview' && r.traffic_source === 'search').map((r) => r.session_id),
    );
    const cases: [string, (r: EnrichedEvent) => boolean][] = [
      ['browser:Firefox', (r) => r.browser === 'Firefox'],
      ['country:AT', (r) => r.country === 'AT'],
      ['device:Other', (r) => r.device_type === 'other'],
      [
        'source:search',
        (r) => (r.session_id ? fromSearch.has(r.session_id) : r.kind === 'pageview' && r.traffic_source === 'search'),
      ],
    ];
    for (const [filter, keep] of cases) {
      for (const query of [{ period: '30d' }, { period: '12m', compare: 'previous' }] as const) {
        const { trend, comparison, ...view } = await queries.view(NOW, { ...query, filter: [filter] });
        const range = periodRange(query, NOW);
        const kept = traffic.filter(keep);
        const expected = expectedStatistics(kept, NOW, range);
        expect(expected.page_views).toBeGreaterThan(0);
        expect({ filter, query, ...view }).toEqual({ filter, query, ...expected });
        expect(trend).toHaveLength(Math.ceil(view.period.days / (view.period.days <= 92 ? 1 : 7)));
        if (comparison)
          expect(comparison.page_views).toBe(expectedStatistics(kept, NOW, previousRange(range)).page_views);
      }
    }
    // Two filters combine (AND).
    const both = await queries.view(NOW, { period: '12m', filter: ['browser:Firefox', 'country:AT'] });
    const { trend: bothTrend, ...bothView } = both;
    expect(bothTrend).toHaveLength(Math.ceil(both.period.days / 7));
    expect(bothView).toEqual(
      expectedStatistics(
        traffic.filter((r) => r.browser === 'Firefox' && r.country === 'AT'),
        NOW,
        periodRange({ period: '12m' }, NOW),
      ),
    );

    // A kept view follows new calls: a late one of a past day and one of today are counted at the next read
    // (only their days computed again), for a view of calls and one that selects sessions.
    const late = (day: number, session: string): EnrichedEvent =>
      storedPageView({
        received_at: new Date(Date.UTC(2030, 5, 15) - day * DAY + 10 * 3_600_000).toISOString(),
        page_path: '/preise',
        session_id: session,
        visitor_id: `late-${session}`,
        traffic_source: 'search',
      });
    const added = [late(0, 'sess_late_today'), late(40, 'sess_late_past'), late(40, '')];
    await insertEvents(client, added, randomUUID());
    stored.push(...added);
    const all = [...traffic, ...added];
    const fromSearchNow = new Set(
      all.filter((r) => r.kind === 'pageview' && r.traffic_source === 'search').map((r) => r.session_id),
    );
    const again: [string, (r: EnrichedEvent) => boolean][] = [
      ['browser:Firefox', (r) => r.browser === 'Firefox'],
      [
        'source:search',
        (r) =>
          r.session_id ? fromSearchNow.has(r.session_id) : r.kind === 'pageview' && r.traffic_source === 'search',
      ],
    ];
    for (const [filter, keep] of again) {
      const query = { period: '12m', compare: 'previous' } as const;
      const {
        trend: _trend,
        comparison: _comparison,
        ...view
      } = await queries.view(NOW, { ...query, filter: [filter] });
      expect({ filter, ...view }).toEqual({
        filter,
        ...expectedStatistics(all.filter(keep), NOW, periodRange(query, NOW)),
      });
    }

    // Kept views' tables are bounded; dropping them leaves none behind.
    const viewTables = async () =>
      Number(
        (
          await (
            await client.query({
              query: `SELECT count() AS n FROM system.tables WHERE database = currentDatabase() AND name LIKE 'stats_view_%'`,
              format: 'JSONEachRow',
            })
          ).json<{ n: string }>()
        )[0]?.n,
      );
    expect(await viewTables()).toBeLessThanOrEqual(4 * 8);
    await queries.dropFilteredViews();
    expect(await viewTables()).toBe(0);
    // A start drops only tables of reads that ended long ago (none here).
    expect(await dropLeftoverViewTables(client)).toBe(0);
  });

  it('answers the same on two instances right after new calls, each past day computed once for both', async () => {
    const other = new StatisticsQueries(client);
    const views: StatisticsQuery[] = [
      { period: '30d' },
      { period: '7d', compare: 'previous' },
      { period: '12m', compare: 'previous' },
      { period: '30d', filter: ['browser:Firefox'] },
      { period: '30d', filter: ['page:/preise', 'source:search'] },
    ];
    const answers = async (instance: StatisticsQueries) => {
      const out: unknown[] = [await instance.statistics(NOW)];
      for (const view of views)
        out.push(await instance.view(NOW, { ...view, filter: view.filter && [...view.filter] }));
      return out;
    };
    const sessionDays = async (except: string) =>
      Number(
        (
          await (
            await client.query({
              query: `SELECT count() AS n FROM session_days WHERE day != {except:Date}`,
              query_params: { except },
              format: 'JSONEachRow',
            })
          ).json<{ n: string }>()
        )[0]?.n,
      );
    await answers(queries);

    // A new visit on a past day (two page views, a minute apart: no bounce) and a bounce today.
    const pastDay = '2030-06-01';
    const visit = (session: string, at: string, page: string): EnrichedEvent =>
      storedPageView({
        received_at: at,
        page_path: page,
        session_id: session,
        visitor_id: `twin-${session}`,
        traffic_source: 'direct',
      });
    const added = [
      visit('sess_twin_past', `${pastDay}T08:00:00.000Z`, '/kontakt'),
      visit('sess_twin_past', `${pastDay}T08:01:00.000Z`, '/preise'),
      visit('sess_twin_today', '2030-06-15T20:00:00.000Z', '/kontakt'),
    ];
    const storedBefore = await sessionDays(pastDay);
    expect(storedBefore).toBeGreaterThan(0);
    await insertEvents(client, added, randomUUID());
    stored.push(...added);

    // A new instance reads first: it finds every unchanged past day stored by the other one (no day computed again
    // but the one with the new visit), and both answer the very same, the new calls counted.
    const fresh = await answers(other);
    expect(await sessionDays(pastDay)).toBe(storedBefore);
    expect(await answers(queries)).toEqual(fresh);
    expect(fresh[0]).toEqual(expectedStatistics(stored, NOW));
    const { trend: _trend, ...year } = fresh[3] as Awaited<ReturnType<StatisticsQueries['view']>>;
    expect(year).toMatchObject({
      page_views: expectedStatistics(stored, NOW, periodRange({ period: '12m' }, NOW)).page_views,
      bounce_rate: expectedStatistics(stored, NOW, periodRange({ period: '12m' }, NOW)).bounce_rate,
      avg_session_duration: expectedStatistics(stored, NOW, periodRange({ period: '12m' }, NOW)).avg_session_duration,
    });
  });

  // Reset deletes exactly what each option names and keeps the rest counted: one option per test, each on
  // what the one before left (every reset rebuilds the rollups, a few seconds of the engine's work each).
  describe('reset', () => {
    let before: Awaited<ReturnType<StatisticsQueries['statistics']>>;

    it('of the consents deletes them and keeps page views and events counted', async () => {
      before = await queries.statistics(NOW);
      await queries.reset({ reset_pageviews: false, reset_events: false, reset_consents: true });
      const noConsents = await queries.statistics(NOW);
      expect(noConsents.cookie_consent).toEqual({
        all_accepted: 0,
        only_necessary: 0,
        customized: 0,
        gpc_only_necessary: 0,
      });
      expect(noConsents.page_views).toBe(before.page_views);
      expect(noConsents.enhanced_metrics).toEqual(before.enhanced_metrics);
    });

    it('of the events deletes them and keeps page views and visitors counted', async () => {
      await queries.reset({ reset_pageviews: false, reset_events: true, reset_consents: false });
      const noEvents = await queries.statistics(NOW);
      expect(noEvents.enhanced_metrics.total_events).toBe(0);
      expect(noEvents.page_views).toBe(before.page_views);
      expect(noEvents.unique_visitors).toBe(before.unique_visitors);
    });

    it('of the page views leaves no event at all', async () => {
      await queries.reset({ reset_pageviews: true, reset_events: false, reset_consents: false });
      const empty = await queries.statistics(NOW);
      expect(empty.page_views).toBe(0);
      const left = await client.query({ query: 'SELECT count() AS n FROM events', format: 'JSONEachRow' });
      expect((await left.json<{ n: string }>()).map((r) => Number(r.n))).toEqual([0]);
    });
  });

  it('describes the window it covers: the last 30 UTC days, today included', () => {
    expect(statisticsPeriod(new Date('2030-06-15T10:00:00.000Z'))).toEqual({
      from: '2030-05-17T00:00:00.000Z',
      to: '2030-06-15T10:00:00.000Z',
      days: 30,
    });
  });
});

/** One client's flood: page views on distinct random long paths, each its own session, odd browsers and labels. */
function hostileTraffic(count: number): EnrichedEvent[] {
  const next = random(99);
  const rows: EnrichedEvent[] = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(NOW.getTime() - Math.floor(next() * 20) * DAY - 3_600_000).toISOString();
    const base = {
      received_at: at,
      referrer: '',
      session_id: `sess_flood_${i}`,
      visitor_id: `flood-${i % 50}`,
      device_type: 'desktop',
      browser: `Bot-${i % 40}`,
      os: 'Linux',
      country: 'DE',
      consented: true,
      traffic_source: 'direct',
    };
    const page = `/${randomBytes(99).toString('hex')}`;
    rows.push({ ...base, event_id: randomUUID(), kind: 'pageview', page_path: page });
    rows.push({
      ...base,
      event_id: randomUUID(),
      kind: 'event',
      page_path: page,
      event_type: 'button_click',
      event_label: `label-${i}`,
    });
    rows.push({
      ...base,
      event_id: randomUUID(),
      kind: 'event',
      page_path: page,
      event_type: 'form_submit',
      event_label: `form-${i}`,
    });
  }
  return rows;
}

describe('StatisticsQueries under hostile input (embedded chDB)', () => {
  const hostileConfig = inMemoryAnalyticsConfig('stats_h');
  let analytics: AnalyticsUnderTest;
  let client: ClickHouseClient;
  let queries: StatisticsQueries;
  const traffic = generateTraffic();
  const flood = hostileTraffic(3_000);
  beforeAll(async () => {
    analytics = await startAnalytics(hostileConfig);
    ({ client, queries } = analytics);
    const all = [...traffic, ...flood];
    for (let i = 0; i < all.length; i += 2_000) await insertEvents(client, all.slice(i, i + 2_000), randomUUID());
  });

  afterAll(() => analytics.stop());

  it('answers bounded lists: top pages, buttons and conversions cut in ClickHouse, shares with one "Sonstige" summing to 100', async () => {
    const stats = await queries.statistics(NOW);
    statisticsResponseSchema.parse({ data_source: 'clickhouse', ...stats });
    const expected = expectedStatistics([...traffic, ...flood], NOW);
    // The flood's paths have one view each: the site's real pages stay on top, with their exact figures.
    expect(stats.top_pages).toEqual(expected.top_pages);
    expect(stats.top_pages).toHaveLength(10);
    expect(stats.page_views).toBe(expected.page_views);
    expect(stats.bounce_rate).toBe(expected.bounce_rate);
    expect(stats.avg_session_duration).toBe(expected.avg_session_duration);
    expect(Object.keys(stats.enhanced_metrics.top_buttons)).toHaveLength(5);
    expect(Object.keys(stats.conversions)).toHaveLength(50);
    // 44 browsers: the top 7 by visitors and one share for the other 37.
    expect(Object.keys(stats.browsers)).toHaveLength(8);
    expect(stats.browsers[STATISTICS_OTHER_LABEL]).toBeGreaterThan(0);
    const sum = Object.values(stats.browsers).reduce((a, b) => a + b, 0);
    expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.5);
    // The real browsers lead (the flood's 40 tie among themselves) with their exact shares.
    for (const browser of ['Chrome', 'Firefox', 'Safari', 'Edge'])
      expect(stats.browsers[browser]).toBe(expected.browsers[browser]);
  });

  it('keeps no figures in the process, and bounded ones per past day in ClickHouse', async () => {
    await queries.statistics(NOW);
    // Session figures are kept per day in ClickHouse, none in the process: a row per past day and entry page.
    expect(queries).not.toHaveProperty('sessionDays');
    const [days] = await (
      await client.query({
        query: `SELECT uniqExact(day) AS days, countIf(page = '') AS totals FROM session_days`,
        format: 'JSONEachRow',
      })
    ).json<{ days: string; totals: string }>();
    expect(Number(days?.days)).toBeGreaterThan(0);
    expect(Number(days?.days)).toBeLessThanOrEqual(29);
    expect(Number(days?.totals)).toBe(Number(days?.days));
    // The per-day tops of pages, buttons, conversions and sources: at most 100 values per dimension and day.
    const [counted] = await (
      await client.query({
        query: `SELECT uniqExact(day) AS days, max(c) AS most FROM (
          SELECT day, dimension, count() AS c FROM counted_days WHERE dimension != '' GROUP BY day, dimension)`,
        format: 'JSONEachRow',
      })
    ).json<{ days: string; most: string }>();
    expect(Number(counted?.days)).toBeGreaterThan(0);
    expect(Number(counted?.days)).toBeLessThanOrEqual(29);
    expect(Number(counted?.most)).toBe(100);
    expect(queries).not.toHaveProperty('countedDays');
  });

  it('recomputes stored days when a new page enters the top pages, so its bounce rate is right', async () => {
    await queries.statistics(NOW);
    const next = random(5);
    const newcomers: EnrichedEvent[] = [];
    for (let i = 0; i < 600; i++) {
      const at = NOW.getTime() - Math.floor(next() * 25) * DAY - 7_200_000;
      const base = {
        referrer: '',
        session_id: `sess_neu_${i}`,
        visitor_id: `neu-${i}`,
        device_type: 'desktop',
        browser: 'Chrome',
        os: 'Linux',
        country: 'DE',
        consented: true,
      };
      newcomers.push({
        ...base,
        event_id: randomUUID(),
        kind: 'pageview',
        received_at: new Date(at).toISOString(),
        page_path: '/neu',
      });
      if (i % 3 === 0)
        newcomers.push({
          ...base,
          event_id: randomUUID(),
          kind: 'pageview',
          received_at: new Date(at + 1_000).toISOString(),
          page_path: '/preise',
        });
    }
    await insertEvents(client, newcomers, randomUUID());
    const stats = await queries.statistics(NOW);
    const expected = expectedStatistics([...traffic, ...flood, ...newcomers], NOW);
    expect(stats.top_pages[0]?.page).toBe('/neu');
    expect(stats.top_pages).toEqual(expected.top_pages);
  });
});
