import { startCookieConsent } from '../features/cookie-consent';
import { defineScript } from './script';

/**
 * The consent banner's browser entry: plain DOM code on the banner the server drew (islands/cookie-consent.tsx);
 * React comes only with the cookie settings, on the first request for them.
 */
export default defineScript('cookie-consent', (element) => startCookieConsent(element));
