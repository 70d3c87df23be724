/**
 * Kundenmeinungen auf der Preisseite.
 *
 * Vier Stimmen; `package` verweist auf den Namen eines Abo-Pakets aus pricing-packages.ts.
 * Namen und Firmen sind frei erfunden (Beispielinhalte).
 */
import type { PricingTestimonialFields } from '@agency/contracts';
import type { SeedItem } from './types';

const SEED_PRICING_TESTIMONIALS: readonly SeedItem<PricingTestimonialFields>[] = [
  {
    id: 'pricing-testimonial-1',
    name: 'Jens Carstensen',
    company: 'Carstensen Elektrotechnik, Neustadt in Holstein',
    text: 'Statt mehrerer tausend Euro auf einmal zahlen wir einen festen Monatsbetrag – und haben trotzdem eine Website, die sich sehen lassen kann. Änderungen sind meist am selben Tag erledigt.',
    package: 'Business',
    rating: 5,
    enabled: true,
    sortOrder: 1,
    sample: true,
  },
  {
    id: 'pricing-testimonial-2',
    name: 'Dr. Maren Lüders',
    company: 'Physiotherapie am Markt, Eutin',
    text: 'Mit dem Premium-Paket pflegen wir Öffnungszeiten und Kursangebote selbst. Die monatlichen SEO-Texte haben uns spürbar mehr Neupatienten gebracht.',
    package: 'Premium',
    rating: 5,
    enabled: true,
    sortOrder: 2,
    sample: true,
  },
  {
    id: 'pricing-testimonial-3',
    name: 'Ole Brodersen',
    company: 'Brodersen Garten- und Landschaftsbau, Plön',
    text: 'Für einen kleinen Betrieb wie unseren ist das Start-Paket genau richtig. Klare Kosten, keine Überraschungen und ein Ansprechpartner, der zurückruft.',
    package: 'Start',
    rating: 4,
    enabled: true,
    sortOrder: 3,
    sample: true,
  },
  {
    id: 'pricing-testimonial-4',
    name: 'Sandra Wiechmann',
    company: 'Hotel Dünenblick, Grömitz',
    text: 'Website auf Deutsch und Dänisch, dazu regelmäßige Instagram-Beiträge – seitdem kommen deutlich mehr Direktbuchungen über unsere eigene Website statt über Portale.',
    package: 'Wachstum',
    rating: 5,
    enabled: true,
    sortOrder: 4,
    sample: true,
  },
];

// The collection's built-in items, found by its kind's name (seed-content.ts).
export default SEED_PRICING_TESTIMONIALS;
