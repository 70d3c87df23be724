import { randomUUID } from 'node:crypto';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { statisticsResponseSchema, type StatisticsResponse } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { pastViews } from '../testing/past-views';
import { startTestApi, type TestApi } from '../testing/test-app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

/** Periods, comparison and hostile parameters of GET /api/admin/statistics, through HTTP. */
describe('statistics periods and comparison (api, inline pipeline)', () => {
  let api: TestApi;
  let token: string;
  const get = (query: string) =>
    api.http.get(`/api/admin/statistics${query}`).set({ Authorization: `Bearer ${token}` });
  const stats = async (query: string): Promise<StatisticsResponse> =>
    statisticsResponseSchema.parse((await get(query).expect(200)).body);

  beforeAll(async () => {
    api = await startTestApi({ INGEST_BATCH_MAX_WAIT_MS: '10' });
    token = await api.login();
    // The known mix: today 2 views through the intake; 3 days ago 4; 10 days ago 6; 40 days ago 8; 200 days ago 10.
    const client = api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT);
    await insertEvents(
      client,
      [
        ...pastViews(daysAgo(3), 4, () => '/preise'),
        ...pastViews(daysAgo(10), 6),
        ...pastViews(daysAgo(40), 8),
        ...pastViews(daysAgo(200), 10, () => '/faq'),
      ],
      randomUUID(),
    );
    const track = (body: object) =>
      api.http.post('/api/track/pageview').set('user-agent', FIREFOX).send(body).expect(202);
    await track({ page_path: '/', session_id: 'sess_today' });
    await track({ page_path: '/kontakt', session_id: 'sess_today' });
    await eventually('both of today’s page views to be counted', async () =>
      (await stats('?period=today')).page_views === 2 ? true : undefined,
    );
  });

  afterAll(async () => {
    await api.close();
  });

  it('answers the spec response unchanged without parameters', async () => {
    const body = (await get('').expect(200)).body;
    expect(Object.keys(body).sort()).toEqual(
      Object.keys(statisticsResponseSchema.shape)
        .filter((k) => k !== 'trend' && k !== 'comparison')
        .sort(),
    );
    expect(body).toMatchObject({ page_views: 2 + 4 + 6, period: { days: 30, from: `${daysAgo(29)}T00:00:00.000Z` } });
  });

  it('counts each period and a custom range', async () => {
    expect((await stats('?period=today')).page_views).toBe(2);
    expect((await stats('?period=7d')).page_views).toBe(6);
    expect((await stats('?period=30d')).page_views).toBe(12);
    expect((await stats('?period=6m')).page_views).toBe(20);
    expect((await stats('?period=12m')).page_views).toBe(30);
    const custom = await stats(`?period=custom&from=${daysAgo(45)}&to=${daysAgo(5)}`);
    expect(custom).toMatchObject({
      page_views: 14,
      unique_visitors: 14,
      period: { from: `${daysAgo(45)}T00:00:00.000Z`, to: `${daysAgo(5)}T23:59:59.999Z`, days: 41 },
    });
    expect(custom.top_pages.map((p) => [p.page, p.views])).toEqual([['/', 14]]);
    expect(custom.trend).toHaveLength(41);
    expect(custom.trend?.find((p) => p.bucket === daysAgo(40))).toEqual({ bucket: daysAgo(40), visitors: 8 });
    expect(custom.comparison).toBeUndefined();
  });

  it('compares with the previous period of the same length', async () => {
    const week = await stats('?period=7d&compare=previous');
    expect(week.comparison).toMatchObject({
      period: { from: `${daysAgo(13)}T00:00:00.000Z`, days: 7 },
      page_views: 6,
      change: { page_views: 0 },
    });
    const month = await stats('?period=30d&compare=previous');
    // 12 views now, 8 in the 30 days before: +50 %; visitors likewise.
    expect(month.comparison).toMatchObject({
      page_views: 8,
      unique_visitors: 8,
      change: { page_views: 50, unique_visitors: 37.5 },
    });
    expect(month.trend?.find((p) => p.bucket === daysAgo(10))).toEqual({
      bucket: daysAgo(10),
      visitors: 6,
      previous_visitors: 8,
    });
    const today = await stats('?period=today&compare=previous');
    expect(today.comparison?.change.page_views).toBeNull();
  });

  it('refuses hostile parameters with a German 400 naming each', async () => {
    const refused = async (query: string, message: RegExp) => {
      const response = await get(query).expect(400);
      expect(response.body.message).toMatch(message);
    };
    await refused('?period=5y', /Ungültige Eingabe: period: Zeitraum muss today, 7d, 30d, 6m, 12m oder custom sein/);
    await refused('?period=7d&period=30d', /period/);
    await refused('?evil=1', /Unbekannter Parameter: evil/);
    await refused(`?period=custom&from=${daysAgo(400)}&to=${today()}`, /Zeitraum höchstens 366 Tage/);
    await refused(`?period=custom&from=${today()}&to=${daysAgo(1)}`, /to darf nicht vor from liegen/);
    await refused('?period=custom&from=2026-02-30&to=2026-03-01', /kein gültiges Datum/);
    await refused(`?period=custom&from=${'9'.repeat(5_000)}&to=${today()}`, /Datum im Format JJJJ-MM-TT/);
    await refused('?period=custom', /Eigener Zeitraum braucht from und to/);
    await refused(`?from=${today()}`, /nur mit period=custom/);
    await refused('?compare=next', /Vergleich/);
    await refused('?period[a]=1', /period/);
  });
});
