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
