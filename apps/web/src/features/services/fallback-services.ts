import { BUILT_IN_SERVICES } from '@agency/contracts';

/**
 * Built-in services, shown when GET /api/services
 * fails or answers nothing: the same set the api seeds. Its own module so it loads as a separate chunk,
 * only when needed.
 */
export const FALLBACK_SERVICES = BUILT_IN_SERVICES;
