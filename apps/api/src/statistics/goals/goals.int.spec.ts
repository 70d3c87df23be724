import { randomUUID } from 'node:crypto';
import { storedPageView } from '@agency/testing';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { type EnrichedEvent, goalsResponseSchema, type GoalsResponse } from '@agency/contracts';
import { SEED_OFFER_GOALS } from '../../content/seed/data/goals';
import { useTestApi } from '../../testing/test-app';

const DAY = 86_400;
const ago = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** A call of visitor `visitor` ten minutes ago, as the pipeline stores it; a cookieless one without a visitor. */
const call = (fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'kind' | 'page_path' | 'visitor_id'>) =>
  storedPageView({
    received_at: ago(600),
    session_id: fields.visitor_id ? `s-${fields.visitor_id}` : '',
    consented: fields.visitor_id !== '',
    traffic_source: '',
    ...fields,
  });

/**
 * Goals through HTTP against the real stores: staff define them as content (the `goals` permission), the
 * statistics count each active, published goal's conversions, converting visitors and rate over the period's
 * page views and events, against the period before (the `statistics` permission).
 */
describe('goals (api, ClickHouse and Postgres)', () => {
  const api = useTestApi();
  const goals = async (token = api.token): Promise<GoalsResponse> =>
    goalsResponseSchema.parse(
      (await api.http.get('/api/admin/statistics/goals?period=7d').set(api.auth(token)).expect(200)).body,
    );
  const define = (body: Record<string, unknown>, token = api.token) =>
    api.http.post('/api/admin/goals').set(api.auth(token)).send(body);

  beforeAll(async () => {
    await insertEvents(
      api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT),
      [
        // Two pages under /leistungen, one visitor; and one cookieless view there (no visitor id).
        call({ kind: 'pageview', page_path: '/leistungen', visitor_id: 'v1' }),
        call({ kind: 'pageview', page_path: '/leistungen/webdesign', visitor_id: 'v1' }),
        call({ kind: 'pageview', page_path: '/leistungen', visitor_id: '' }),
        // Contact page and the offer form sent.
        call({ kind: 'pageview', page_path: '/kontakt', visitor_id: 'v2' }),
        call({
          kind: 'event',
          event_type: 'form_submit',
          event_label: 'offer-request',
          page_path: '/kontakt',
          visitor_id: 'v2',
        }),
        // Another form sent: not the goal's label. A path that only starts like a goal's: not a match.
        call({ kind: 'pageview', page_path: '/', visitor_id: 'v3' }),
        call({
          kind: 'event',
          event_type: 'form_submit',
          event_label: 'contact-form',
          page_path: '/',
          visitor_id: 'v3',
        }),
        call({ kind: 'pageview', page_path: '/kontaktformular', visitor_id: 'v3' }),
        // The period before: one contact page view nine days ago.
        call({ kind: 'pageview', page_path: '/kontakt', visitor_id: 'v5', received_at: ago(9 * DAY) }),
      ],
      randomUUID(),
    );
  });

  it('counts each active goal: conversions, converting visitors, rate and the change against the period before', async () => {
    for (const body of [
      { name: 'Leistungen angesehen', type: 'page', page: '/leistungen*' },
      { name: 'Kontaktseite', type: 'page', page: '/kontakt' },
      { name: 'Angebot angefragt', type: 'event', event_type: 'form_submit', event_label: 'offer-request' },
      { name: 'Ausgeschaltet', type: 'page', page: '/', enabled: false },
    ])
      await define(body).expect(201);

    const answer = await goals();
    expect(answer.visitors).toBe(3);
    const byName = Object.fromEntries(answer.goals.map((goal) => [goal.name, goal]));
    // The built-in goals of the offer funnel come first; then the staff's, in their order, the inactive one left out.
    expect(Object.keys(byName)).toEqual([
      ...Object.values(SEED_OFFER_GOALS).map((goal) => goal.name),
      'Leistungen angesehen',
      'Kontaktseite',
      'Angebot angefragt',
    ]);
    expect(byName['Leistungen angesehen']).toMatchObject({
      type: 'page',
      now: { conversions: 3, visitors: 1, rate: 33.3 },
      before: { conversions: 0, visitors: 0, rate: 0 },
      change: null,
    });
    expect(byName['Kontaktseite']).toMatchObject({
      now: { conversions: 1, visitors: 1, rate: 33.3 },
      before: { conversions: 1, visitors: 1, rate: 100 },
      change: 0,
    });
    expect(byName['Angebot angefragt']).toMatchObject({
      type: 'event',
      now: { conversions: 1, visitors: 1, rate: 33.3 },
    });
  });

  it('counts outbound links, downloads, 404 visits and scroll depths from the tracker’s events', async () => {
    const link = (visitor: string, href: string, kind: 'external' | 'download') =>
      call({
        kind: 'event',
        event_type: 'external_link_click',
        event_label: href,
        page_path: '/referenzen',
        visitor_id: visitor,
        metadata: JSON.stringify(
          kind === 'external' ? { kind, host: new URL(href).host } : { kind, extension: '.pdf' },
        ),
      });
    const scroll = (visitor: string, page: string, label: string, metadata: Record<string, unknown>) =>
      call({
        kind: 'event',
        event_type: 'scroll_depth',
        event_label: label,
        page_path: page,
        visitor_id: visitor,
        metadata: JSON.stringify(metadata),
      });
    await insertEvents(
      api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT),
      [
        // Outbound: two to github (one via www.), one to another domain; downloads: two PDFs, one zip.
        link('o1', 'https://www.github.com/agentur', 'external'),
        link('o1', 'https://github.com/agentur/site', 'external'),
        link('o2', 'https://example.org/', 'external'),
        link('o2', 'https://beispiel.de/files/Preisliste.PDF', 'download'),
        link('o3', 'https://beispiel.de/files/referenzen.pdf', 'download'),
        link('o3', 'https://beispiel.de/files/bilder.zip', 'download'),
        // 404: two visits; another error is no 404.
        call({
          kind: 'event',
          event_type: 'error',
          event_label: '404: /alt',
          page_path: '/alt',
          visitor_id: 'o1',
          metadata: JSON.stringify({ error_type: 'not_found', page: '/alt' }),
        }),
        call({
          kind: 'event',
          event_type: 'error',
          event_label: '404: /weg',
          page_path: '/weg',
          visitor_id: 'o1',
          metadata: JSON.stringify({ error_type: 'not_found', page: '/weg' }),
        }),
        call({
          kind: 'event',
          event_type: 'error',
          event_label: 'TypeError',
          page_path: '/',
          visitor_id: 'o2',
          metadata: JSON.stringify({ error_type: 'javascript_error' }),
        }),
        // Scroll on /ratgeber/*: o1 to the bottom (milestones 25…100 and its deepest point 100), o2 to 80 %
        // (25, 50, 75 and its deepest point 80), o3 to 95 % (…75 and 95); /kontakt is another page.
        ...[25, 50, 75, 100].map((depth) => scroll('o1', '/ratgeber/seo', `${depth}%`, { depth })),
        scroll('o1', '/ratgeber/seo', 'Maximum', { depth: 100, max: true }),
        ...[25, 50, 75].map((depth) => scroll('o2', '/ratgeber/ux', `${depth}%`, { depth })),
        scroll('o2', '/ratgeber/ux', 'Maximum', { depth: 80, max: true }),
        ...[25, 50, 75].map((depth) => scroll('o3', '/ratgeber/seo', `${depth}%`, { depth })),
        scroll('o3', '/ratgeber/seo', 'Maximum', { depth: 95, max: true }),
        scroll('o3', '/kontakt', '25%', { depth: 25 }),
      ],
      randomUUID(),
    );
    for (const body of [
      { name: 'Alle externen Links', type: 'outbound' },
      { name: 'GitHub', type: 'outbound', target: 'github.com' },
      { name: 'Alle Downloads', type: 'download' },
      { name: 'PDF geladen', type: 'download', target: '*.pdf' },
      { name: 'Seite nicht gefunden', type: 'not_found' },
      { name: 'Ratgeber halb gelesen', type: 'scroll', page: '/ratgeber/*', scroll_depth: '50' },
      { name: 'Ratgeber zu 90 % gelesen', type: 'scroll', page: '/ratgeber/*', scroll_depth: '90' },
    ])
      await define(body).expect(201);

    const byName = Object.fromEntries((await goals()).goals.map((goal) => [goal.name, goal]));
    const figures = (name: string) => [byName[name].type, byName[name].now.conversions, byName[name].now.visitors];
    expect(figures('Alle externen Links')).toEqual(['outbound', 3, 2]);
    expect(figures('GitHub')).toEqual(['outbound', 2, 1]);
    expect(figures('Alle Downloads')).toEqual(['download', 3, 2]);
    expect(figures('PDF geladen')).toEqual(['download', 2, 2]);
    expect(figures('Seite nicht gefunden')).toEqual(['not_found', 2, 1]);
    expect(figures('Ratgeber halb gelesen')).toEqual(['scroll', 3, 3]);
    expect(figures('Ratgeber zu 90 % gelesen')).toEqual(['scroll', 2, 2]);
  });

  it('refuses a goal without what it counts, with the form’s German message, and stores nothing', async () => {
    const before = (await api.http.get('/api/admin/goals').set(api.auth()).expect(200)).body.goals.length;
    const page = await define({ name: 'Ohne Seite', type: 'page' }).expect(400);
    expect(page.body.message).toBe('Bitte die Seite angeben, z. B. /kontakt');
    const event = await define({ name: 'Ohne Ereignis', type: 'event' }).expect(400);
    expect(event.body.message).toBe('Bitte das Ereignis wählen');
    const hostile = await define({ name: 'x', type: 'page', page: "/'; DROP TABLE events; --" }).expect(400);
    expect(hostile.body.message).toBe('Die Seite ist ein Pfad wie /kontakt oder /leistungen*');
    const scroll = await define({ name: 'Ohne Tiefe', type: 'scroll', page: '/ratgeber*' }).expect(400);
    expect(scroll.body.message).toBe('Bitte die Scrolltiefe wählen');
    const depth = await define({ name: 'x', type: 'scroll', page: '/', scroll_depth: '33' }).expect(400);
    expect(depth.body.message).toBe('scroll_depth: Scrolltiefe: 25, 50, 75 oder 90 %');
    const target = await define({ name: 'x', type: 'download', target: "*.pdf' OR 1=1" }).expect(400);
    expect(target.body.message).toBe('Das Muster ist eine Domain oder ein Dateiname wie *.pdf');
    const unknown = await define({ name: 'x', type: 'sale' }).expect(400);
    expect(unknown.body.message).toBe(
      'type: Art: Seitenaufruf, Ereignis, externer Link, Download, 404-Seite oder Scrolltiefe',
    );
    expect((await api.http.get('/api/admin/goals').set(api.auth()).expect(200)).body.goals).toHaveLength(before);
  });

  it('lets `goals` define and `statistics` read, each only that', async () => {
    const definer = await api.loginAsEditor({ goals: true });
    const reader = await api.loginAsEditor({ statistics: true });
    await define({ name: 'Von der Redaktion', type: 'page', page: '/faq' }, definer).expect(201);
    await api.http.get('/api/admin/statistics/goals').set(api.auth(definer)).expect(403);
    await define({ name: 'Nicht erlaubt', type: 'page', page: '/faq' }, reader).expect(403);
    expect((await goals(reader)).goals.map((goal) => goal.name)).toContain('Von der Redaktion');
  });
});
