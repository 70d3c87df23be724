/**
 * Typen der eingebauten Seed-Inhalte (Beispielinhalte): die der Contracts. Jeder Datensatz ist genau das,
 * was das Schema seines Inhaltstyps schreibt (libs/contracts content.ts), als Beispiel markiert.
 */

/** Ein Datensatz der Form `T`, markiert als mitgelieferter Beispielinhalt, den das Team noch anpassen soll. */
export type Seed<T> = Omit<T, 'sample'> & { sample: true };

/** Ein Eintrag einer Sammlung: dazu seine Id und sein Platz in der Reihenfolge des Teams. */
export type SeedItem<T> = Seed<T> & { id: string; sortOrder: number };

/** Benannte Bild-Slots (Bilder der Seiten, plus FAQ-Hero). */
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
