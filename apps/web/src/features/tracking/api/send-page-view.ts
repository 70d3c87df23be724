import type { PageView } from '@agency/contracts';

/** POST /api/track/pageview. Fire and forget: keepalive lets it outlive the page, failures are ignored. */
export function sendPageView(pageView: PageView, fetchImpl: typeof fetch = fetch): void {
  try {
    fetchImpl('/api/track/pageview', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(pageView),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Tracking must never break the page.
  }
}
