import { useEffect, useRef } from 'react';
import { COOKIE_CONSENT_CHANGED, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import type { WebVitalsBasis } from './web-vitals-reporter';

/** Runs `work` once the browser is idle (or after a moment where it cannot say). */
function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 5_000 });
  else setTimeout(work, 1_000);
}

/**
 * Starts the Core Web Vitals measurement of this page load (web-vitals-reporter.ts, its own chunk) once a
 * measurement may be sent: with analytics consent, or while staff count visitors without consent, the page
 * views' rule. Until then the library is not even loaded; a consent given later on the page starts it then.
 * Once per document: a page of the public site is a page load.
 */
export function useWebVitals(countsWithoutConsent: boolean): void {
  const cookieless = useRef(countsWithoutConsent);
  cookieless.current = countsWithoutConsent;
  const started = useRef(false);

  useEffect(() => {
    const pagePath = window.location.pathname;
    if (pagePath === '/admin' || pagePath.startsWith('/admin/')) return;
    const basis: WebVitalsBasis = () =>
      hasAnalyticsConsent() ? { consented: true } : cookieless.current ? { consented: false } : null;
    const start = () => {
      if (started.current || !basis()) return;
      started.current = true;
      whenIdle(() => {
        import('./web-vitals-reporter')
          .then((reporter) => reporter.startWebVitals(pagePath, basis))
          // Measuring must never break the page.
          .catch(() => undefined);
      });
    };
    start();
    window.addEventListener(COOKIE_CONSENT_CHANGED, start);
    return () => window.removeEventListener(COOKIE_CONSENT_CHANGED, start);
  }, [countsWithoutConsent]);
}
