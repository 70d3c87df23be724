/**
 * Site-wide facts used by the layout and the page metadata. The spec names no brand, so the brand lives
 * here once; the contact fallbacks are shown until the website settings say otherwise.
 */
export const SITE = {
  brand: 'Nordwerk Digital',
  defaultTitle: 'Premium Webentwicklung aus dem Norden',
  defaultDescription:
    'Webentwicklung, SEO & Analytics und Social Media aus Norddeutschland: über 200 Projekte, 98% Kundenzufriedenheit, Antwort innerhalb von 24 Stunden.',
  defaultKeywords: 'Webentwicklung, Webdesign, SEO, Social Media Marketing, Google Ads, Agentur Norddeutschland',
  /** Used for canonical addresses when the request does not tell the origin. */
  origin: 'https://www.nordwerk-digital.de',
  locale: 'de_DE',
  geoRegion: 'DE-HH',
  author: 'Nordwerk Digital',
  image: '/favicon.svg',
} as const;

export const CONTACT_FALLBACK = {
  email: 'info@nordwerk-digital.de',
  phone: '+49 4561 123456',
  address: 'Am Hafen 1, 23730 Neustadt in Holstein',
} as const;
