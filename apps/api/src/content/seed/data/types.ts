/**
 * Gemeinsame Typ-Bausteine der eingebauten Seed-Inhalte (Beispielinhalte).
 *
 * Nur Typen, keine Laufzeitwerte. Jede Datendatei in diesem Ordner beschreibt ihre eigene Form in einem
 * lokalen Interface und importiert von hier ausschließlich per `import type`.
 */

/** Markiert einen Datensatz als mitgelieferten Beispielinhalt, den das Team noch anpassen soll. */
export interface SeedSampleFlag {
  sample: true;
}

/** Icon-Namen, die die öffentliche Leistungsseite kennt (public-site §3, Service). */
export type ServiceIconName =
  | 'Code'
  | 'ShoppingCart'
  | 'Monitor'
  | 'Users'
  | 'TrendingUp'
  | 'Server'
  | 'Smartphone'
  | 'Palette'
  | 'Mail'
  | 'HelpCircle'
  | 'Award'
  | 'Calendar'
  | 'DollarSign'
  | 'FileText'
  | 'Shield'
  | 'Search'
  | 'Settings'
  | 'Globe'
  | 'Layout'
  | 'Image'
  | 'BarChart';

/** Icon-Namen der FAQ-Kategorien (public-site §3 / back-office §3, FAQ category). */
export type FaqIconName =
  | 'HelpCircle'
  | 'Code'
  | 'FileText'
  | 'TrendingUp'
  | 'Settings'
  | 'Users'
  | 'Search'
  | 'Shield'
  | 'DollarSign'
  | 'Server';

/** Portfolio-Kategorien ohne den reinen Filterwert 'alle'. */
export type PortfolioCategory = 'corporate' | 'ecommerce' | 'startup' | 'medical' | 'consulting';

/** Sternebewertung 1 bis 5. */
export type StarRating = 1 | 2 | 3 | 4 | 5;

/** Soziale Netzwerke der Website-Einstellungen (back-office §3, Website settings). */
export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'twitter' | 'youtube' | 'github';

/** Benannte Bild-Slots (public-site §3 Image map, §7 Seitenbilder, plus FAQ-Hero). */
export type ImageSlotKey =
  | 'logo'
  | 'hero'
  | 'services_section'
  | 'success_stories_cta'
  | 'pricing_hero'
  | 'portfolio_hero'
  | 'portfolio_cta'
  | 'services_hero'
  | 'contact_hero'
  | 'faq_hero';
