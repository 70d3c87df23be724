import { CookieBanner } from '../features/cookie-consent';
import { defineIsland } from './island';

/**
 * The consent banner: the server draws it (hidden until due) into the island's element; its script
 * (cookie-consent.script.ts) shows it and answers it without React, and opens the cookie settings (also from the
 * footer's button, through the loader).
 */
export default defineIsland('cookie-consent', CookieBanner, { script: () => import('./cookie-consent.script') });
