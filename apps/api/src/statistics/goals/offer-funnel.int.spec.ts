import { randomUUID } from 'node:crypto';
import { storedPageView } from '@agency/testing';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import { type EnrichedEvent, funnelsResponseSchema } from '@agency/contracts';
import { useTestApi } from '../../testing/test-app';

const at = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/** Calls of one session (`session`, its visitor `v-<session>`), a second apart, the first `start` seconds ago. */
function session(
  id: string,
  start: number,
  calls: (Partial<EnrichedEvent> & Pick<EnrichedEvent, 'kind' | 'page_path'>)[],
): EnrichedEvent[] {
  return calls.map((fields, index) =>
    storedPageView({
      received_at: at(start - index),
      session_id: id,
      visitor_id: `v-${id}`,
      traffic_source: '',
      ...fields,
    }),
  );
}

const view = (page_path: string, traffic_source = 'internal') => ({
  kind: 'pageview' as const,
  page_path,
  traffic_source,
});
const offer = (event_type: string, event_label = 'offer-request') => ({
  kind: 'event' as const,
  page_path: '/leistungen',
  event_type,
  event_label,
});

/**
 * The offer funnel the product ships ('Seitenaufruf bis Anfrage': any page view, then the built-in goals of the offer
 * dialog opened, its form started, a request sent) counts known traffic exactly, in all and per traffic source,
 * like any funnel staff define: its steps in order within a consented session.
 */
describe('the built-in offer funnel (api, ClickHouse and Postgres)', () => {
  const api = useTestApi();

  beforeAll(async () => {
    await insertEvents(
      api.app.get<ClickHouseClient>(CLICKHOUSE_CLIENT),
      [
        // From a search engine: the whole way.
        ...session('a', 300, [view('/', 'search'), offer('solution_modal'), offer('form_start'), offer('form_submit')]),
        // From a search engine: opened the dialog and began the form, sent nothing.
        ...session('b', 280, [view('/leistungen', 'search'), offer('solution_modal'), offer('form_start')]),
        // From a search engine: the dialog, then the contact page's form (another form: no offer step).
        ...session('c', 260, [
          view('/leistungen', 'search'),
          offer('solution_modal'),
          offer('form_start', 'contact'),
          offer('form_submit', 'contact'),
        ]),
        // From a search engine: a success story's dialog is not the offer dialog.
        ...session('d', 240, [view('/', 'search'), offer('solution_modal', 'Tischlerei Hansen')]),
        // From a social network: opened the dialog only.
        ...session('e', 220, [view('/preise', 'social'), offer('solution_modal')]),
        // Direct: a page view only.
        ...session('f', 200, [view('/', 'direct')]),
        // From another website: the dialog's event came before any page view, so only the page view counts.
        ...session('g', 180, [offer('solution_modal'), view('/kontakt', 'referral')]),
        // Internal page views only (its landing was cookieless): every step, under 'unbekannt'.
        ...session('h', 160, [view('/preise'), offer('solution_modal'), offer('form_start'), offer('form_submit')]),
        // Without consent: a cookieless page view, no session.
        storedPageView({ received_at: at(140), session_id: '', visitor_id: '', consented: false, page_path: '/' }),
      ],
      randomUUID(),
    );
  });

  it('counts sessions at each step in order, in all and per source', async () => {
    const answer = funnelsResponseSchema.parse(
      (await api.http.get('/api/admin/statistics/funnels?period=7d').set(api.auth()).expect(200)).body,
    );
    const funnel = answer.funnels.find((entry) => entry.name === 'Seitenaufruf bis Anfrage');
    expect(funnel?.steps).toEqual([
      { label: '/*', known: true },
      { label: 'Angebotsdialog geöffnet', known: true },
      { label: 'Angebotsformular begonnen', known: true },
      { label: 'Angebotsanfrage gesendet', known: true },
    ]);
    expect(funnel?.total).toEqual([
      { sessions: 8, rate: 100, dropped: 0 },
      { sessions: 5, rate: 62.5, dropped: 3 },
      { sessions: 3, rate: 37.5, dropped: 2 },
      { sessions: 2, rate: 25, dropped: 1 },
    ]);
    expect(funnel?.sources.map(({ source, steps }) => [source, steps.map((step) => step.sessions)])).toEqual([
      ['search', [4, 3, 2, 1]],
      ['direct', [1, 0, 0, 0]],
      ['referral', [1, 0, 0, 0]],
      ['social', [1, 1, 0, 0]],
      ['unbekannt', [1, 1, 1, 1]],
    ]);
  });
});
