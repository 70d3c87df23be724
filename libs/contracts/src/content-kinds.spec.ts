import { CONTENT_KINDS, isCollectionKind, PUBLISHING_PERMISSIONS, type CollectionKind } from './content-kinds';
import { isSitePagePath } from './publishing';

describe('content kinds', () => {
  it('spell each kind once: names, and the event prefixes that name their streams’ events, are unique', () => {
    const names = CONTENT_KINDS.map((kind) => kind.name);
    expect(new Set(names).size).toBe(names.length);
    const prefixes = CONTENT_KINDS.flatMap((kind) =>
      isCollectionKind(kind) ? [kind.eventPrefix, kind.pluralEventPrefix] : [kind.eventPrefix],
    );
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('give every collection the site shows its public read under /api/public/<name>, and none to goals and funnels', () => {
    const statisticsOnly = ['goals', 'funnels'];
    const collections = CONTENT_KINDS.filter(isCollectionKind);
    for (const kind of collections.filter((k) => !statisticsOnly.includes(k.name)))
      expect(kind.publicPath).toBe(`api/public/${kind.name}`);
    for (const name of statisticsOnly) expect(collections.find((k) => k.name === name)?.publicPath).toBeUndefined();
  });

  it('open a preview of a publishable kind on a page of the site', () => {
    for (const kind of CONTENT_KINDS.filter((k) => k.publishable && k.previewPath))
      expect(isSitePagePath(kind.previewPath as string)).toBe(true);
  });

  it('derive the permissions of the ‘Geplant’ overview from the publishable kinds, in the user form’s order', () => {
    expect(PUBLISHING_PERMISSIONS).toEqual([
      'website',
      'testimonials',
      'success_stories',
      'portfolio',
      'pricing',
      'legal',
      'faq',
      'services',
      'images',
      'goals',
    ]);
  });

  it('hold what is saved straight away (documents, the picture library) apart from the published ones', () => {
    expect(CONTENT_KINDS.filter((kind) => !kind.publishable).map((kind) => kind.name)).toEqual([
      'email-template',
      'system-settings-mysql',
      'system-settings-smtp',
      'media',
    ]);
  });

  it('give each collection’s card and delete question fields of its own form, each field once', () => {
    for (const kind of CONTENT_KINDS.filter(isCollectionKind)) {
      const screen = kind.screen;
      if (!screen) continue;
      const paths = screen.fields.map((field) => field.path);
      expect([kind.name, new Set(paths).size]).toEqual([kind.name, paths.length]);
      const { card } = screen;
      const named = [
        card.title,
        ...(card.subtitle ?? []).map((part) => (typeof part === 'string' ? part : part.path)),
        ...(card.text ? [card.text] : []),
        ...(card.image ? [card.image] : []),
        ...(card.badges ?? []).map((badge) => (typeof badge === 'string' ? badge : badge.when)),
        ...(card.extra ? [card.extra] : []),
        ...(card.highlight ? [card.highlight] : []),
        ...[...screen.deleteQuestion.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1]),
      ];
      expect([kind.name, named.filter((path) => !paths.includes(path))]).toEqual([kind.name, []]);
    }
  });

  it('give each back-office tab of a collection its own slug and place; kinds of one slug share the tab', () => {
    const owners = new Map<string, NonNullable<CollectionKind['screen']>['tab']>();
    for (const kind of CONTENT_KINDS.filter(isCollectionKind)) {
      const tab = kind.screen?.tab;
      if (tab && !owners.has(tab.slug)) owners.set(tab.slug, tab);
    }
    expect([...owners.values()].map(({ slug, label, position }) => [slug, label, position])).toEqual([
      ['erfolgsgeschichten', 'Erfolgsgeschichten', 5],
      ['bewertungen', 'Bewertungen', 4],
      ['portfolio', 'Portfolio', 6],
      ['preise', 'Preise', 7],
      ['weiterleitungen', 'Weiterleitungen', 15],
      ['ziele', 'Ziele', undefined],
    ]);
  });
});
