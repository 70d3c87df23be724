import { isAdminPath } from '../../lib/admin-path';
import { COOKIE_CONSENT_CHANGED, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import { sendPageView } from './api/send-page-view';
import { buildPageView } from './build-page-view';
import { bufferEarlyEvents } from './early-events';
import type { InteractionTracker } from './interaction-tracker';
import { sessionIdFor } from './session-id';
import { measureWebVitalsWhenAllowed, type WebVitalsWatch } from './web-vitals-when-allowed';

export interface PageViewTrackerProps {
  /**
   * The route: in the single-page app a new one starts the tracker again, a page view per route change. The
   * page view is of the browser's address (one server render answers several: '/Preise/', every unknown path).
   */
  path: string;
  /** Whether staff count visitors without consent (cookieless), from the page's data (cookielessCountingQuery). */
  countsWithoutConsent: boolean;
}

/** The tracking of this document, kept while the tracker runs, across the single-page app's route changes. */
interface Tracking {
  currentPath: string;
  countsWithoutConsent: boolean;
  /** The address of the last page view: the next one's referrer. */
  previousUrl: string | null;
  /** The route of the last page view. */
  lastTracked: string | null;
  /** The page view not sent for want of consent. */
  unsent: { path: string; referrer: string } | null;
  tracker: Promise<InteractionTracker | null> | null;
  webVitals: WebVitalsWatch | null;
  stop(): void;
}

let tracking: Tracking | null = null;

/** Follows the visitor's consent: the unsent page view, the interaction tracker started and stopped. */
function begin(path: string, countsWithoutConsent: boolean): Tracking {
  const state: Tracking = {
    currentPath: path,
    countsWithoutConsent,
    previousUrl: null,
    lastTracked: null,
    unsent: null,
    tracker: null,
    webVitals: null,
    stop() {
      window.removeEventListener(COOKIE_CONSENT_CHANGED, sync);
      state.webVitals?.stop();
      void state.tracker?.then((t) => t?.stop());
      state.tracker = null;
    },
  };
  const sync = () => {
    const consented = hasAnalyticsConsent();
    const sessionId = sessionIdFor(consented);
    // The page view not sent for want of consent: sent with the session once the visitor consents on this page
    // (the landing page's view, with its referrer, is where the visit came from).
    const waiting = state.unsent;
    if (consented && waiting && waiting.path === state.currentPath) {
      state.unsent = null;
      sendPageView(buildPageView({ ...waiting, consented }));
    }
    if (consented && sessionId && !state.tracker) {
      // Clicks while the tracker's chunk loads are kept and handed over (the tracker queues them until its
      // configuration has loaded).
      const early = bufferEarlyEvents(() => state.currentPath);
      const starting: Promise<InteractionTracker | null> = import('./interaction-tracker')
        .then((m) => {
          // Consent withdrawn (or the tracker stopped) while the chunk loaded: nothing starts.
          if (state.tracker !== starting) {
            early.discard();
            return null;
          }
          return m.startInteractionTracker(sessionId, state.currentPath, early.take());
        })
        .catch(() => {
          early.discard();
          return null;
        });
      state.tracker = starting;
    } else if (!consented && state.tracker) {
      void state.tracker.then((t) => t?.stop());
      state.tracker = null;
    }
  };
  // The page load's Core Web Vitals, under the same rule (web-vitals-when-allowed.ts).
  state.webVitals = measureWebVitalsWhenAllowed(() => state.countsWithoutConsent);
  sync();
  window.addEventListener(COOKIE_CONSENT_CHANGED, sync);
  return state;
}

/** The page view of `path`, sent when the rule allows, else kept for a consent on this page. */
function pageView(state: Tracking, path: string): void {
  if (isAdminPath(path)) return;
  // The same route again (a start because the cookieless switch changed) is not a new page view.
  if (state.lastTracked === path) return;
  state.lastTracked = path;
  const referrer = state.previousUrl ?? document.referrer;
  state.previousUrl = window.location.href;
  void state.tracker?.then((t) => t?.pageChanged(path));
  const consented = hasAnalyticsConsent();
  state.unsent = null;
  if (consented || state.countsWithoutConsent) sendPageView(buildPageView({ path, referrer, consented }));
  else state.unsent = { path, referrer };
}

/**
 * Reports a page view of every page of the public site (and of every route change in the single-page app): with
 * analytics consent, and without it only while staff count visitors without consent (cookieless: no session
 * id, nothing kept in the browser; the switch comes with the page, `countsWithoutConsent`). Without consent
 * and without that switch, no tracking call leaves the browser. With analytics consent it also starts the
 * interaction tracker (its own chunk, loaded only then), which loads the third-party script when staff
 * configured one; withdrawing consent stops both. Under the same rule it measures the page load's Core Web
 * Vitals (web-vitals-when-allowed.ts).
 *
 * One tracker per document: a start while it runs (the single-page app's next route, a changed switch) tells
 * it the new page. What it returns stops it once its element has left the page (the public layout left); while
 * the element stays, a start with the new props follows, and the tracker keeps its state (the interaction
 * tracker's time on the page, the referrer chain).
 */
export function startPageViewTracker(element: HTMLElement, props: PageViewTrackerProps): () => void {
  const path = window.location.pathname;
  const countsWithoutConsent = props.countsWithoutConsent === true;
  const state = (tracking ??= begin(path, countsWithoutConsent));
  state.currentPath = path;
  state.countsWithoutConsent = countsWithoutConsent;
  state.webVitals?.check();
  pageView(state, path);
  return () => {
    if (element.isConnected || tracking !== state) return;
    tracking = null;
    state.stop();
  };
}
