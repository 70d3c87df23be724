import { projectionTest } from '../../testing/projection-test';
import { publicationPlansProjection } from './publication-plans.projection';

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const P3 = '00000000-0000-4000-8000-000000000003';
const P4 = '00000000-0000-4000-8000-000000000004';
const at = (day: number) => `2026-12-0${day}T08:00:00.000Z`;
const plans = `SELECT plan_id, stream_id, item_id, action, due_at, state, outcome, planned_by, planned_by_id, finished_by,
  finished_at IS NOT NULL AS finished FROM content_publication_plans ORDER BY plan_id`;

describe('publication plans projection (collection): plan events in, content_publication_plans rows out', () => {
  const test = projectionTest(
    publicationPlansProjection({ name: 'success-stories', eventPrefix: 'SuccessStory', items: true }),
  );
  const scheduled = (planId: string, action: string, day: number) => ({
    type: 'SuccessStoryPublicationScheduled',
    data: { planId, action, at: at(day) },
  });

  it('lists a scheduled plan as planned, by whom, for which item', async () => {
    await test.given(
      'success-stories-s1',
      [scheduled(P1, 'publish', 1), scheduled(P2, 'take_offline', 2), scheduled(P3, 'publish', 3)],
      'anna',
    );
    await test.given('success-stories-s2', [scheduled(P4, 'publish', 4)], 'bernd');
    expect(await test.rows(plans)).toEqual([
      {
        plan_id: P1,
        stream_id: 'success-stories-s1',
        item_id: 's1',
        action: 'publish',
        due_at: new Date(at(1)),
        state: 'planned',
        outcome: null,
        planned_by: 'anna',
        planned_by_id: 'id-anna',
        finished_by: null,
        finished: false,
      },
      expect.objectContaining({ plan_id: P2, item_id: 's1', action: 'take_offline', state: 'planned' }),
      expect.objectContaining({ plan_id: P3, state: 'planned' }),
      expect.objectContaining({ plan_id: P4, item_id: 's2', planned_by: 'bernd', state: 'planned' }),
    ]);
  });

  it('finishes a plan when it ran (published, taken offline), was cancelled or had nothing to do', async () => {
    await test.given('success-stories-s1', [
      { type: 'SuccessStoryPublished', data: { fields: { title: 'Neu' }, planId: P1 } },
      { type: 'SuccessStoryTakenOffline', data: { planId: P2 } },
    ]);
    await test.given(
      'success-stories-s1',
      [{ type: 'SuccessStoryPublicationScheduleCancelled', data: { planId: P3, reason: 'cancelled' } }],
      'anna',
    );
    await test.given('success-stories-s2', [
      { type: 'SuccessStoryPublicationScheduleCancelled', data: { planId: P4, reason: 'nothing_to_do' } },
    ]);
    expect(
      (await test.rows(plans)).map((row) => [row.plan_id, row.state, row.outcome, row.finished_by, row.finished]),
    ).toEqual([
      [P1, 'done', 'published', null, true],
      [P2, 'done', 'taken_offline', null, true],
      [P3, 'cancelled', 'cancelled', 'anna', true],
      [P4, 'done', 'nothing_to_do', null, true],
    ]);
  });

  it('leaves plans alone on a publication by hand and on a repeated schedule, and rebuilds the same rows', async () => {
    const before = await test.rows(plans);
    await test.given('success-stories-s2', [
      { type: 'SuccessStoryPublished', data: { fields: { title: 'Von Hand' } } },
      scheduled(P4, 'take_offline', 5),
    ]);
    expect(await test.rows(plans)).toEqual(before);

    const rows = await test.rows('SELECT * FROM content_publication_plans ORDER BY plan_id');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM content_publication_plans ORDER BY plan_id')).toEqual(rows);
  });
});

describe('publication plans projection (document): plan events in, content_publication_plans rows out', () => {
  const test = projectionTest(publicationPlansProjection({ name: 'faqs', eventPrefix: 'FaqCatalog', items: false }));

  it('keeps a document’s plan without an item id and finishes it on its publication', async () => {
    await test.given(
      'faqs',
      [{ type: 'FaqCatalogPublicationScheduled', data: { planId: P1, action: 'publish', at: at(1) } }],
      'anna',
    );
    expect(await test.rows(plans)).toMatchObject([{ plan_id: P1, stream_id: 'faqs', item_id: null, state: 'planned' }]);
    await test.given('faqs', [{ type: 'FaqCatalogPublished', data: { document: [], planId: P1 } }]);
    expect(await test.rows(plans)).toMatchObject([{ plan_id: P1, state: 'done', outcome: 'published' }]);
  });
});
