import { COOKIE_CONSENT_CHANGED, readCookieConsent } from '../../lib/cookie-consent-store';

/**
 * The third-party analytics script: loaded only after analytics consent, by the
 * measurement id staff enter in the tracking settings (`thirdPartyAnalytics`, served to the browser in the
 * tracking configuration), with IP anonymisation and SameSite=None;Secure cookies. The pages' CSP allows
 * its host only while an id is configured, so nothing else can load it.
 */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
const SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<
    string,
    unknown
  >;
let loadedId: string | null = null;

/** Consent Mode's four signals for a decision ('denied' each without one). */
export function consentSignals(choice: { analytics: boolean; marketing: boolean } | null): Record<string, string> {
  const state = (allowed: boolean | undefined) => (allowed ? 'granted' : 'denied');
  const ads = state(choice?.marketing);
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: state(choice?.analytics),
  };
}

export function loadThirdPartyAnalytics(measurementId: string): void {
  if (!MEASUREMENT_ID.test(measurementId)) return;
  const w = window as unknown as AnalyticsWindow;
  // Consent given again after a withdrawal: the script is still there, measuring resumes.
  w[`ga-disable-${measurementId}`] = false;
  if (loadedId) return;
  loadedId = measurementId;
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // gtag.js reads the arguments objects it finds in the data layer.
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  // Google Consent Mode v2: every signal denied before anything else, then what the visitor allowed, and
  // again on every later choice (analytics_storage by 'analytics', the three ad signals by 'marketing').
  w.gtag('consent', 'default', consentSignals(null));
  w.gtag('consent', 'update', consentSignals(readCookieConsent()));
  window.addEventListener(COOKIE_CONSENT_CHANGED, () =>
    w.gtag?.('consent', 'update', consentSignals(readCookieConsent())),
  );
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Consent withdrawn: the loaded script stops measuring (Google's documented opt-out flag). */
export function disableThirdPartyAnalytics(): void {
  if (loadedId) (window as unknown as AnalyticsWindow)[`ga-disable-${loadedId}`] = true;
}
