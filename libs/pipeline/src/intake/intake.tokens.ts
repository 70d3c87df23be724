/** Injection token of the CountryLookup; IntakeModule.forRoot({ countryLookup }) replaces the default. */
export const COUNTRY_LOOKUP = Symbol('COUNTRY_LOOKUP');
