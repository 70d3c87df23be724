import { projectionTest } from '../../testing/projection-test';
import { contentDocumentsProjection } from './content-documents.projection';

const faq = contentDocumentsProjection({ name: 'faqs', eventPrefix: 'FaqCatalog' });
const templates = contentDocumentsProjection({
  name: 'email-template',
  eventPrefix: 'EmailTemplate',
  cardinality: 'keyed',
});
const switches = contentDocumentsProjection({
  name: 'switches',
  eventPrefix: 'Switches',
  legacy: {
    streamId: 'setting-switches',
    upcasters: {
      SwitchesChanged: ({ config }: { config: unknown }) => ({ type: 'SwitchesSaved', data: { document: config } }),
    },
  },
});
const documents = 'SELECT key, data, version, updated_by FROM content_documents ORDER BY key';

describe('content documents projection: a document’s saves and restores in, its content_documents row out', () => {
  const test = projectionTest(faq);

  it('keeps the latest version of the whole document under its stream id', async () => {
    await test.given(
      'faqs',
      [{ type: 'FaqCatalogSaved', data: { document: [{ id: 'c1', questions: [] }] } }],
      'chefin',
    );
    await test.given(
      'faqs',
      [{ type: 'FaqCatalogSaved', data: { document: [{ id: 'c1', questions: [{ id: 'q1' }] }] } }],
      'anna',
    );
    expect(await test.rows(documents)).toEqual([
      { key: 'faqs', data: [{ id: 'c1', questions: [{ id: 'q1' }] }], version: 2, updated_by: 'anna' },
    ]);
    await test.given('faqs', [
      { type: 'FaqCatalogReverted', data: { toVersion: 1, document: [{ id: 'c1', questions: [] }] } },
    ]);
    expect(await test.rows(documents)).toEqual([
      { key: 'faqs', data: [{ id: 'c1', questions: [] }], version: 3, updated_by: null },
    ]);
  });

  it('rebuilds the same row, leaving other documents’ rows alone', async () => {
    await test.rows(
      `INSERT INTO content_documents (key, data, version, updated_at) VALUES ('faqs-extra', '{}', 1, now()), ('services', '[]', 1, now())`,
    );
    const rows = await test.rows('SELECT * FROM content_documents ORDER BY key');
    await test.rebuild();
    expect(await test.rows('SELECT * FROM content_documents ORDER BY key')).toEqual(rows);
  });
});

describe('content documents projection: keyed kinds and documents with events of an earlier shape', () => {
  const keyed = projectionTest(templates);
  const legacy = projectionTest(switches);

  it('keeps one row per key of a keyed kind, and rebuilds only its own keys', async () => {
    await keyed.given('email-template-confirmation', [
      { type: 'EmailTemplateSaved', data: { document: { subject: 'Danke' } } },
    ]);
    await keyed.given('email-template-notification', [
      { type: 'EmailTemplateSaved', data: { document: { subject: 'Neu' } } },
    ]);
    await keyed.rows(
      `INSERT INTO content_documents (key, data, version, updated_at) VALUES ('email-settings', '{}', 1, now())`,
    );
    const rows = await keyed.rows(documents);
    expect(rows.map((row) => row.key)).toEqual([
      'email-settings',
      'email-template-confirmation',
      'email-template-notification',
    ]);
    await keyed.rebuild();
    expect(await keyed.rows(documents)).toEqual(rows);
  });

  it('reads events written before the document joined the machinery as today’s, in the stream they were written to', async () => {
    await legacy.given(
      'setting-switches',
      [{ type: 'SwitchesChanged', data: { config: { enabled: false } } }],
      'chefin',
    );
    await legacy.given('setting-switches', [{ type: 'SwitchesSaved', data: { document: { enabled: true } } }], 'anna');
    await legacy.given(
      'setting-switches',
      [{ type: 'SwitchesChanged', data: { config: { enabled: false } } }],
      'chefin',
    );
    const rows = await legacy.rows(documents);
    expect(rows).toEqual([{ key: 'setting-switches', data: { enabled: false }, version: 3, updated_by: 'chefin' }]);
    await legacy.rebuild();
    expect(await legacy.rows(documents)).toEqual(rows);
  });
});
