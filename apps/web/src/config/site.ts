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

/** Fixed contact constants of the contact page. */
export const COMPANY_CONTACT = {
  street: 'Am Hafen 1',
  city: '23730 Neustadt in Holstein',
  country: 'Deutschland',
  phone: '+49 4561 123456',
  email: 'info@nordwerk-digital.de',
  website: 'www.nordwerk-digital.de',
  openingHours: [
    { days: 'Montag – Freitag', hours: '9:00 – 18:00 Uhr' },
    { days: 'Wochenende', hours: 'nach Vereinbarung' },
  ],
} as const;

/** Stock pictures used when the image map has no entry for a slot (docs/product/public-pages.md 'Pictures'). */
export const DEFAULT_IMAGES: Record<string, string> = {
  logo: '/images/logo.svg',
  hero: '/images/hero/startseite.jpg',
  services_section: '/images/sections/leistungen.jpg',
  success_stories_cta: '/images/sections/erfolgsgeschichten-cta.jpg',
  pricing_hero: '/images/hero/preise.jpg',
  portfolio_hero: '/images/hero/portfolio.jpg',
  portfolio_cta: '/images/sections/portfolio-cta.jpg',
  services_hero: '/images/hero/leistungen.jpg',
  contact_hero: '/images/hero/kontakt.jpg',
  faq_hero: '/images/hero/faq.jpg',
};
