export { CookieBanner } from './cookie-banner';
export { startCookieConsent } from './cookie-consent';
