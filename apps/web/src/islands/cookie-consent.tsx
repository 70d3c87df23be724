import { CookieConsent } from '../features/cookie-consent';
import { defineIsland } from './island';

/** The consent banner and the cookie settings (the footer's button opens them through the loader). */
export default defineIsland('cookie-consent', CookieConsent);
