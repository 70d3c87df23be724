import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { COOKIE_CONSENT_CHANGED, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import { cookielessCountingQuery } from './api/get-cookieless-counting';
import { sendPageView } from './api/send-page-view';
import { buildPageView } from './build-page-view';
import { bufferEarlyEvents } from './early-events';
import type { InteractionTracker } from './interaction-tracker';
import { sessionIdFor } from './session-id';
import { useWebVitals } from './use-web-vitals';

/**
 * Reports a page view on every route change of the public site: with analytics consent, and without it only
 * while staff count visitors without consent (cookieless: no session id, nothing kept in the browser; the
 * switch comes with the page, cookielessCountingQuery). Without consent and without that switch, no tracking
 * call leaves the browser. With analytics consent it also starts the interaction tracker (its own chunk, loaded only then), which loads the
 * third-party script when staff configured one; withdrawing consent stops both. Under the same rule it measures
 * the page load's Core Web Vitals (use-web-vitals.ts).
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);
  const lastTracked = useRef<string | null>(null);
  const tracker = useRef<Promise<InteractionTracker | null> | null>(null);
  const currentPath = useRef(pathname);
  currentPath.current = pathname;
  const countsWithoutConsent = useRef(false);
  countsWithoutConsent.current = useQuery(cookielessCountingQuery).data === true;
  // The page load's Core Web Vitals, under the same rule (use-web-vitals.ts).
  useWebVitals(countsWithoutConsent.current);
  // The page view not sent for want of consent: sent with the session once the visitor consents on this page
  // (the landing page's view, with its referrer, is where the visit came from).
  const unsent = useRef<{ path: string; referrer: string } | null>(null);

  useEffect(() => {
    const sync = () => {
      const consented = hasAnalyticsConsent();
      const sessionId = sessionIdFor(consented);
      const waiting = unsent.current;
      if (consented && waiting && waiting.path === currentPath.current) {
        unsent.current = null;
        sendPageView(buildPageView({ ...waiting, consented }));
      }
      if (consented && sessionId && !tracker.current) {
        // Clicks while the tracker's chunk loads are kept and handed over (the tracker queues them until
        // its configuration has loaded).
        const early = bufferEarlyEvents(() => currentPath.current);
        const starting: Promise<InteractionTracker | null> = import('./interaction-tracker')
          .then((m) => {
            // Consent withdrawn (or the page left) while the chunk loaded: nothing starts.
            if (tracker.current !== starting) {
              early.discard();
              return null;
            }
            return m.startInteractionTracker(sessionId, currentPath.current, early.take());
          })
          .catch(() => {
            early.discard();
            return null;
          });
        tracker.current = starting;
      } else if (!consented && tracker.current) {
        void tracker.current.then((t) => t?.stop());
        tracker.current = null;
      }
    };
    sync();
    window.addEventListener(COOKIE_CONSENT_CHANGED, sync);
    return () => {
      window.removeEventListener(COOKIE_CONSENT_CHANGED, sync);
      void tracker.current?.then((t) => t?.stop());
      tracker.current = null;
    };
  }, []);

  useEffect(() => {
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return;
    // A repeated effect for the same path (React's development double run) is not a new page view.
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.href;
    void tracker.current?.then((t) => t?.pageChanged(pathname));
    const consented = hasAnalyticsConsent();
    unsent.current = null;
    if (consented || countsWithoutConsent.current) sendPageView(buildPageView({ path: pathname, referrer, consented }));
    else unsent.current = { path: pathname, referrer };
  }, [pathname]);

  return null;
}
