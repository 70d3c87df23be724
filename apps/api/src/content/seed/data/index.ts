/**
 * Eingebaute Seed-Inhalte der Content-API (Beispielinhalte für den ersten Start).
 *
 * Jeder Datensatz trägt `sample: true`; das Team sollte ihn vor dem Livegang anpassen oder ersetzen.
 * Die Inhalte eines Inhaltstyps stehen in `<Name des Inhaltstyps>.ts` als Default-Export: die Einträge einer
 * Sammlung (z. B. success-stories.ts), das Dokument eines Dokumenttyps (z. B. faqs.ts, legal-impressum.ts),
 * die Dokumente eines geschlüsselten Typs nach Schlüssel (email-template.ts). seed-content.ts findet sie über
 * den Namen, hier wird nichts eingetragen.
 */

/** Hinweistext, den die Oberfläche bei Beispielinhalten (sample: true) anzeigt. */
export const SEED_SAMPLE_NOTE = 'Beispielinhalt – bitte anpassen';

export type { ImageSlotKey, Seed, SeedItem } from './types';

export { SEED_FAQ_QUESTION_COUNT } from './faqs';
