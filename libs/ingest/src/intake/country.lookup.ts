import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { Reader } from 'mmdb-lib';

/** Maps an address to an ISO country code, or 'unknown'. The address itself goes no further. */
export type CountryLookup = (ip: string) => string;

export const unknownCountry: CountryLookup = () => 'unknown';

/** The records of this database: { country_code: 'DE' }. */
type CountryRecord = { country_code?: string } & Record<string, unknown>;

/**
 * Country from the offline database of @ip-location-db (geo-whois-asn-country, CC0, IPv4 and IPv6,
 * ~8 MB, loaded once into memory; a lookup takes a few microseconds). Updating the package updates it.
 */
export function offlineCountryLookup(): CountryLookup {
  const require = createRequire(__filename);
  const file = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');
  const reader = new Reader<never>(readFileSync(file));
  return (ip: string) => {
    // IPv4 clients arrive as ::ffff:a.b.c.d on dual-stack sockets.
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    if (!isIP(address)) return 'unknown';
    try {
      return (reader.get(address) as CountryRecord | null)?.country_code ?? 'unknown';
    } catch {
      return 'unknown';
    }
  };
}
