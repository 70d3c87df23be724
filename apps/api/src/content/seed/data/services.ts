/**
 * Eingebaute Leistungen (Seed + Fallback der Leistungsseite).
 *
 * Die Daten liegen einmal in den Contracts (`BUILT_IN_SERVICES`), die das Web auch als Fallback zeigt;
 * hier werden sie als Beispielinhalte (`sample: true`) markiert. Reihenfolge der Liste = Reihenfolge im Admin.
 */
import { BUILT_IN_SERVICES, type BuiltInService } from '@agency/contracts';
import type { Seed } from './types';

export const SEED_SERVICES: readonly Seed<BuiltInService>[] = BUILT_IN_SERVICES.map((service) => ({
  ...service,
  sample: true,
}));

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_SERVICES;
