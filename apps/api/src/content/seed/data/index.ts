/**
 * Eingebaute Seed-Inhalte der Content-API (Beispielinhalte für den ersten Start).
 *
 * Jeder Datensatz trägt `sample: true`; das Team sollte ihn vor dem Livegang anpassen oder ersetzen.
 * Dateien der Dokumente: services, faq, home-packages, legal, images, website-settings, email-templates.
 * Die Einträge einer Sammlung stehen in `<Name des Inhaltstyps>.ts` (z. B. success-stories.ts) als
 * Default-Export; seed-content.ts findet sie über den Namen, hier wird nichts eingetragen.
 */

/** Hinweistext, den die Oberfläche bei Beispielinhalten (sample: true) anzeigt. */
export const SEED_SAMPLE_NOTE = 'Beispielinhalt – bitte anpassen';

export type { ImageSlotKey, Seed, SeedItem } from './types';

export * from './services';
export * from './faq';
export * from './home-packages';
export * from './legal';
export * from './images';
export * from './website-settings';
export * from './email-templates';
