import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { readCookieConsent, saveCookieConsent } from '../../lib/cookie-consent-store';
import { sendConsentDecision, type ConsentType } from './api/send-consent-decision';
import { CookieBanner } from './cookie-banner';
import type { CookieChoice } from './cookie-settings-dialog';

// Opened by a click only: its own chunk, not part of every page's first load.
const CookieSettingsDialog = lazy(() =>
  import('./cookie-settings-dialog').then((module) => ({ default: module.CookieSettingsDialog })),
);

/** Delay before the banner appears for a visitor without a stored decision (spec/back-office.md §9). */
export const BANNER_DELAY_MS = 1000;

/**
 * The consent banner and its settings dialog. While mounted it offers `window.openCookieSettings`,
 * which the footer's 'Cookie-Einstellungen' button calls.
 */
export function CookieConsent() {
  const [bannerVisible, setBannerVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  useEffect(() => {
    if (readCookieConsent()) return;
    const timer = window.setTimeout(() => setBannerVisible(true), BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
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
      {bannerVisible && !settingsOpen && (
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
