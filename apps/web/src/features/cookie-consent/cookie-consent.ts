/**
 * The consent banner's code in the browser: plain DOM code on the banner the server drew (cookie-banner.tsx),
 * without React, as it runs on every public page a visitor without a decision opens. The settings dialog is
 * React and loads on the first request for it (the banner's 'Cookie-Einstellungen anpassen', the footer's
 * 'Cookie-Einstellungen' through `window.openCookieSettings`).
 */
import { globalPrivacyControl, readCookieConsent, saveCookieConsent } from '../../lib/cookie-consent-store';
import { sendConsentDecision, type ConsentType } from './api/send-consent-decision';

interface CookieChoice {
  analytics: boolean;
  marketing: boolean;
}

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
 * Global Privacy Control answers for a visitor without a decision in force: only the necessary cookies,
 * stored as taken from the signal and logged once as its own type. The banner still asks and says why; an
 * answer there replaces this decision.
 */
export function decideBySignal(): void {
  if (readCookieConsent() || !globalPrivacyControl()) return;
  const nothingOptional = { analytics: false, marketing: false };
  saveCookieConsent(nothingOptional, new Date(), true);
  sendConsentDecision('gpc_only_necessary', nothingOptional);
}

const loadSettings = () => import('./cookie-settings-layer');

/**
 * Starts the banner inside `element` (the island's element around the server's markup): shows it when due
 * to a visitor without a decision in force or with one the privacy signal took alone, answers its buttons,
 * and offers `window.openCookieSettings` (the footer's button). Returns what undoes it.
 */
export function startCookieConsent(element: HTMLElement): () => void {
  const banner = element.querySelector<HTMLElement>('[data-cookie-banner]');
  const note = element.querySelector<HTMLElement>('[data-privacy-signal-note]');
  const customise = element.querySelector<HTMLElement>('[data-consent-choice="customise"]');
  /** The banner is due: shown unless the settings are open. */
  let due = false;
  /** The settings dialog, from the request until it closes: what removes it, once it is there. */
  let settings: { remove?: () => void } | null = null;
  let stopped = false;

  const render = () => {
    if (!banner) return;
    // The note is there while the decision in force is the one the signal took.
    if (note) note.hidden = readCookieConsent()?.bySignal !== true;
    banner.hidden = !due || settings !== null;
  };

  const closeSettings = () => {
    settings?.remove?.();
    settings = null;
  };

  const decide = (choice: CookieChoice, type: ConsentType) => {
    saveCookieConsent(choice);
    // The server keeps each decision (type, choices, user agent; no IP) as proof of consent.
    sendConsentDecision(type, choice);
    due = false;
    closeSettings();
    render();
  };

  const openSettings = (fromBanner = false) => {
    if (settings) return;
    const opened: { remove?: () => void } = {};
    settings = opened;
    render();
    const stored = readCookieConsent();
    void loadSettings().then(({ showCookieSettings }) => {
      if (settings !== opened) return;
      opened.remove = showCookieSettings({
        initial: { analytics: stored?.analytics ?? false, marketing: stored?.marketing ?? false },
        onSave: (choice) => decide(choice, 'customized'),
        onAcceptAll: () => decide({ analytics: true, marketing: true }, 'all_accepted'),
        onClose: () => {
          closeSettings();
          render();
          // Closed without a decision: the banner is back, and the focus on the button that opened the dialog.
          if (fromBanner && banner && !banner.hidden) customise?.focus();
        },
      });
    });
  };

  const onClick = (event: MouseEvent) => {
    const choice = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-consent-choice]') : null;
    if (!choice || !element.contains(choice)) return;
    const kind = choice.dataset.consentChoice;
    if (kind === 'accept-all') decide({ analytics: true, marketing: true }, 'all_accepted');
    else if (kind === 'necessary-only') decide({ analytics: false, marketing: false }, 'only_necessary');
    else if (kind === 'customise') openSettings(true);
  };
  element.addEventListener('click', onClick);

  const open = () => {
    if (!stopped) openSettings();
  };
  window.openCookieSettings = open;

  // A decision the browser's privacy signal took still asks the visitor.
  let timer: number | undefined;
  const current = readCookieConsent();
  if (!current || current.bySignal) {
    decideBySignal();
    // A timer may fire a fraction of a millisecond early by the page's clock: it waits again for the rest.
    const showWhenDue = () => {
      const left = msUntilBanner();
      if (left > 0) {
        timer = window.setTimeout(showWhenDue, left);
        return;
      }
      due = true;
      render();
    };
    timer = window.setTimeout(showWhenDue, msUntilBanner());
  }

  return () => {
    stopped = true;
    window.clearTimeout(timer);
    element.removeEventListener('click', onClick);
    if (window.openCookieSettings === open) delete window.openCookieSettings;
    closeSettings();
    due = false;
    render();
  };
}
