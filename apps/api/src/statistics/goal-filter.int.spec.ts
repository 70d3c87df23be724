import { randomUUID } from 'node:crypto';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import {
  createdApiKeySchema,
  statisticsResponseSchema,
  type EnrichedEvent,
  type StatisticsResponse,
} from '@agency/contracts';
import { callAt, daysAgo, firefoxDe, safariAt, view } from '../testing/known-visitors';
import { useTestApi } from '../testing/test-app';

const formSent = (page: string, label: string) => ({
  kind: 'event' as const,
  page_path: page,
  event_type: 'form_submit' as const,
  event_label: label,
});

/**
 * The known traffic, two days ago (in '7d') unless said otherwise:
 * - A (Firefox, DE): / from a search engine, then /kontakt, clicks 'Rückruf' there (two minutes in all);
 * - B (Mobile Safari, AT): /preise from a search engine, then /angebot, sends the offer form there (three minutes);
 * - C (Firefox, DE): / directly, sends another form (a bounce: one page view);
 * - F (Firefox, DE): /kontakt directly and leaves (a bounce);
 * - E (Firefox, DE): /preise from a search engine three days ago at 23:58, sends the offer form after midnight;
 * - D1 (Firefox, DE) cookieless on /kontakt from a search engine; D2 (Mobile Safari, AT) cookieless on /preise;
 * - G (Firefox, DE), ten days ago (the previous period of '7d'): /kontakt directly.
 */
function knownTraffic(): EnrichedEvent[] {
  const d = daysAgo(2);
  const [a, b, c, f, e] = [firefoxDe('va'), safariAt('vb'), firefoxDe('vc'), firefoxDe('vf'), firefoxDe('ve')];
  return [
    callAt(d, '12:00', a, 'sess_a', view('/', 'search')),
    callAt(d, '12:01', a, 'sess_a', view('/kontakt', 'internal')),
    callAt(d, '12:02', a, 'sess_a', {
      kind: 'event',
      page_path: '/kontakt',
      event_type: 'button_click',
      event_label: 'Rückruf',
    }),
    callAt(d, '12:05', b, 'sess_b', view('/preise', 'search')),
    callAt(d, '12:06', b, 'sess_b', view('/angebot', 'internal')),
    callAt(d, '12:08', b, 'sess_b', formSent('/angebot', 'offer-request')),
    callAt(d, '12:10', c, 'sess_c', view('/', 'direct')),
    callAt(d, '12:11', c, 'sess_c', formSent('/', 'contact-form')),
    callAt(d, '12:30', f, 'sess_f', view('/kontakt', 'direct')),
    callAt(daysAgo(3), '23:58', e, 'sess_e', view('/preise', 'search')),
    callAt(d, '00:01', e, 'sess_e', formSent('/preise', 'offer-request')),
    callAt(d, '12:20', firefoxDe('vd1'), '', view('/kontakt', 'search')),
    callAt(d, '12:21', safariAt('vd2'), '', view('/preise', 'direct')),
    callAt(daysAgo(10), '12:00', firefoxDe('vg'), 'sess_g', view('/kontakt', 'direct')),
  ];
}

