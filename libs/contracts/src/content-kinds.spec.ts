import { CONTENT_KINDS, isCollectionKind, PUBLISHING_PERMISSIONS } from './content-kinds';
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

  it('give every collection its public read under /api/public/<name>', () => {
    for (const kind of CONTENT_KINDS.filter(isCollectionKind)) expect(kind.publicPath).toBe(`api/public/${kind.name}`);
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
    ]);
  });

  it('hold the documents saved straight away apart from the published ones', () => {
    expect(CONTENT_KINDS.filter((kind) => !kind.publishable).map((kind) => kind.name)).toEqual([
      'email-template',
      'system-settings-mysql',
      'system-settings-smtp',
    ]);
  });
});
