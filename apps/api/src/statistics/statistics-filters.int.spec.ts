import { randomUUID } from 'node:crypto';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import {
  statisticsLiveSchema,
  statisticsResponseSchema,
  type EnrichedEvent,
  type StatisticsResponse,
} from '@agency/contracts';
import { eventually } from '@agency/testing';
import {
  callAt,
  type CallFields,
  daysAgo,
  firefoxDe,
  safariAt,
  today,
  view,
  type Visitor,
} from '../testing/known-visitors';
import { startTestApi, type TestApi } from '../testing/test-app';

/** One stored call `minute` minutes after noon UTC of `day`; cookieless without a session. */
const call = (day: string, minute: number, visitor: Visitor, session: string, fields: CallFields): EnrichedEvent =>
  callAt(day, `12:${String(minute).padStart(2, '0')}`, visitor, session, fields);

/**
 * The known mix, two days ago (in '7d'), and one visit ten days ago (its previous period):
 * - A (Firefox, DE, consented): enters on / from a search engine, goes on to /preise, clicks, stays 30 s there;
 * - B (Mobile Safari, AT, consented): enters on /preise from a search engine and leaves (a bounce);
 * - C (Firefox, DE, consented): enters on / directly, goes on to /kontakt, clicks a button whose label is a formula;
 * - D1 (Firefox, DE) cookieless on /preise from a search engine; D2 (Mobile Safari, AT) cookieless on / directly;
 * - E (Firefox, DE, consented), ten days ago: enters on /preise from a search engine and leaves.
 */
function knownMix(): EnrichedEvent[] {
  const d = daysAgo(2);
  const [a, b, c, d1, d2] = [firefoxDe('va'), safariAt('vb'), firefoxDe('vc'), firefoxDe('vd1'), safariAt('vd2')];
  return [
    call(d, 0, a, 'sess_a', view('/', 'search')),
    call(d, 1, a, 'sess_a', view('/preise', 'internal')),
    call(d, 2, a, 'sess_a', { kind: 'event', page_path: '/preise', event_type: 'button_click', event_label: 'Paket' }),
    call(d, 3, a, 'sess_a', { kind: 'event', page_path: '/preise', event_type: 'time_on_page', duration_seconds: 30 }),
    call(d, 5, b, 'sess_b', view('/preise', 'search')),
    call(d, 10, c, 'sess_c', view('/', 'direct')),
    call(d, 11, c, 'sess_c', view('/kontakt', 'internal')),
    call(d, 12, c, 'sess_c', {
      kind: 'event',
      page_path: '/kontakt',
      event_type: 'button_click',
      event_label: '=HYPERLINK("x";"y")',
    }),
    call(d, 20, d1, '', view('/preise', 'search')),
    call(d, 21, d2, '', view('/', 'direct')),
    call(daysAgo(10), 0, firefoxDe('ve'), 'sess_e', view('/preise', 'search')),
  ];
}

