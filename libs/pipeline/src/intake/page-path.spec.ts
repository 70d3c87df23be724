import { normalizePagePath, PAGE_PATH_MAX_LENGTH } from './page-path';

describe('normalizePagePath', () => {
  it.each([
    ['/', '/'],
    ['/preise', '/preise'],
    ['/Preise/', '/preise'],
    ['/PREISE///', '/preise'],
    ['//leistungen//webdesign/', '/leistungen/webdesign'],
    ['/kontakt?email=a@b.de', '/kontakt'],
    ['/faq#frage-3', '/faq'],
    ['/Preise/?utm_source=x#top', '/preise'],
    ['/?q=1', '/'],
    ['/#top', '/'],
    ['///', '/'],
    ['', '/'],
    ['?x=1', '/'],
    ['/Über-Uns', '/über-uns'],
    ['/%C3%BCber', '/%c3%bcber'],
    ['/leistungen/webentwicklung', '/leistungen/webentwicklung'],
    [' /preise ', '/preise'],
    ['/a b', '/a b'],
    ['/preise/x/', '/preise/x'],
  ])('%j → %j', (raw, normalized) => {
    expect(normalizePagePath(raw)).toBe(normalized);
  });

  it(`caps a long path at ${PAGE_PATH_MAX_LENGTH} characters, without a trailing slash at the cut`, () => {
    const long = `/${'a'.repeat(1_500)}`;
    expect(normalizePagePath(long)).toBe(`/${'a'.repeat(PAGE_PATH_MAX_LENGTH - 1)}`);
    const slashAtCut = `/${'b'.repeat(PAGE_PATH_MAX_LENGTH - 2)}/rest`;
    expect(normalizePagePath(slashAtCut)).toBe(`/${'b'.repeat(PAGE_PATH_MAX_LENGTH - 2)}`);
  });

  it('gives one form whatever the spelling: applying it again changes nothing', () => {
    for (const raw of ['/A/b/', `/${'x/'.repeat(300)}`, '/Preise?x', '//', `/${'c'.repeat(PAGE_PATH_MAX_LENGTH)}`]) {
      const once = normalizePagePath(raw);
      expect(normalizePagePath(once)).toBe(once);
      expect(once.length).toBeLessThanOrEqual(PAGE_PATH_MAX_LENGTH);
      expect(once.startsWith('/')).toBe(true);
    }
  });
});
