import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { type EnrichedEvent, leadSourcesResponseSchema, type LeadSourcesResponse } from '@agency/contracts';
import { offerRequestBody } from '../testing/recording-smtp';
import { startTestApi, type TestApi } from '../testing/test-app';

const RUN = randomBytes(3).toString('hex');
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

function call(
  fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'kind' | 'page_path' | 'visitor_id'>,
): EnrichedEvent {
  return {
    event_id: randomUUID(),
    received_at: ago(600),
    referrer: '',
    session_id: '',
    device_type: 'desktop',
    browser: 'Firefox',
    os: 'Linux',
    country: 'DE',
    consented: Boolean(fields.session_id),
    traffic_source: '',
    ...fields,
  };
}

/**
 * Leads by source through HTTP against the real pipeline stores: requests sent with a consented
 * session are attributed to that session's landing (traffic source and entry page), requests without consent
 * are 'unbekannt', and erasing a request removes its link.
 */
describe('leads by source (api, ClickHouse and Postgres)', () => {
  let api: TestApi;
  let token: string;
  const sessions = { search: `sess_search${RUN}`, social: `sess_social${RUN}`, direct: `sess_direct${RUN}` };
  // Seven days, not today: events placed minutes ago may fall on yesterday shortly after midnight (UTC).
  const answer = async (query = '?period=7d'): Promise<Record<string, unknown>> =>
    (
      await api.http
        .get(`/api/admin/statistics/leads${query}`)
        .set({ Authorization: `Bearer ${token}` })
        .expect(200)
    ).body;
  const leads = async (query?: string): Promise<LeadSourcesResponse> =>
    leadSourcesResponseSchema.parse(await answer(query));
  const send = (email: string, extra: Record<string, unknown> = {}) =>
    api.http
      .post('/api/offer-request')
      .send({ ...offerRequestBody(email, 'Bitte ein Angebot.'), form_token: api.formToken(), ...extra });

  beforeAll(async () => {
    api = await startTestApi({ OFFER_REQUEST_MAX_PER_IP: '1000', OFFER_CONFIRMATION_MAX_PER_CLIENT: '1000' });
    token = await api.login();
    const client = api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT);
    await insertEvents(
      client,
      [
        // Came from a search engine on /leistungen with consent, opened the offer dialog and started its form.
        call({
          kind: 'pageview',
          page_path: '/leistungen',
          visitor_id: `v1${RUN}`,
          session_id: sessions.search,
          traffic_source: 'search',
          received_at: ago(900),
        }),
        call({
          kind: 'event',
          event_type: 'solution_modal',
          event_label: 'offer-request',
          page_path: '/leistungen',
          visitor_id: `v1${RUN}`,
          session_id: sessions.search,
          received_at: ago(890),
        }),
        call({
          kind: 'event',
          event_type: 'form_start',
          event_label: 'offer-request',
          page_path: '/leistungen',
          visitor_id: `v1${RUN}`,
          session_id: sessions.search,
          received_at: ago(880),
        }),
        // An earlier visit that day from another website; then landed on /portfolio from a social network before
        // consenting (a cookieless view), then browsed with it: the landing is the last one before the session.
        call({
          kind: 'pageview',
          page_path: '/',
          visitor_id: `v2${RUN}`,
          traffic_source: 'referral',
          received_at: ago(1200),
        }),
        call({
          kind: 'pageview',
          page_path: '/portfolio',
          visitor_id: `v2${RUN}`,
          traffic_source: 'social',
          received_at: ago(800),
        }),
        call({
          kind: 'event',
          event_type: 'scroll_depth',
          event_label: '50%',
          page_path: '/portfolio',
          visitor_id: `v2${RUN}`,
          session_id: sessions.social,
          received_at: ago(790),
        }),
        call({
          kind: 'pageview',
          page_path: '/kontakt',
          visitor_id: `v2${RUN}`,
          session_id: sessions.social,
          traffic_source: 'internal',
          received_at: ago(780),
        }),
        // A direct visit that never asked.
        call({
          kind: 'pageview',
          page_path: '/',
          visitor_id: `v3${RUN}`,
          session_id: sessions.direct,
          traffic_source: 'direct',
          received_at: ago(700),
        }),
      ],
      randomUUID(),
    );
  }, 60_000);

  afterAll(async () => {
    await api?.close();
  });

  let searchRequest: string;

  it('attributes requests to the landing of their consented session, and the rest to unbekannt', async () => {
    searchRequest = (await send(`a.${RUN}@example.de`, { analytics_session_id: sessions.search }).expect(201)).body.id;
    // The contact page's enquiry form (country given) from the social session.
    await send(`b.${RUN}@example.de`, { analytics_session_id: sessions.social, country: 'Deutschland' }).expect(201);
    // Without consent the browser sends no session.
    await send(`c.${RUN}@example.de`).expect(201);

    const view = await leads();
    expect(view.requests).toBe(3);
    expect(view.sources).toEqual(
      expect.arrayContaining([
        { source: 'search', entry_page: '/leistungen', requests: 1 },
        { source: 'social', entry_page: '/portfolio', requests: 1 },
        { source: 'unbekannt', entry_page: null, requests: 1 },
      ]),
    );
    expect(view.sources).toHaveLength(3);
    // The offer funnel is a built-in funnel of the statistics' funnels, not a part of this answer.
    expect(Object.keys(await answer()).sort()).toEqual(['period', 'requests', 'sources']);
  });

  it('counts a session the pipeline never saw as unbekannt, and refuses a malformed session id', async () => {
    await send(`d.${RUN}@example.de`, { analytics_session_id: `sess_never${RUN}` }).expect(201);
    const view = await leads();
    expect(view.sources.find((row) => row.source === 'unbekannt')?.requests).toBe(2);

    const bad = await send(`e.${RUN}@example.de`, { analytics_session_id: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/analytics_session_id/);
    const long = await send(`f.${RUN}@example.de`, { analytics_session_id: `sess_${'x'.repeat(100)}` });
    expect(long.status).toBe(400);
  });

  it('removes the link when the request is erased', async () => {
    const dataSource = api.app.get(DataSource);
    await api.http
      .delete(`/api/admin/offer-requests/${searchRequest}`)
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    expect(await dataSource.query(`SELECT * FROM lead_attributions WHERE request_id = $1`, [searchRequest])).toEqual(
      [],
    );
    const [received] = await dataSource.query(
      `SELECT data FROM events WHERE stream_id = $1 AND type = 'OfferRequestReceived'`,
      [`offer-request-${searchRequest}`],
    );
    expect(received.data.analytics_session_id).toBeUndefined();
    expect(JSON.stringify(received.data)).not.toContain(sessions.search);

    const view = await leads();
    expect(view.requests).toBe(3);
    expect(view.sources.find((row) => row.source === 'search')).toBeUndefined();
  });

  it('honours the period and refuses bad parameters', async () => {
    expect((await leads('?period=custom&from=2026-01-01&to=2026-01-31')).requests).toBe(0);
    expect((await leads('')).period.days).toBe(30);
    const bad = await api.http
      .get('/api/admin/statistics/leads?period=forever')
      .set({ Authorization: `Bearer ${token}` });
    expect(bad.status).toBe(400);
    await api.http.get('/api/admin/statistics/leads').expect(401);
  });
});
