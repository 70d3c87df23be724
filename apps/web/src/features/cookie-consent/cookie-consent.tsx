import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { readCookieConsent, saveCookieConsent } from '../../lib/cookie-consent-store';
import { sendConsentDecision, type ConsentType } from './api/send-consent-decision';
import type { CookieChoice } from './cookie-settings-dialog';

// Opened by a click only: its own chunk, not part of every page's first load.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

// Only a visitor without a stored decision sees the banner: its own chunk, fetched while its second runs and
// then rendered at once (no suspending, whose retry would wait on the page's timers). Loading it first lets
// the browser's privacy signal decide, where it is on.
type Banner = (typeof import('./cookie-banner'))['CookieBanner'];
const loadBanner = () =>
  import('./cookie-banner').then((module) => {
    module.decideBySignal();
    return module.CookieBanner;
  });

/** How long after the page appeared the banner comes, for a visitor without a stored decision. */
export const BANNER_DELAY_MS = 1000;

/**
 * Milliseconds until the banner is due: BANNER_DELAY_MS after the page appeared (its first contentful paint;
 * the navigation's start where the browser reports none, as in a tab opened in the background), not after this
 * code arrived. The page is drawn from the server's HTML and its code follows: on a slow phone seconds later,
 * when the second is long over and the banner comes at once.
 */
export function msUntilBanner(): number {
  const appeared = performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.max(0, appeared + BANNER_DELAY_MS - performance.now());
}

/**
 * The consent banner and its settings dialog. While mounted it offers `window.openCookieSettings`,
 * which the footer's 'Cookie-Einstellungen' button calls.
 */
export function CookieConsent() {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [CookieBanner, setCookieBanner] = useState<Banner | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    // A decision the browser's privacy signal took (in the banner's chunk) still asks the visitor.
    const current = readCookieConsent();
    if (current && !current.bySignal) return;
    let mounted = true;
    void loadBanner().then((banner) => mounted && setCookieBanner(() => banner));
    const timer = window.setTimeout(() => setBannerVisible(true), msUntilBanner());
    return () => {
      mounted = false;
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    const open = () => setSettingsOpen(true);
    window.openCookieSettings = open;
    return () => {
      if (window.openCookieSettings === open) delete window.openCookieSettings;
    };
  }, []);

  const decide = useCallback((choice: CookieChoice, type: ConsentType) => {
    saveCookieConsent(choice);
    // The server keeps each decision (type, choices, user agent; no IP) as proof of consent.
    sendConsentDecision(type, choice);
    setBannerVisible(false);
    setSettingsOpen(false);
  }, []);
  const closeSettings = useCallback(() => setSettingsOpen(false), []);

  const stored = settingsOpen ? readCookieConsent() : null;

  return (
    <>
      {bannerVisible && !settingsOpen && CookieBanner && (
        <CookieBanner
          onAcceptAll={() => decide({ analytics: true, marketing: true }, 'all_accepted')}
          onNecessaryOnly={() => decide({ analytics: false, marketing: false }, 'only_necessary')}
          onCustomize={() => setSettingsOpen(true)}
        />
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={{ analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false }}
            onSave={(choice) => decide(choice, 'customized')}
            onAcceptAll={() => decide({ analytics: true, marketing: true }, 'all_accepted')}
            onClose={closeSettings}
          />
        </Suspense>
      )}
    </>
  );
}
