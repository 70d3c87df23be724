/**
 * The third-party analytics script (spec/back-office.md §4, §7): loaded only after analytics consent, by
 * measurement id, with IP anonymisation and SameSite=None;Secure cookies. Without GA_MEASUREMENT_ID
 * at build time nothing is loaded at all (our own tracking covers the statistics).
 */
const MEASUREMENT_ID: string | undefined = typeof __GA_MEASUREMENT_ID__ === 'string' && __GA_MEASUREMENT_ID__ ? __GA_MEASUREMENT_ID__ : undefined;
let loaded = false;

/** Whether this build loads the third-party script at all (the server's CSP allows its host only then). */
export const THIRD_PARTY_ANALYTICS_CONFIGURED = Boolean(MEASUREMENT_ID);

export function loadThirdPartyAnalytics(): void {
  if (loaded || !MEASUREMENT_ID) return;
  loaded = true;
  const w = window as unknown as { dataLayer: unknown[]; gtag: (...args: unknown[]) => void };
  w.dataLayer = w.dataLayer || [];
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', MEASUREMENT_ID, { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(MEASUREMENT_ID)}`;
  document.head.appendChild(script);
}
