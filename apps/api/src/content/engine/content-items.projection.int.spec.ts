import { projectionTest } from '../../testing/projection-test';
import { contentItemsProjection } from './content-items.projection';

const stories = contentItemsProjection({
  name: 'success-stories',
  eventPrefix: 'SuccessStory',
  pluralEventPrefix: 'SuccessStories',
});
const items = `SELECT id, data, enabled, sort, version, deleted_at IS NOT NULL AS trashed, updated_by FROM content_items WHERE collection = 'success-stories' ORDER BY sort`;

describe('content items projection: a collection’s item events in, content_items rows out', () => {
  const test = projectionTest(stories);

  it('adds items at the end of the order, merges changes, trashes and restores them, and follows staff’s order', async () => {
    await test.given(
      'success-stories-s1',
      [{ type: 'SuccessStoryCreated', data: { id: 's1', fields: { title: 'Neuer Shop', enabled: true } } }],
      'chefin',
    );
    await test.given(
      'success-stories-s2',
      [{ type: 'SuccessStoryCreated', data: { id: 's2', fields: { title: 'Neue Website', enabled: false } } }],
      'anna',
    );
    expect(await test.rows(items)).toEqual([
      {
        id: 's1',
        data: { title: 'Neuer Shop', enabled: true },
        enabled: true,
        sort: 1,
        version: 1,
        trashed: false,
        updated_by: 'chefin',
      },
      {
        id: 's2',
        data: { title: 'Neue Website', enabled: false },
        enabled: false,
        sort: 2,
        version: 1,
        trashed: false,
        updated_by: 'anna',
      },
    ]);

    await test.given(
      'success-stories-s1',
      [
        { type: 'SuccessStoryChanged', data: { fields: { title: 'Neuer Onlineshop' } } },
        { type: 'SuccessStoryDeleted', data: {} },
      ],
      'anna',
    );
    expect(await test.rows(items)).toMatchObject([
      { id: 's1', data: { title: 'Neuer Onlineshop', enabled: true }, version: 3, trashed: true, updated_by: 'anna' },
      { id: 's2' },
    ]);
    await test.given('success-stories-s1', [
      { type: 'SuccessStoryRestoredFromTrash', data: {} },
      { type: 'SuccessStoryReverted', data: { toVersion: 1, fields: { title: 'Neuer Shop' } } },
    ]);
    expect(await test.rows(items)).toMatchObject([
      { id: 's1', data: { title: 'Neuer Shop' }, version: 5, trashed: false, updated_by: null },
      { id: 's2' },
    ]);

    await test.given('success-stories-order', [{ type: 'SuccessStoriesReordered', data: { ids: ['s2', 's1'] } }]);
    expect((await test.rows(items)).map((row) => [row.id, row.sort])).toEqual([
      ['s2', 1],
      ['s1', 2],
    ]);
  });

  it('rebuilds the same rows, leaving other collections’ rows alone', async () => {
    await test.rows(
      `INSERT INTO content_items (collection, id, data, sort, version, created_at, updated_at) VALUES ('testimonials', 't1', '{}', 1, 1, now(), now())`,
    );
    const rows = await test.rows('SELECT * FROM content_items ORDER BY collection, id');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM content_items ORDER BY collection, id')).toEqual(rows);
  });
});
