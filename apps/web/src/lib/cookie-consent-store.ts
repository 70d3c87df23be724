/**
 * The visitor's cookie decision as kept in local storage under 'cookie-consent'
 * (spec/back-office.md §3 "Cookie consent record"). Shared by the banner, which writes it, and the
 * tracker, which reads it before every call.
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
}

export function readCookieConsent(storage: Storage | undefined = safeLocalStorage()): CookieConsent | null {
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
    };
  } catch {
    return null;
  }
}

export function saveCookieConsent(choice: { analytics: boolean; marketing: boolean }, now = new Date()): CookieConsent {
  const consent: CookieConsent = {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
    revision: CONSENT_REVISION,
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
