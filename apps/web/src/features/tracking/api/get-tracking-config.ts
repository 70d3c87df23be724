/** The parts of the visitor tracking configuration (GET /api/public/tracking-config) the browser reads. */
export interface VisitorConfig {
  enabled: boolean;
  pageViews: { enabled: boolean };
  timeTracking: { enabled: boolean; trackTimeOnPage: boolean; updateInterval: number };
  conversions: { enabled: boolean; trackContactForm: boolean; trackOfferRequestModal: boolean };
  buttonClicks: { enabled: boolean; trackedButtons: string[] };
  scrollDepth: { enabled: boolean; milestones: number[] };
  formInteractions: { enabled: boolean; trackFormStart: boolean; trackFormAbandonment: boolean; abandonmentTimeout: number };
  contentInteractions: { enabled: boolean; trackServiceExpansions: boolean; trackPortfolioClicks: boolean };
  faqTracking: { enabled: boolean };
  externalLinks: { enabled: boolean; trackExternalClicks: boolean; trackDownloads: boolean; trackedExtensions: string[] };
  errorTracking: { enabled: boolean; trackJavaScriptErrors: boolean };
}

/** Built-in defaults (spec/back-office.md §9), used when the configuration cannot be loaded. */
export const DEFAULT_CONFIG: VisitorConfig = {
  enabled: true,
  pageViews: { enabled: true },
  timeTracking: { enabled: true, trackTimeOnPage: true, updateInterval: 5000 },
  conversions: { enabled: true, trackContactForm: true, trackOfferRequestModal: true },
  buttonClicks: {
    enabled: true,
    trackedButtons: ['Projekt starten', 'Mehr erfahren', 'Portfolio ansehen', 'Kontakt aufnehmen', 'Jetzt anfragen', 'Unverbindliches Angebot anfragen', 'Details ansehen'],
  },
  scrollDepth: { enabled: true, milestones: [25, 50, 75, 100] },
  formInteractions: { enabled: true, trackFormStart: true, trackFormAbandonment: true, abandonmentTimeout: 30000 },
  contentInteractions: { enabled: true, trackServiceExpansions: true, trackPortfolioClicks: true },
  faqTracking: { enabled: true },
  externalLinks: { enabled: true, trackExternalClicks: true, trackDownloads: true, trackedExtensions: ['.pdf', '.zip', '.doc', '.docx', '.xls', '.xlsx'] },
  errorTracking: { enabled: true, trackJavaScriptErrors: true },
};

/** Cache time of a loaded configuration (spec §9: 5 minutes). */
export const CONFIG_CACHE_MS = 300_000;
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
