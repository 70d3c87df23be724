/**
 * The visitor's cookie decision as kept in local storage under 'cookie-consent'. Shared by the banner, which
 * writes it, and the tracker, which reads it before every call.
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_CONSENT_CHANGED = 'cookie-consent-changed';

/**
 * Revision of the consent texts and categories. Raise it whenever a category or its cookie list changes:
 * a stored decision of an older revision no longer counts, so the banner asks again.
 */
export const CONSENT_REVISION = 1;

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  timestamp: string;
  revision: number;
  /** The browser sent Global Privacy Control when the decision was made. */
  gpc: boolean;
  /** Taken from that signal alone: the visitor has not answered the banner yet. */
  bySignal: boolean;
}

/** The browser's Global Privacy Control signal (sent with every request as `Sec-GPC: 1`). */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' && (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl === true
  );
}

/**
 * The decision in force. Under Global Privacy Control a decision counts only when it was made with the signal
 * on (a later opt-in wins) or allows nothing optional; an earlier opt-in from before the signal does not. A
 * decision taken from the signal alone lapses when the signal is gone: the visitor is asked again.
 */
export function readCookieConsent(
  storage: Storage | undefined = safeLocalStorage(),
  gpc = globalPrivacyControl(),
): CookieConsent | null {
  const stored = readStoredConsent(storage);
  if (!stored) return null;
  if (gpc) return stored.gpc || (!stored.analytics && !stored.marketing) ? stored : null;
  return stored.bySignal ? null : stored;
}

function readStoredConsent(storage: Storage | undefined): CookieConsent | null {
  const raw = storage?.getItem(COOKIE_CONSENT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CookieConsent>;
    if (typeof value !== 'object' || value === null) return null;
    // Records from before revisions existed count as revision 1.
    if ((typeof value.revision === 'number' ? value.revision : 1) !== CONSENT_REVISION) return null;
    return {
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      timestamp: typeof value.timestamp === 'string' ? value.timestamp : '',
      revision: CONSENT_REVISION,
      gpc: value.gpc === true,
      bySignal: value.bySignal === true,
    };
  } catch {
    return null;
  }
}

export function saveCookieConsent(
  choice: { analytics: boolean; marketing: boolean },
  now = new Date(),
  bySignal = false,
): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
    revision: CONSENT_REVISION,
    gpc: globalPrivacyControl(),
    bySignal,
  };
  safeLocalStorage()?.setItem(COOKIE_CONSENT_KEY, JSON.stringify(consent));
  window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_CHANGED, { detail: consent }));
  return consent;
}

export function hasAnalyticsConsent(): boolean {
  return readCookieConsent()?.analytics === true;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked entirely (privacy modes); then no decision is remembered.
    return undefined;
  }
}
