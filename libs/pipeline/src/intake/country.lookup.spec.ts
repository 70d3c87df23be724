import { offlineCountryLookup } from './country.lookup';

describe('offlineCountryLookup (offline IP database)', () => {
  const lookup = offlineCountryLookup();

  it.each([
    ['85.214.132.117', 'DE'],
    ['::ffff:85.214.132.117', 'DE'],
    ['8.8.8.8', 'US'],
    ['2a00:1450:4001:80b::200e', 'IE'],
  ])('places %s in %s', (ip, country) => {
    expect(lookup(ip)).toBe(country);
  });

  it.each(['127.0.0.1', '10.0.0.1', '', 'kein-ip'])('answers unknown for %j', (ip) => {
    expect(lookup(ip)).toBe('unknown');
  });
});

describe('offlineCountryLookup (its cache of answers)', () => {
  it('answers a repeated address as the first time, and holds at most maxEntries addresses', () => {
    const lookup = offlineCountryLookup(3);
    expect([lookup('85.214.132.117'), lookup('85.214.132.117')]).toEqual(['DE', 'DE']);
    for (let i = 0; i < 1_000; i += 1) lookup(`10.0.${i >> 8}.${i & 255}`);
    // The first address was pushed out by a thousand others and is looked up again, with the same answer.
    expect(lookup('85.214.132.117')).toBe('DE');
    expect(lookup('8.8.8.8')).toBe('US');
  });
});
