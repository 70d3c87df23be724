import { classifyTrafficSource, describeReferrer, referrerOriginAndPath } from './traffic-source';

describe('classifyTrafficSource', () => {
  it.each([
    ['/', '', 'direct'],
    ['/', 'not a url', 'direct'],
    ['/preise?utm_source=newsletter&utm_campaign=herbst', 'https://www.google.de/', 'campaign'],
    ['/', 'https://www.google.de/search?q=agentur', 'search'],
    ['/', 'https://duckduckgo.com/', 'search'],
    ['/', 'https://www.bing.com/', 'search'],
    ['/', 'https://www.linkedin.com/feed/', 'social'],
    ['/', 'https://t.co/abc', 'social'],
    ['/', 'https://m.facebook.com/', 'social'],
    ['/', 'https://www.xing.com/', 'social'],
    ['/', 'https://www.hamburg.de/branchen', 'referral'],
    ['/kontakt', 'https://agentur.example/preise', 'internal'],
  ])('%s from %s is %s', (path, referrer, source) => {
    expect(classifyTrafficSource(path, describeReferrer(referrer), 'agentur.example:443')).toBe(source);
  });

  it('tells the site itself by the Host header of each call, whichever host it was before', () => {
    const referrer = describeReferrer('https://agentur.example/preise');
    expect(classifyTrafficSource('/', referrer, 'agentur.example')).toBe('internal');
    expect(classifyTrafficSource('/', referrer, 'andere.example:8080')).toBe('referral');
    expect(classifyTrafficSource('/', referrer, 'AGENTUR.example:443')).toBe('internal');
    expect(classifyTrafficSource('/', referrer, undefined)).toBe('referral');
  });
});

describe('referrerOriginAndPath (what is stored of a referrer)', () => {
  it.each([
    ['https://www.google.de/search?q=max%40mustermann.de&hl=de', 'https://www.google.de/search'],
    ['https://mail.example/inbox#token=abc', 'https://mail.example/inbox'],
    ['https://nutzer:geheim@intranet.example/seite?x=1', 'https://intranet.example/seite'],
    ['https://t.co/abc?amp=1', 'https://t.co/abc'],
    ['https://www.linkedin.com', 'https://www.linkedin.com'],
    ['https://example.org?email=a@b.de', 'https://example.org'],
    ['android-app://com.google.android.gm/', 'android-app://com.google.android.gm/'],
    ['  https://www.bing.com/  ', 'https://www.bing.com/'],
    ['', ''],
    ['not a url?email=a@b.de', ''],
    ['max@mustermann.de', ''],
  ])('%s → %s', (raw, stored) => {
    expect(referrerOriginAndPath(raw)).toBe(stored);
  });

  it.each([
    ['https://www.google.de/search?q=agentur+hamburg', 'search'],
    ['https://www.linkedin.com/feed/?trk=x', 'social'],
    ['https://www.hamburg.de/branchen?kontakt=a@b.de', 'referral'],
    ['https://agentur.example/preise?paket=2', 'internal'],
    ['https://user:pw@www.ecosia.org/search?q=x', 'search'],
  ])('the source of %s is classified from what is stored: %s', (raw, source) => {
    const referrer = describeReferrer(raw);
    expect(referrer.stored).toBe(referrerOriginAndPath(raw));
    expect(classifyTrafficSource('/', referrer, 'agentur.example')).toBe(source);
    // Asked again, the same answer (from the cache).
    expect(describeReferrer(raw)).toEqual(referrer);
  });
});
