export type ConsentType = 'all_accepted' | 'only_necessary' | 'customized' | 'gpc_only_necessary';

/**
 * POST /api/track/cookie-consent: the decision as proof of consent (no IP is stored; the intake honours
 * the tracking configuration). keepalive lets it survive the page being left right after the click.
 */
export function sendConsentDecision(type: ConsentType, choice: { analytics: boolean; marketing: boolean }): void {
  const body = JSON.stringify({
    consent_type: type,
    analytics_accepted: choice.analytics,
    marketing_accepted: choice.marketing,
    user_agent: navigator.userAgent,
  });
  try {
    void fetch('/api/track/cookie-consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Tracking never breaks the page.
  }
}
