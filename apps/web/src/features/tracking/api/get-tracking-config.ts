import { TRACKING_CONSTANTS, type VisitorTrackingConfig } from '@agency/contracts';

/** The visitor tracking configuration (GET /api/public/tracking-config), as libs/contracts derives it. */
export type VisitorConfig = VisitorTrackingConfig;

/**
 * Built-in defaults, used when the configuration cannot be loaded: everything on
 * except debug, newsletter sign-ups, downloads as conversions, field-level interactions and the counting of
 * visitors without consent, and no third-party script (it needs an id from staff). Written out with the spec's constants, not derived through the schema, to keep zod out of this chunk;
 * a unit test checks it against `visitorTrackingConfig(defaultTrackingConfig())`.
 */
export const DEFAULT_CONFIG: VisitorConfig = {
  enabled: true,
  debug: false,
  pageViews: { enabled: true, trackReferrer: true, trackDeviceInfo: true, trackBrowserInfo: true },
  cookieConsent: { enabled: true },
  cookielessCounting: { enabled: false },
  timeTracking: {
    enabled: true,
    trackTimeOnPage: true,
    trackTimeToFirstInteraction: true,
    updateInterval: TRACKING_CONSTANTS.timeUpdateIntervalMs,
  },
  conversions: {
    enabled: true,
    trackContactForm: true,
    trackOfferRequestModal: true,
    trackNewsletterSignup: false,
    trackDownloads: false,
  },
  buttonClicks: {
    enabled: true,
    trackedButtons: [...TRACKING_CONSTANTS.trackedButtons],
    trackCtaButtons: true,
    trackNavigationButtons: true,
    trackSocialButtons: true,
  },
  scrollDepth: { enabled: true, milestones: [...TRACKING_CONSTANTS.scrollMilestones], trackMaxScroll: true },
  formInteractions: {
    enabled: true,
    trackFormStart: true,
    trackFormAbandonment: true,
    trackValidationErrors: true,
    trackFieldInteractions: false,
    abandonmentTimeout: TRACKING_CONSTANTS.formAbandonmentTimeoutMs,
  },
  contentInteractions: { enabled: true, trackServiceExpansions: true, trackPortfolioClicks: true },
  faqTracking: { enabled: true },
  externalLinks: {
    enabled: true,
    trackExternalClicks: true,
    trackDownloads: true,
    trackedExtensions: [...TRACKING_CONSTANTS.trackedExtensions],
  },
  userJourney: { enabled: true },
  errorTracking: { enabled: true, trackJavaScriptErrors: true, track404Errors: true, slowLoadingThreshold: 3000 },
  thirdPartyAnalytics: { enabled: false, measurementId: '' },
};

/** Cache time of a loaded configuration: 5 minutes. */
export const CONFIG_CACHE_MS = TRACKING_CONSTANTS.configCacheMs;
let cached: { config: VisitorConfig; at: number } | null = null;

function merge(loaded: Record<string, unknown>): VisitorConfig {
  const result = { ...DEFAULT_CONFIG } as Record<string, unknown>;
  for (const [key, fallback] of Object.entries(DEFAULT_CONFIG)) {
    const value = loaded[key];
    if (typeof fallback === 'boolean') result[key] = typeof value === 'boolean' ? value : fallback;
    else if (value && typeof value === 'object') result[key] = { ...fallback, ...value };
  }
  return result as unknown as VisitorConfig;
}

/** A cached configuration younger than 5 minutes, else a fresh one; failures give the defaults, uncached. */
export async function getTrackingConfig(now = Date.now(), fetchImpl: typeof fetch = fetch): Promise<VisitorConfig> {
  if (cached && now - cached.at < CONFIG_CACHE_MS) return cached.config;
  try {
    const response = await fetchImpl('/api/public/tracking-config', { headers: { Accept: 'application/json' } });
    if (!response.ok) {
      console.warn('[tracking] Konfiguration nicht geladen, Standardwerte', response.status);
      return DEFAULT_CONFIG;
    }
    cached = { config: merge((await response.json()) as Record<string, unknown>), at: now };
    return cached.config;
  } catch (error) {
    console.error('[tracking] Konfiguration nicht geladen, Standardwerte', error);
    return DEFAULT_CONFIG;
  }
}

export function clearTrackingConfigCache(): void {
  cached = null;
}
