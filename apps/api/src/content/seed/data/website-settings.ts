/**
 * Website-Einstellungen (auch für den Fußbereich der Seiten).
 *
 * Kontaktdaten identisch mit CONTACT_FALLBACK in apps/web/src/config/site.ts (dort ebenfalls
 * Platzhalter). Zwei Netzwerke sind aktiv (Instagram, LinkedIn); deren URLs sind Platzhalter.
 */
import type { WebsiteSettings } from '@agency/contracts';
import type { Seed } from './types';

export const SEED_WEBSITE_SETTINGS: Seed<WebsiteSettings> = {
  social_media: {
    facebook: { enabled: false, url: '' },
    instagram: { enabled: true, url: 'https://www.instagram.com/nordwerk.digital' },
    linkedin: { enabled: true, url: 'https://www.linkedin.com/company/nordwerk-digital' },
    twitter: { enabled: false, url: '' },
    youtube: { enabled: false, url: '' },
    github: { enabled: false, url: '' },
  },
  contact_info: {
    email: 'info@nordwerk-digital.de',
    phone: '+49 4561 123456',
    address: 'Am Hafen 1, 23730 Neustadt in Holstein',
  },
  company_info: {
    name: 'Nordwerk Digital',
    slogan: 'Premium Webentwicklung aus dem Norden',
    founded: '2025',
  },
  sample: true,
};

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_WEBSITE_SETTINGS;
