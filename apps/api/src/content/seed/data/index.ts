/**
 * Eingebaute Seed-Inhalte der Content-API (Beispielinhalte für den ersten Start).
 *
 * Jeder Datensatz trägt `sample: true`; das Team sollte ihn vor dem Livegang anpassen oder ersetzen.
 * Dateien: services, faq, home-packages, pricing-packages, pricing-testimonials, testimonials,
 * success-stories, portfolio-projects, legal, images, website-settings, email-templates.
 */

/** Hinweistext, den die Oberfläche bei Beispielinhalten (sample: true) anzeigt. */
export const SEED_SAMPLE_NOTE = 'Beispielinhalt – bitte anpassen';

export type { ImageSlotKey, Seed, SeedItem } from './types';

export * from './services';
export * from './faq';
export * from './home-packages';
export * from './pricing-packages';
export * from './pricing-testimonials';
export * from './testimonials';
export * from './success-stories';
export * from './portfolio-projects';
export * from './legal';
export * from './images';
export * from './website-settings';
export * from './email-templates';
