import {
  CONTENT_KINDS,
  isCollectionKind,
  isDocumentKind,
  funnelsKind,
  goalsKind,
  mediaKind,
  redirectsKind,
  successStoriesKind,
} from '@agency/contracts';
import successStories from './data/success-stories';
import { builtInCollections, builtInItems, seedCollections, seedDocuments } from './seed-content';

describe('built-in content of the collections', () => {
  it('is found by each kind’s name, every item valid for its kind and marked sample; redirects and pictures come with none', () => {
    const none = [redirectsKind.name, mediaKind.name];
    const collections = CONTENT_KINDS.filter(isCollectionKind).filter((kind) => !none.includes(kind.name));
    expect(Object.keys(seedCollections)).toEqual(collections.map((kind) => kind.name));
    for (const name of none) expect(builtInItems(name)).toBeUndefined();
    for (const kind of collections) {
      const items = seedCollections[kind.name];
      expect([kind.name, items.length > 0]).toEqual([kind.name, true]);
      for (const { id, ...item } of items) {
        expect([kind.name, id, kind.schema.safeParse(item).success, item.sample]).toEqual([kind.name, id, true, true]);
        expect(item).not.toHaveProperty('sortOrder');
      }
    }
  });

  it('holds the offer funnel: a page view, then goals of the events the offer dialog sends, by their names', () => {
    const goals = seedCollections[goalsKind.name];
    expect(
      goals.map(({ name, type, event_type, event_label, enabled }) => [name, type, event_type, event_label, enabled]),
    ).toEqual([
      ['Angebotsdialog geöffnet', 'event', 'solution_modal', 'offer-request', true],
      ['Angebotsformular begonnen', 'event', 'form_start', 'offer-request', true],
      ['Angebotsanfrage gesendet', 'event', 'form_submit', 'offer-request', true],
    ]);
    expect(seedCollections[funnelsKind.name]).toEqual([
      {
        id: 'funnel-offer-request',
        name: 'Seitenaufruf bis Anfrage',
        steps: ['/*', ...goals.map((goal) => goal.name)],
        enabled: true,
        sample: true,
      },
    ]);
  });

  it('comes in the staff order of its data file, without the order field', () => {
    const staffOrder = [...successStories].sort((a, b) => a.sortOrder - b.sortOrder).map((item) => item.id);
    expect(builtInItems(successStoriesKind.name)?.map((item) => item.id)).toEqual(staffOrder);
  });

  it('is none for a collection without a data file of its name', () => {
    expect(builtInItems('workshops')).toBeUndefined();
    expect(builtInCollections([{ ...successStoriesKind, name: 'workshops' }])).toEqual({});
  });
});

describe('built-in documents', () => {
  it('are found by each kind’s name, every one valid for its kind; the system settings come with none', () => {
    const kinds = CONTENT_KINDS.filter(isDocumentKind);
    const shipped = kinds.filter((kind) => !kind.name.startsWith('system-settings-'));
    expect(Object.keys(seedDocuments).sort()).toEqual(shipped.map((kind) => kind.name).sort());
    for (const kind of shipped) {
      const documents =
        kind.cardinality === 'keyed'
          ? Object.entries(seedDocuments[kind.name] as Record<string, unknown>)
          : [['', seedDocuments[kind.name]] as const];
      for (const [key, document] of documents) {
        const schema = kind.schemaForKey?.(key) ?? kind.schema;
        expect([kind.name, key, schema.safeParse(document).success]).toEqual([kind.name, key, true]);
      }
    }
  });
});
