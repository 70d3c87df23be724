/**
 * Gemeinsame Typ-Bausteine der eingebauten Seed-Inhalte (Beispielinhalte).
 *
 * Nur Typen, keine Laufzeitwerte. Jede Datendatei in diesem Ordner beschreibt ihre eigene Form in einem
 * lokalen Interface und importiert von hier ausschließlich per `import type`; Leistungen, FAQ und
 * Komplettlösungen kommen als eingebaute Inhalte aus den Contracts und tragen deren Typen.
 */

/** Markiert einen Datensatz als mitgelieferten Beispielinhalt, den das Team noch anpassen soll. */
export interface SeedSampleFlag {
  sample: true;
}

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