/** Filters, live visitors and CSV export of GET /api/admin/statistics, through HTTP. */
describe('statistics filters, live and export (api, inline pipeline)', () => {
  let api: TestApi;
  let token: string;
  const get = (path: string, auth = token) => api.http.get(path).set({ Authorization: `Bearer ${auth}` });
  const stats = async (query: string): Promise<StatisticsResponse> =>
    statisticsResponseSchema.parse((await get(`/api/admin/statistics${query}`).expect(200)).body);
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

  beforeAll(async () => {
    api = await startTestApi({ INGEST_BATCH_MAX_WAIT_MS: '10' });
    token = await api.login();
    await insertEvents(api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT), knownMix(), randomUUID());
    // Two visitors now, through the intake (two browsers, without consent), for the live view.
    await api.countWithoutConsent();
    const track = (page: string, agent: string) =>
      api.http.post('/api/track/pageview').set('user-agent', agent).send({ page_path: page }).expect(202);
    await track('/live-a', FIREFOX);
    await track('/live-b', FIREFOX.replace('128.0', '129.0'));
    await eventually('today’s two page views to be counted', async () =>
      (await stats('?period=today')).page_views === 2 ? true : undefined,
    );
  });

  afterAll(async () => {
    await api.close();
  });

  it('filters every figure by a page: its views, and the sessions that viewed it', async () => {
    const body = await stats('?period=7d&filter=page:/preise');
    expect(body).toMatchObject({
      page_views: 3,
      unique_visitors: 3,
      // Sessions with a view of /preise: A (went on) and B (bounced).
      bounce_rate: 50,
      top_pages: [{ page: '/preise', views: 3, avg_time: 30, bounce: 100 }],
      traffic_sources: { search: 100 },
      devices: { Desktop: 66.7, Mobile: 33.3, Tablet: 0 },
      browsers: { Firefox: 66.7, 'Mobile Safari': 33.3 },
      top_countries: { DE: 2, AT: 1 },
      enhanced_metrics: { button_clicks: 1, top_buttons: { Paket: 1 } },
    });
    expect(body.trend?.find((p) => p.bucket === daysAgo(2))?.visitors).toBe(3);
    expect(body.monthly_visitors.reduce((sum, m) => sum + m.visitors, 0)).toBe(4);
  });

  it('filters by the source a visit came from (sessions with a page view from it), and combines filters', async () => {
    const search = await stats('?period=7d&filter=source:search');
    // A's two views (the second one internal), B's, D1's.
    expect(search).toMatchObject({ page_views: 4, unique_visitors: 3, bounce_rate: 50 });
    expect(search.top_pages.map((p) => [p.page, p.views])).toEqual([
      ['/preise', 3],
      ['/', 1],
    ]);
    expect(search.enhanced_metrics.button_clicks).toBe(1);

    const both = await stats('?period=7d&filter=page:/preise&filter=source:search&filter=device:Desktop');
    expect(both).toMatchObject({ page_views: 2, unique_visitors: 2, devices: { Desktop: 100 } });
    expect((await stats('?period=7d&filter=browser:Mobile%20Safari')).page_views).toBe(2);
    expect((await stats('?period=7d&filter=country:AT&filter=page:/')).page_views).toBe(1);
    expect(await stats('?period=7d&filter=device:Other')).toMatchObject({ page_views: 0, unique_visitors: 0 });
    // Without filters the same period counts all of them (and today's two).
    expect((await stats('?period=7d')).page_views).toBe(9);
  });

  it('compares a filtered view with the same filters in the previous period', async () => {
    const body = await stats('?period=7d&compare=previous&filter=page:/preise');
    expect(body.comparison).toMatchObject({
      page_views: 1,
      unique_visitors: 1,
      bounce_rate: 100,
      change: { page_views: 200, unique_visitors: 200, bounce_rate: -50 },
    });
    expect(body.trend?.find((p) => p.bucket === daysAgo(2))).toEqual({
      bucket: daysAgo(2),
      visitors: 3,
      previous_visitors: 0,
    });
  });

  it('keeps the spec answer without parameters', async () => {
    const body = (await get('/api/admin/statistics').expect(200)).body;
    expect(body.trend).toBeUndefined();
    expect(body.page_views).toBe(10);
  });

  it('refuses bad filters with a German 400 naming the problem', async () => {
    const refused = async (query: string, message: RegExp) => {
      const response = await get(`/api/admin/statistics${query}`).expect(400);
      expect(response.body.message).toMatch(message);
    };
    await refused(
      '?filter=os:Linux',
      /filter: Unbekannte Filter-Dimension: os \(erlaubt: page, source, device, browser, country, goal\)/,
    );
    await refused('?filter=page', /Filter im Format dimension:wert/);
    await refused('?filter=page:/a&filter=page:/b', /Filter page doppelt/);
    await refused(`?${Array.from({ length: 7 }, (_, i) => `filter=page:/${i}`).join('&')}`, /höchstens 6 Filter/);
    await refused(`?filter=page:/${'a'.repeat(300)}`, /Filter höchstens 210 Zeichen/);
    await refused('?filter=page:preise', /ein Pfad, der mit \/ beginnt/);
    await refused('?filter=source:evil', /Filterwert für source/);
    await refused('?filter=device:desktop', /Filterwert für device/);
    await refused('?filter=country:de', /Ländercode/);
    await refused('?filter=browser:Sonstige', /kein Browser/);
    await refused('?filter=page:%2F%00x', /Steuerzeichen/);
    await refused('?filter[page]=/x', /filter/);
  });

  it('counts the visitors of the last minutes and the pages they are on, from the minute rollup', async () => {
    const live = statisticsLiveSchema.parse((await get('/api/admin/statistics/live').expect(200)).body);
    expect(live.visitors).toBe(2);
    expect(live.pages).toEqual([
      { page: '/live-a', visitors: 1 },
      { page: '/live-b', visitors: 1 },
    ]);
    expect(Date.parse(live.to) - Date.parse(live.from)).toBeLessThanOrEqual(5 * 60_000);
    const rows = await (
      await api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT).query({
        query: 'SELECT count() AS n FROM live_minutes',
        format: 'JSONEachRow',
      })
    ).json<{ n: string }>();
    // Only today's calls through the intake: the past days' inserts are not live.
    expect(Number(rows[0]?.n)).toBe(2);
    expect((await get('/api/admin/statistics/live?since=1').expect(400)).body.message).toMatch(
      /Unbekannter Parameter: since/,
    );
  });

  it('exports each table of the view as CSV for German Excel: BOM, semicolons, decimal comma', async () => {
    const response = await get('/api/admin/statistics/export?table=pages&period=7d&filter=page:/preise').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statistiken-seiten-${daysAgo(6)}-bis-${today()}.csv"`,
    );
    const text = response.text;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual(['Seite;Aufrufe;Ø Zeit (s);Absprungrate (%)', '/preise;3;30;100', '']);

    const csv = async (query: string) =>
      (await get(`/api/admin/statistics/export?${query}`).expect(200)).text.slice(1).split('\r\n');
    expect(await csv('table=devices&period=7d&filter=page:/preise')).toEqual([
      'Gerät;Anteil (%)',
      'Desktop;66,7',
      'Mobile;33,3',
      'Tablet;0',
      '',
    ]);
    expect(await csv('table=summary&period=7d&compare=previous&filter=page:/preise')).toEqual(
      expect.arrayContaining([
        'Kennzahl;Wert;Vorperiode;Veränderung (%)',
        'Filter;Seite: /preise',
        'Seitenaufrufe;3;1;200',
        'Absprungrate (%);50;100;-50',
      ]),
    );
    expect(await csv('table=sources&period=7d&filter=source:search')).toEqual([
      'Quelle;Anteil (%)',
      'Suchmaschinen;100',
      '',
    ]);
    // A visitor's text that spreadsheet software would run as a formula is defused and quoted.
    expect(await csv('table=buttons&period=7d')).toContain(`"'=HYPERLINK(""x"";""y"")";1`);
    // The default view's trend is the six months'.
    expect((await csv('table=trend'))[0]).toBe('Monat (ab);Besucher;Anmerkungen');
  });

  it('refuses a bad export query and anybody without the statistics permission', async () => {
    expect((await get('/api/admin/statistics/export').expect(400)).body.message).toMatch(/table: Tabelle muss/);
    expect((await get('/api/admin/statistics/export?table=evil').expect(400)).body.message).toMatch(/Tabelle muss/);
    expect((await get('/api/admin/statistics/export?table=pages&evil=1').expect(400)).body.message).toMatch(
      /Unbekannter Parameter: evil/,
    );
    expect((await get('/api/admin/statistics/export?table=pages&filter=os:x').expect(400)).body.message).toMatch(
      /Unbekannte Filter-Dimension/,
    );
    await api.http
      .post('/api/admin/users')
      .set({ Authorization: `Bearer ${token}` })
      .send({
        username: 'ohnestatistik',
        email: 'ohne@example.de',
        password: 'web-redaktion-1',
        permissions: { website: true },
      })
      .expect(201);
    const editor = await api.login('ohnestatistik', 'web-redaktion-1');
    for (const path of ['/api/admin/statistics/export?table=pages', '/api/admin/statistics/live'])
      expect((await get(path, editor)).status).toBe(403);
    await api.http.get('/api/admin/statistics/export?table=pages').expect(401);
  });
});
