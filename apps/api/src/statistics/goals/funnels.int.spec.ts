import { randomUUID } from 'node:crypto';
import { storedPageView } from '@agency/testing';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { type EnrichedEvent, funnelsResponseSchema, type FunnelsResponse } from '@agency/contracts';
import { useTestApi } from '../../testing/test-app';

const at = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** A consented call of session `session` (its visitor `v-<session>`), `secondsAgo` before now. */
const call = (
  session: string,
  secondsAgo: number,
  fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'kind' | 'page_path'>,
) =>
  storedPageView({
    received_at: at(secondsAgo),
    session_id: session,
    visitor_id: `v-${session}`,
    traffic_source: '',
    ...fields,
  });

/**
 * Funnels through HTTP against the real stores: steps in order within a session (pages and goals by name),
 * sessions per step in all and per traffic source, what a step lost; a step naming no goal counts nothing.
 */
describe('funnels (api, ClickHouse and Postgres)', () => {
  const api = useTestApi();
  const funnels = async (): Promise<FunnelsResponse> =>
    funnelsResponseSchema.parse(
      (await api.http.get('/api/admin/statistics/funnels?period=7d').set(api.auth()).expect(200)).body,
    );
  const define = (path: string, body: Record<string, unknown>) =>
    api.http.post(`/api/admin/${path}`).set(api.auth()).send(body);

  beforeAll(async () => {
    const offer = { kind: 'event' as const, event_type: 'form_submit', event_label: 'offer-request' };
    await insertEvents(
      api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT),
      [
        // From a search engine: all three steps, in order.
        call('a', 900, { kind: 'pageview', page_path: '/', traffic_source: 'search' }),
        call('a', 890, { kind: 'pageview', page_path: '/leistungen/webdesign', traffic_source: 'internal' }),
        call('a', 880, { ...offer, page_path: '/leistungen/webdesign' }),
        // From a social network: the first two steps.
        call('b', 800, { kind: 'pageview', page_path: '/', traffic_source: 'social' }),
        call('b', 790, { kind: 'pageview', page_path: '/leistungen', traffic_source: 'internal' }),
        // Sent the offer before seeing any service: the second step is missing, so only the first counts.
        call('c', 700, { kind: 'pageview', page_path: '/', traffic_source: 'search' }),
        call('c', 690, { ...offer, page_path: '/' }),
        // Only another page: not in the funnel.
        call('d', 600, { kind: 'pageview', page_path: '/faq', traffic_source: 'direct' }),
      ],
      randomUUID(),
    );
    await define('goals', {
      name: 'Angebot angefragt',
      type: 'event',
      event_type: 'form_submit',
      event_label: 'offer-request',
    }).expect(201);
  });

  it('counts sessions per step in order, in all and per source, with what each step lost', async () => {
    await define('funnels', { name: 'Weg zur Anfrage', steps: ['/', '/leistungen*', 'Angebot angefragt'] }).expect(201);
    // The product's built-in offer funnel is listed beside it (offer-funnel.int.spec.ts).
    const funnel = (await funnels()).funnels.find((entry) => entry.name === 'Weg zur Anfrage');
    expect(funnel?.steps).toEqual([
      { label: '/', known: true },
      { label: '/leistungen*', known: true },
      { label: 'Angebot angefragt', known: true },
    ]);
    expect(funnel?.total).toEqual([
      { sessions: 3, rate: 100, dropped: 0 },
      { sessions: 2, rate: 66.7, dropped: 1 },
      { sessions: 1, rate: 33.3, dropped: 1 },
    ]);
    expect(funnel?.sources.map(({ source, steps }) => [source, steps.map((step) => step.sessions)])).toEqual([
      ['search', [2, 1, 1]],
      ['social', [1, 1, 0]],
    ]);
  });

  it('needs a later call for each step: one page view never meets two steps', async () => {
    await define('funnels', { name: 'Zweimal Leistungen', steps: ['/leistungen*', '/leistungen*'] }).expect(201);
    const funnel = (await funnels()).funnels.find((entry) => entry.name === 'Zweimal Leistungen');
    expect(funnel?.total.map((step) => step.sessions)).toEqual([2, 0]);
  });

  it('counts nothing from a step that names no goal, and says so', async () => {
    await define('funnels', { name: 'Mit Tippfehler', steps: ['/', 'Angebot angefargt'] }).expect(201);
    const funnel = (await funnels()).funnels.find((entry) => entry.name === 'Mit Tippfehler');
    expect(funnel?.steps[1]).toEqual({ label: 'Angebot angefargt', known: false });
    expect(funnel?.total.map((step) => step.sessions)).toEqual([3, 0]);
  });

  it('refuses a funnel of one step or with a step that is neither a page nor a name, and stores nothing', async () => {
    const before = (await api.http.get('/api/admin/funnels').set(api.auth()).expect(200)).body.funnels.length;
    const one = await define('funnels', { name: 'Kurz', steps: ['/'] }).expect(400);
    expect(one.body.message).toBe('Ein Trichter hat 2 bis 8 Schritte, einen je Zeile');
    const hostile = await define('funnels', { name: 'Böse', steps: ['/', "/x' OR 1=1 --"] }).expect(400);
    expect(hostile.body.message).toContain('eine Seite wie /kontakt oder /leistungen*, oder der Name eines Ziels');
    expect((await api.http.get('/api/admin/funnels').set(api.auth()).expect(200)).body.funnels).toHaveLength(before);
  });
});
