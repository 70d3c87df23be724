import { randomUUID } from 'node:crypto';
import type { EnrichedEvent } from '@agency/contracts';
import { storedPageView } from '@agency/testing';
import { inMemoryAnalyticsConfig } from '../analytics.config';
import type { ClickHouseClient } from '../clickhouse.client';
import { insertEvents } from '../events.writer';
import { startAnalytics, type AnalyticsUnderTest } from '../testing/analytics-under-test';
import { type CountedGoal, goalFigures } from './goals.query';
import { readRows } from './rows';

const config = inMemoryAnalyticsConfig('goals');
const NOW = new Date('2030-06-15T12:00:00.000Z');
const RANGE = { from: '2030-06-13', to: '2030-06-15' };

const SERVICES: CountedGoal = { id: 'services', type: 'page', page: '/leistungen*', event_type: '', event_label: '' };
const OFFER: CountedGoal = {
  id: 'offer',
  type: 'event',
  page: '',
  event_type: 'form_submit',
  event_label: 'offer-request',
};

/** A call of `visitor` at `time` (ISO), consented (its session `s-<visitor>`) unless cookieless. */
const call = (
  visitor: string,
  time: string,
  fields: Partial<EnrichedEvent> & Pick<EnrichedEvent, 'page_path'>,
): EnrichedEvent =>
  storedPageView({
    received_at: time,
    session_id: visitor ? `s-${visitor}` : '',
    visitor_id: visitor,
    consented: visitor !== '',
    ...fields,
  });
const view = (visitor: string, time: string, path: string) => call(visitor, time, { page_path: path });
const sent = (visitor: string, time: string) =>
  call(visitor, time, { kind: 'event', event_type: 'form_submit', event_label: 'offer-request', page_path: '/' });

/**
 * Goal figures over days, against chDB: each past day is counted once into goal_days under the day's checksum
 * (conversions and a mergeable state of the converting visitors) and read from there; today, and a past day whose
 * calls changed, are counted from the raw events.
 */
describe('goal figures kept per past day (chdb)', () => {
  let analytics: AnalyticsUnderTest;
  let client: ClickHouseClient;
  const storedRows = async () => Number((await readRows(client)(`SELECT count() AS n FROM goal_days`, {}))[0]?.['n']);
  const figures = async (goals: CountedGoal[] = [SERVICES, OFFER]) => {
    const answer = await goalFigures(client, goals, RANGE, NOW);
    return { visitors: answer.visitors, goals: answer.goals.map((g) => [g.conversions, g.visitors, g.rate]) };
  };

  beforeAll(async () => {
    analytics = await startAnalytics(config);
    ({ client } = analytics);
    await insertEvents(
      client,
      [
        // 13 June: a sees two service pages; a cookieless view of one (no visitor).
        view('a', '2030-06-13T09:00:00.000Z', '/leistungen'),
        view('a', '2030-06-13T09:01:00.000Z', '/leistungen/webdesign'),
        view('', '2030-06-13T10:00:00.000Z', '/leistungen'),
        // 14 June: a again (one visitor over the range), b sends an offer; c only the home page.
        view('a', '2030-06-14T09:00:00.000Z', '/leistungen'),
        view('b', '2030-06-14T10:00:00.000Z', '/'),
        sent('b', '2030-06-14T10:01:00.000Z'),
        view('c', '2030-06-14T11:00:00.000Z', '/'),
        // Today: d sees a service page and sends an offer.
        view('d', '2030-06-15T08:00:00.000Z', '/leistungen'),
        sent('d', '2030-06-15T08:02:00.000Z'),
      ],
      randomUUID(),
    );
  });

  afterAll(() => analytics.stop());

  it('counts the range from the stored past days and today, each visitor once over the days', async () => {
    // Visitors with a page view: a, b, c, d. Services: 5 views (one cookieless) by a and d; offers by b and d.
    expect(await figures()).toEqual({
      visitors: 4,
      goals: [
        [5, 2, 50],
        [2, 2, 50],
      ],
    });
    // The range's visitors and each goal, for the two past days.
    expect(await storedRows()).toBe(6);
    expect((await figures()).goals[0]).toEqual([5, 2, 50]);
    expect(await storedRows()).toBe(6);
  });

  it('reads a goal by what it matches, wherever it stands, and stores only a new goal', async () => {
    const before = await storedRows();
    expect((await figures([OFFER, SERVICES])).goals).toEqual([
      [2, 2, 50],
      [5, 2, 50],
    ]);
    expect(await storedRows()).toBe(before);
    const home: CountedGoal = { id: 'home', type: 'page', page: '/', event_type: '', event_label: '' };
    expect((await figures([home])).goals).toEqual([[2, 2, 50]]);
    expect(await storedRows()).toBe(before + 2);
    // Two goals matching the same calls (a built-in goal and a staff's) count them once each, today's too.
    expect((await figures([OFFER, { ...OFFER, id: 'same' }])).goals).toEqual([
      [2, 2, 50],
      [2, 2, 50],
    ]);
  });

  it('counts a past day again once a late call changes its checksum', async () => {
    await figures();
    await insertEvents(client, [sent('c', '2030-06-14T11:05:00.000Z')], randomUUID());
    expect(await figures()).toEqual({
      visitors: 4,
      goals: [
        [5, 2, 50],
        [3, 3, 75],
      ],
    });
  });
});