/** The goal filter of GET /api/admin/statistics (docs/metrics.md 'Filters'), through HTTP against chDB and Postgres. */
describe('statistics filtered by a goal (api, ClickHouse and Postgres)', () => {
  const api = useTestApi();
  const get = (path: string, token = api.token) => api.http.get(path).set(api.auth(token));
  const stats = async (query: string, token = api.token): Promise<StatisticsResponse> =>
    statisticsResponseSchema.parse((await get(`/api/admin/statistics${query}`, token).expect(200)).body);
  const goal = (name: string) => `filter=goal:${encodeURIComponent(name)}`;
  const define = async (body: Record<string, unknown>) =>
    (await api.http.post('/api/admin/goals').set(api.auth()).send(body).expect(201)).body.goal as {
      id: string;
      version: number;
    };

  beforeAll(async () => {
    await insertEvents(api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT), knownTraffic(), randomUUID());
    await define({ name: 'Kontakt', type: 'page', page: '/kontakt*' });
    await define({ name: 'Angebot angefragt', type: 'event', event_type: 'form_submit', event_label: 'offer-request' });
    await define({ name: 'Ausgeschaltet', type: 'page', page: '/', enabled: false });
  });

  it('keeps the visits that met a page goal: whole consented sessions, and the cookieless page views on it', async () => {
    expect((await stats('?period=7d')).page_views).toBe(9);
    const body = await stats(`?period=7d&${goal('Kontakt')}`);
    expect(body).toMatchObject({
      // A's two page views, F's one, D1's cookieless one; not B, C, E, D2.
      page_views: 4,
      unique_visitors: 3,
      // Sessions A (two minutes, two page views) and F (a bounce); the cookieless view has no session.
      bounce_rate: 50,
      avg_session_duration: 60,
      top_pages: [
        { page: '/kontakt', views: 3 },
        { page: '/', views: 1 },
      ],
      enhanced_metrics: { button_clicks: 1, top_buttons: { Rückruf: 1 }, form_submits: 0 },
      top_countries: { DE: 3 },
    });
    expect(body.trend?.find((p) => p.bucket === daysAgo(2))?.visitors).toBe(3);
    expect(body.monthly_visitors.reduce((sum, m) => sum + m.visitors, 0)).toBe(4);
  });

  it('keeps the whole session of an event goal, the page views before the event too, over midnight', async () => {
    const body = await stats(`?period=7d&${goal('Angebot angefragt')}`);
    expect(body).toMatchObject({
      // B's two page views and E's, three days ago before midnight; not C (another form).
      page_views: 3,
      unique_visitors: 2,
      // B (three minutes, two page views) and E's day before midnight (one page view, a bounce).
      bounce_rate: 50,
      avg_session_duration: 90,
      enhanced_metrics: { form_submits: 2, button_clicks: 0 },
      top_countries: { AT: 1, DE: 1 },
    });
    expect(body.top_pages.map((p) => [p.page, p.views])).toEqual([
      ['/preise', 2],
      ['/angebot', 1],
    ]);
  });

  it('combines with the other filters (AND) and compares with the previous period', async () => {
    expect((await stats(`?period=7d&${goal('Kontakt')}&filter=country:DE`)).page_views).toBe(4);
    expect((await stats(`?period=7d&${goal('Kontakt')}&filter=country:AT`)).page_views).toBe(0);
    // Visits that came directly and converted: F only (C came directly but did not; D1 came from a search engine).
    expect(await stats(`?period=7d&${goal('Kontakt')}&filter=source:direct`)).toMatchObject({
      page_views: 1,
      unique_visitors: 1,
      bounce_rate: 100,
    });
    // The converting visits' views of /: A's.
    expect((await stats(`?period=7d&${goal('Kontakt')}&filter=page:/`)).page_views).toBe(1);
    const compared = await stats(`?period=7d&compare=previous&${goal('Kontakt')}`);
    expect(compared.comparison).toMatchObject({ page_views: 1, unique_visitors: 1, change: { page_views: 300 } });
  });

  it('exports the goal-filtered view as CSV, the filter named as the chip names it', async () => {
    const csv = async (query: string) =>
      (await get(`/api/admin/statistics/export?${query}`).expect(200)).text.slice(1).split('\r\n');
    expect(await csv(`table=summary&period=7d&${goal('Kontakt')}`)).toEqual(
      expect.arrayContaining(['Filter;Ziel: Kontakt', 'Seitenaufrufe;4', 'Eindeutige Besucher;3']),
    );
    // Sessions entering on /preise: B (went on) and E's part before midnight (a bounce).
    expect(await csv(`table=pages&period=7d&${goal('Angebot angefragt')}`)).toEqual([
      'Seite;Aufrufe;Ø Zeit (s);Absprungrate (%)',
      '/preise;2;0;50',
      '/angebot;1;0;0',
      '',
    ]);
  });

  it('answers a personal API key as it answers the session', async () => {
    const username = `ziele${randomUUID().slice(0, 6)}`;
    const password = `${username}-Deichgraf-Seehund-7`;
    await api.http
      .post('/api/admin/users')
      .set(api.auth())
      .send({ username, email: `${username}@example.de`, password, permissions: { statistics: true } })
      .expect(201);
    const owner = await api.login(username, password);
    const made = await api.http
      .post('/api/admin/account/api-keys')
      .set(api.auth(owner))
      .send({ name: 'Ziel-Skript', current_password: password })
      .expect(201);
    const key = createdApiKeySchema.parse(made.body).key;
    expect(await stats(`?period=7d&${goal('Kontakt')}`, key)).toMatchObject({ page_views: 4, unique_visitors: 3 });
  });

  it("counts a goal's new definition once it changed, not the view kept for the former one", async () => {
    const made = await define({ name: 'Wechselnd', type: 'page', page: '/kontakt' });
    expect((await stats(`?period=7d&${goal('Wechselnd')}`)).page_views).toBe(4);
    await api.http
      .put(`/api/admin/goals/${made.id}`)
      .set(api.auth())
      .set('If-Match', `"${made.version}"`)
      .send({ name: 'Wechselnd', type: 'page', page: '/angebot' })
      .expect(200);
    // B's session, which viewed /angebot: its two page views.
    expect((await stats(`?period=7d&${goal('Wechselnd')}`)).page_views).toBe(2);
  });

  it('refuses a goal filter naming no active goal, or a malformed one, with a German 400 naming it', async () => {
    const refused = async (query: string, message: string | RegExp) => {
      const response = await get(`/api/admin/statistics${query}`).expect(400);
      expect(response.body.message).toMatch(message);
      return response.body as { message: string; details: { field: string; message: string }[] };
    };
    const unknown = await refused(`?period=7d&${goal('Gibt es nicht')}`, 'kein aktives Ziel „Gibt es nicht“');
    expect(unknown.details).toEqual([
      { field: 'filter', message: 'Filterwert für goal: kein aktives Ziel „Gibt es nicht“' },
    ]);
    await refused(`?${goal('Ausgeschaltet')}`, 'Filterwert für goal: kein aktives Ziel „Ausgeschaltet“');
    // Names are compared as staff wrote them.
    await refused(`?${goal('kontakt')}`, 'kein aktives Ziel „kontakt“');
    await refused(`?${goal('Z'.repeat(101))}`, 'Filterwert für goal: 1 bis 100 Zeichen ohne Steuerzeichen');
    await refused(`?filter=goal:Kon%07takt`, 'Steuerzeichen');
    await refused(`?filter=goal:`, 'Filterwert für goal: 1 bis 100 Zeichen');
    await refused(`?${goal('Kontakt')}&${goal('Angebot angefragt')}`, 'Filter goal doppelt');
    const exported = await get(`/api/admin/statistics/export?table=pages&${goal('Gibt es nicht')}`).expect(400);
    expect(exported.body.message).toMatch('kein aktives Ziel „Gibt es nicht“');
  });
});
