import { BUILT_IN_HOME_PACKAGES } from '@agency/contracts';
import type { HomePackage } from './api/get-home-packages';

/**
 * The three 'Komplettlösungen' as the spec gives them (static), used when the api has none: the same set
 * the api seeds. Its own module so it loads as a separate chunk, only when needed.
 */
export const FALLBACK_HOME_PACKAGES: readonly HomePackage[] = BUILT_IN_HOME_PACKAGES;
