import { isAdminPath } from '../../lib/admin-path';
import { COOKIE_CONSENT_CHANGED, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import type { WebVitalsBasis } from './web-vitals-reporter';

/** Runs `work` once the browser is idle (or after a moment where it cannot say). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 1_000);
}

export interface WebVitalsWatch {
  /** Starts the measurement now if it may be sent by now (the cookieless switch may have changed). */
  check(): void;
  /** Stops waiting for a consent; a measurement already started goes on under its rule. */
  stop(): void;
}

/**
 * Starts the Core Web Vitals measurement of this page load (web-vitals-reporter.ts, its own chunk) once a
 * measurement may be sent: with analytics consent, or while staff count visitors without consent
 * (`countsWithoutConsent`, asked each time), the page views' rule. Until then the library is not even loaded;
 * a consent given later on the page starts it then. Once: a page of the public site is a page load.
 */
export function measureWebVitalsWhenAllowed(countsWithoutConsent: () => boolean): WebVitalsWatch {
  const pagePath = window.location.pathname;
  let started = false;
  const basis: WebVitalsBasis = () =>
    hasAnalyticsConsent() ? { consented: true } : countsWithoutConsent() ? { consented: false } : null;
  const check = () => {
    if (started || !basis()) return;
    started = true;
    whenIdle(() => {
      import('./web-vitals-reporter')
        .then((reporter) => reporter.startWebVitals(pagePath, basis))
        // Measuring must never break the page.
        .catch(() => undefined);
    });
  };
  const stop = () => window.removeEventListener(COOKIE_CONSENT_CHANGED, check);
  if (isAdminPath(pagePath)) return { check: () => undefined, stop };
  check();
  window.addEventListener(COOKIE_CONSENT_CHANGED, check);
  return { check, stop };
}
