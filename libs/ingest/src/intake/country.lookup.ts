/** Maps an address to a country code. The seam for an offline IP database; until then every visitor is 'unknown'. */
export type CountryLookup = (ip: string) => string;

export const unknownCountry: CountryLookup = () => 'unknown';
