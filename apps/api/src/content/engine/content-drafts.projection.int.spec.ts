import { projectionTest } from '../../testing/projection-test';
import { collectionDraftsProjection, documentDraftsProjection } from './content-drafts.projection';

const drafts = `SELECT stream_id, item_id, data, version, updated_by, deleted_at IS NOT NULL AS trashed FROM content_drafts ORDER BY stream_id`;

describe('content drafts projection (collection): an item’s events in, its content_drafts row out', () => {
  const test = projectionTest(collectionDraftsProjection({ name: 'success-stories', eventPrefix: 'SuccessStory' }));

  it('keeps a new item’s draft until it is published, following the live switches meanwhile', async () => {
    await test.given(
      'success-stories-s1',
      [{ type: 'SuccessStoryDraftSaved', data: { id: 's1', fields: { title: 'Entwurf', enabled: true } } }],
      'anna',
    );
    expect(await test.rows(drafts)).toEqual([
      {
        stream_id: 'success-stories-s1',
        item_id: 's1',
        data: { title: 'Entwurf', enabled: true },
        version: 1,
        updated_by: 'anna',
        trashed: false,
      },
    ]);

    await test.given('success-stories-s1', [{ type: 'SuccessStoryTakenOffline', data: {} }], 'chefin');
    expect(await test.rows(drafts)).toMatchObject([
      { data: { title: 'Entwurf', enabled: false }, version: 2, updated_by: 'anna' },
    ]);
    await test.given(
      'success-stories-s1',
      [{ type: 'SuccessStoryPublished', data: { fields: { title: 'Entwurf', enabled: false } } }],
      'chefin',
    );
    expect(await test.rows(drafts)).toMatchObject([{ data: null, version: 3, updated_by: 'anna' }]);
  });

  it('merges live changes into a pending draft only, and drops a discarded draft', async () => {
    await test.given(
      'success-stories-s2',
      [
        { type: 'SuccessStoryCreated', data: { id: 's2', fields: { title: 'Live', enabled: true } } },
        { type: 'SuccessStoryChanged', data: { fields: { enabled: false } } },
      ],
      'chefin',
    );
    const s2 = `SELECT data, version, updated_by FROM content_drafts WHERE stream_id = 'success-stories-s2'`;
    expect(await test.rows(s2)).toEqual([{ data: null, version: 2, updated_by: 'chefin' }]);

    await test.given(
      'success-stories-s2',
      [{ type: 'SuccessStoryDraftSaved', data: { fields: { title: 'Neu', enabled: false } } }],
      'anna',
    );
    await test.given(
      'success-stories-s2',
      [
        { type: 'SuccessStoryChanged', data: { fields: { enabled: true } } },
        { type: 'SuccessStoryReverted', data: { toVersion: 1, fields: { title: 'Live' } } },
      ],
      'chefin',
    );
    expect(await test.rows(s2)).toEqual([{ data: { title: 'Live', enabled: true }, version: 5, updated_by: 'anna' }]);

    await test.given('success-stories-s2', [{ type: 'SuccessStoryDraftDiscarded', data: {} }], 'anna');
    expect(await test.rows(s2)).toEqual([{ data: null, version: 6, updated_by: 'anna' }]);
  });

  it('trashes and restores the row with its item, and ignores the order stream', async () => {
    await test.given('success-stories-s1', [{ type: 'SuccessStoryDeleted', data: {} }]);
    expect((await test.rows(drafts)).map((row) => [row.stream_id, row.trashed])).toEqual([
      ['success-stories-s1', true],
      ['success-stories-s2', false],
    ]);
    await test.given('success-stories-s1', [{ type: 'SuccessStoryRestoredFromTrash', data: {} }]);
    expect((await test.rows(drafts)).map((row) => row.trashed)).toEqual([false, false]);
    await test.given('success-stories-order', [{ type: 'SuccessStoriesReordered', data: { ids: ['s2', 's1'] } }]);
    expect(await test.rows(drafts)).toHaveLength(2);
  });

  it('rebuilds the same rows, leaving other contents’ drafts alone', async () => {
    await test.rows(
      `INSERT INTO content_drafts (stream_id, content, data, version, updated_at) VALUES ('faqs', 'faqs', '[]', 1, now())`,
    );
    const rows = await test.rows('SELECT * FROM content_drafts ORDER BY stream_id');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM content_drafts ORDER BY stream_id')).toEqual(rows);
  });
});

describe('content drafts projection (document): a document’s events in, its content_drafts row out', () => {
  const test = projectionTest(documentDraftsProjection({ name: 'faqs', eventPrefix: 'FaqCatalog' }));

  it('keeps the saved draft until it is discarded, published, or the document is saved or reverted', async () => {
    const draft = { type: 'FaqCatalogDraftSaved', data: { document: [{ id: 'c1', questions: [] }] } };
    await test.given('faqs', [draft], 'anna');
    expect(await test.rows(drafts)).toEqual([
      {
        stream_id: 'faqs',
        item_id: null,
        data: [{ id: 'c1', questions: [] }],
        version: 1,
        updated_by: 'anna',
        trashed: false,
      },
    ]);
    for (const [type, data] of [
      ['FaqCatalogDraftDiscarded', {}],
      ['FaqCatalogPublished', { document: [{ id: 'c1', questions: [] }] }],
      ['FaqCatalogSaved', { document: [] }],
      ['FaqCatalogReverted', { toVersion: 1, document: [] }],
    ] as const) {
      await test.given('faqs', [{ type, data }, draft], 'anna');
      expect(await test.rows(drafts)).toMatchObject([{ data: [{ id: 'c1', questions: [] }] }]);
      await test.given('faqs', [{ type, data }], 'chefin');
      expect(await test.rows(drafts)).toMatchObject([{ data: null, updated_by: 'anna' }]);
    }
    expect(await test.rows('SELECT version FROM content_drafts')).toEqual([{ version: 13 }]);
  });

  it('ignores another document’s streams, and rebuilds the same rows', async () => {
    await test.given('faqs-archive', [{ type: 'FaqCatalogDraftSaved', data: { document: [] } }]);
    const rows = await test.rows('SELECT * FROM content_drafts ORDER BY stream_id');
    expect(rows.map((row) => row.stream_id)).toEqual(['faqs']);
    await test.rebuild();
    expect(await test.rows('SELECT * FROM content_drafts ORDER BY stream_id')).toEqual(rows);
  });
});
