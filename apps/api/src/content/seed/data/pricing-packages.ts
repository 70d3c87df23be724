/**
 * Abo-Pakete der Preisseite (/preise).
 *
 * Vier Website-Abos mit 24 Monaten Laufzeit; Preis als Zahl in Euro pro Monat (netto zzgl. USt.),
 * kleinstes Paket 129 €. Genau ein Paket ist als „beliebteste Wahl“ markiert. Beispielinhalte.
 */
import type { PricingPackageFields } from '@agency/contracts';
import type { SeedItem } from './types';

const SEED_PRICING_PACKAGES: readonly SeedItem<PricingPackageFields>[] = [
  {
    id: 'abo-start',
    name: 'Start',
    price: 129,
    duration: '24 Monate',
    description:
      'Der günstige Einstieg: eine professionelle Website ohne hohe Anfangsinvestition – ideal für Selbstständige und kleine Betriebe.',
    features: [
      'Website mit bis zu 5 Seiten',
      'Responsives Design auf Basis einer Vorlage',
      'Hosting in Deutschland, Domain und SSL',
      'SEO-Grundoptimierung',
      'Sicherheits-Updates und tägliche Backups',
      '30 Minuten Änderungen pro Monat',
    ],
    notIncluded: ['Texterstellung', 'Individuelles Design', 'Online-Terminbuchung', 'Mehrsprachigkeit'],
    ctaText: 'Paket wählen',
    popular: false,
    enabled: true,
    sortOrder: 1,
    sample: true,
  },
  {
    id: 'abo-business',
    name: 'Business',
    price: 249,
    duration: '24 Monate',
    description:
      'Das Rundum-Paket für Handwerk, Gastronomie und Praxen: individuelles Design, gute Texte und laufende Pflege.',
    features: [
      'Website mit bis zu 10 Seiten',
      'Individuelles Design nach Ihrer Marke',
      'Hosting in Deutschland, Domain und SSL',
      'SEO-Texte für alle Hauptseiten',
      'Google-Unternehmensprofil-Optimierung',
      '60 Minuten Änderungen pro Monat',
      'Reaktionszeit 48 Stunden',
    ],
    notIncluded: ['Online-Shop', 'Mehrsprachigkeit', 'Social-Media-Betreuung'],
    ctaText: 'Paket wählen',
    popular: true,
    enabled: true,
    sortOrder: 2,
    sample: true,
  },
  {
    id: 'abo-premium',
    name: 'Premium',
    price: 449,
    duration: '24 Monate',
    description:
      'Für Unternehmen, die online wachsen wollen: mehr Inhalte, laufende SEO-Arbeit und ein Redaktionssystem zur Selbstpflege.',
    features: [
      'Website mit bis zu 20 Seiten',
      'Individuelles Premium-Design',
      'Redaktionssystem (CMS) inklusive',
      'Ein neuer SEO-Text pro Monat',
      'Einwilligungsbasiertes Analytics-Setup',
      '120 Minuten Änderungen pro Monat',
      'Reaktionszeit 24 Stunden',
    ],
    notIncluded: ['Online-Shop', 'Werbebudget für Anzeigen'],
    ctaText: 'Paket wählen',
    popular: false,
    enabled: true,
    sortOrder: 3,
    sample: true,
  },
  {
    id: 'abo-wachstum',
    name: 'Wachstum',
    price: 799,
    duration: '24 Monate',
    description:
      'Website, Sichtbarkeit und Social Media aus einer Hand – für Betriebe, die planbar mehr Anfragen gewinnen möchten.',
    features: [
      'Alle Leistungen aus Premium',
      'Mehrsprachigkeit (eine weitere Sprache)',
      '4 Social-Media-Beiträge pro Monat für einen Kanal',
      'Quartalsweiser SEO- und Performance-Check',
      'Monatliches Reporting und Strategiegespräch',
      'Persönlicher Projektmanager',
    ],
    notIncluded: ['Google Ads Management', 'Werbebudget für Anzeigen', 'Foto- und Videoproduktion vor Ort'],
    ctaText: 'Paket wählen',
    popular: false,
    enabled: true,
    sortOrder: 4,
    sample: true,
  },
];

// The collection's built-in items, found by its kind's name (seed-content.ts).
export default SEED_PRICING_PACKAGES;
