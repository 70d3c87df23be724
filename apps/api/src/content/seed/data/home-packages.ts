/**
 * Komplettlösungen der Startseite (Abschnitt „Komplettlösungen“).
 *
 * Die Daten liegen einmal in den Contracts (`BUILT_IN_HOME_PACKAGES`), die das Web auch als Fallback zeigt;
 * hier werden sie als Beispielinhalte (`sample: true`) markiert.
 */
import { BUILT_IN_HOME_PACKAGES, type HomePackage } from '@agency/contracts';
import type { Seed } from './types';

export const SEED_HOME_PACKAGES: readonly Seed<HomePackage>[] = BUILT_IN_HOME_PACKAGES.map((homePackage) => ({
  ...homePackage,
  sample: true,
}));

// The kind's built-in document, found by its name (seed-content.ts).
export default SEED_HOME_PACKAGES;
