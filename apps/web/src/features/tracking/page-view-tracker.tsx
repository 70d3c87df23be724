import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import { sendPageView } from './api/send-page-view';
import { buildPageView } from './build-page-view';

/**
 * Reports a page view on every route change of the public site. The first view's referrer is the
 * document's; later ones name the previous page of this visit.
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const previousUrl = useRef<string | null>(null);
  const lastTracked = useRef<string | null>(null);

  useEffect(() => {
    if (pathname === '/admin' || pathname.startsWith('/admin/')) return;
    // A repeated effect for the same path (React's development double run) is not a new page view.
    if (lastTracked.current === pathname) return;
    lastTracked.current = pathname;
    const referrer = previousUrl.current ?? document.referrer;
    previousUrl.current = window.location.href;
    sendPageView(buildPageView({ path: pathname, referrer, consented: hasAnalyticsConsent() }));
  }, [pathname]);

  return null;
}
