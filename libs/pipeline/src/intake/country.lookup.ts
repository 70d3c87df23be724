import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'mmdb-lib';
import { BoundedCache } from '@agency/observability';

/** Maps an address to an ISO country code, or 'unknown'. The address itself goes no further. */
export type CountryLookup = (ip: string) => string;

export const unknownCountry: CountryLookup = () => 'unknown';

/** The records of this database: { country_code: 'DE' }. */
type CountryRecord = { country_code?: string } & Record<string, unknown>;

/**
 * Country from the offline database of @ip-location-db (geo-whois-asn-country, CC0, IPv4 and IPv6,
 * ~8 MB, loaded once into memory; a lookup takes a few microseconds). Updating the package updates it.
 * A visitor sends several calls (page views, time updates, events) from one address, so the answers of
 * the last `maxEntries` addresses are kept: a hit costs a tenth of a lookup, which took 6.5 % of the
 * intake's CPU under bench:ingest (profiled). Bounded: the addresses are the clients' choice.
 */
export function offlineCountryLookup(maxEntries = 20_000): CountryLookup {
  const require = createRequire(__filename);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  const reader = new Reader<never>(readFileSync(file));
  // The longest textual IPv6 address (with an IPv4 tail and the ::ffff: prefix) is under 64 characters.
  const known = new BoundedCache<string, string>({ name: 'country_lookups', maxEntries, maxKeyLength: 64 });
  const lookup = (ip: string): string => {
    // IPv4 clients arrive as ::ffff:a.b.c.d on dual-stack sockets.
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    if (!isIP(address)) return 'unknown';
    try {
      return (reader.get(address) as CountryRecord | null)?.country_code ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
  return (ip: string) => {
    let country = known.get(ip);
    if (country === undefined) {
      country = lookup(ip);
      known.set(ip, country);
    }
    return country;
  };
}
