/**
 * Eingebaute Leistungen (Seed + Fallback der Leistungsseite, public-site §3 „Built-in fallback services“).
 *
 * Die Daten liegen einmal in den Contracts (`BUILT_IN_SERVICES`), die das Web auch als Fallback zeigt;
 * hier werden sie als Beispielinhalte (`sample: true`) markiert. Reihenfolge der Liste = Reihenfolge im Admin.
 */
import { BUILT_IN_SERVICES, type BuiltInService, type BuiltInServicePackage } from '@agency/contracts';
import type { SeedSampleFlag } from './types';

export type SeedServicePackage = BuiltInServicePackage;
export type SeedServiceAddon = BuiltInService['addons'][number];
export type SeedService = BuiltInService & SeedSampleFlag;

export const SEED_SERVICES: readonly SeedService[] = BUILT_IN_SERVICES.map((service) => ({ ...service, sample: true }));
