import { hasAnalyticsConsent } from './cookie-consent-store';

/** Key of the tab-scoped session id; it exists only while the visitor has consented to analytics. */
export const SESSION_ID_KEY = 'tracking-session-id';

function newSessionId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '')
      : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
  return `sess_${random}`;
}

/** With consent: the tab's session id, created on first use. Without: nothing, and any old id is removed. */
export function sessionIdFor(consented: boolean, storage: Storage = window.sessionStorage): string | null {
  try {
    if (!consented) {
      storage.removeItem(SESSION_ID_KEY);
      return null;
    }
    const existing = storage.getItem(SESSION_ID_KEY);
    if (existing?.startsWith('sess_')) return existing;
    const created = newSessionId();
    storage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    return null;
  }
}

/**
 * The analytics session an offer request is linked to: only with analytics consent, else nothing (the
 * request then counts as 'unbekannt' in the statistics).
 */
export function analyticsSessionReference(): { analytics_session_id?: string } {
  if (typeof window === 'undefined' || !hasAnalyticsConsent()) return {};
  const id = sessionIdFor(true);
  return id ? { analytics_session_id: id } : {};
}
