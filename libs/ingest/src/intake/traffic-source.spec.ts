import { classifyTrafficSource } from './traffic-source';

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
    expect(classifyTrafficSource(path, referrer, 'agentur.example:443')).toBe(source);
  });
});
