import { z } from 'zod';
import type { TrackEventType } from './tracking';
import { TRACKING_CONSTANTS } from './tracking-constants';

/**
 * The tracking configuration staff edit (the admin view). Every switch has its built-in default, so a partial or older stored config still parses to a full one.
 */
const on = z.boolean().default(true);
const off = z.boolean().default(false);

/** A Google Analytics 4 measurement id ('G-' and letters/digits), as Google shows it under Datenstreams. */
export const MEASUREMENT_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/;

export const trackingConfigSchema = z.object({
  enabled: on,
  pageViews: z.object({ enabled: on, trackReferrer: on, trackDeviceInfo: on }).prefault({}),
  buttonClicks: z.object({ enabled: on }).prefault({}),
  // trackMaxScroll: the deepest point of each page, sent when the visitor leaves it.
  scrollDepth: z.object({ enabled: on, trackMaxScroll: on }).prefault({}),
  timeTracking: z.object({ enabled: on, trackTimeOnPage: on, trackTimeToFirstInteraction: on }).prefault({}),
  // Newsletter sign-ups are off by default and have a switch of their own.
  conversions: z
    .object({ enabled: on, trackContactForm: on, trackOfferRequestModal: on, trackNewsletterSignup: off })
    .prefault({}),
  formInteractions: z
    .object({ enabled: on, trackFormStart: on, trackFormAbandonment: on, trackValidationErrors: on })
    .prefault({}),
  contentInteractions: z.object({ enabled: on, trackServiceExpansions: on, trackPortfolioClicks: on }).prefault({}),
  faqTracking: z.object({ enabled: on }).prefault({}),
  externalLinks: z.object({ enabled: on, trackExternalClicks: on, trackDownloads: on }).prefault({}),
  userJourney: z.object({ enabled: on }).prefault({}),
  errorTracking: z
    .object({
      enabled: on,
      trackJavaScriptErrors: on,
      track404Errors: on,
      // A first page load slower than this counts as an error; 0 switches it off (default 3000 ms).
      slowLoadingThreshold: z
        .number({ error: 'Die Schwelle für langsames Laden muss eine Zahl (Millisekunden) sein' })
        .int('Die Schwelle für langsames Laden muss eine ganze Zahl (Millisekunden) sein')
        .min(0, 'Die Schwelle für langsames Laden liegt zwischen 0 und 60000 ms')
        .max(60_000, 'Die Schwelle für langsames Laden liegt zwischen 0 und 60000 ms')
        .default(3_000),
    })
    .prefault({}),
  cookieConsent: z.object({ enabled: on }).prefault({}),
  // Cookieless page views of visitors who gave no analytics consent (no session id, nothing kept in the
  // browser, no IP stored). Off unless staff switch it on: without consent nothing is counted.
  cookielessCounting: z.object({ enabled: off }).prefault({}),
  // The third-party script: loaded only after analytics consent, by the id staff enter here.
  thirdPartyAnalytics: z
    .object({
      enabled: off,
      measurementId: z
        .string()
        .trim()
        .toUpperCase()
        .refine((id) => id === '' || MEASUREMENT_ID_PATTERN.test(id), 'Die Mess-ID hat die Form G-XXXXXXXXXX')
        .default(''),
    })
    .prefault({})
    .refine((section) => !section.enabled || section.measurementId !== '', {
      message: 'Für Google Analytics fehlt die Mess-ID (G-XXXXXXXXXX)',
      path: ['measurementId'],
    }),
});
export type TrackingConfig = z.output<typeof trackingConfigSchema>;

/**
 * The built-in defaults: everything on but newsletter sign-ups, the third-party script and the cookieless
 * counting of visitors without consent.
 */
export function defaultTrackingConfig(): TrackingConfig {
  return trackingConfigSchema.parse({});
}

/** GET /api/admin/tracking-config. */
export interface TrackingConfigResponse {
  success: true;
  config: TrackingConfig;
}

/**
 * The configuration as visitors' browsers load it (the visitor view). Derived from the admin view:
 * a section is on only when the master switch is on too; fields staff cannot edit come from TRACKING_CONSTANTS.
 */
export function visitorTrackingConfig(config: TrackingConfig) {
  const m = config.enabled;
  const c = config;
  return {
    enabled: m,
    debug: false,
    pageViews: {
      enabled: m && c.pageViews.enabled,
      trackReferrer: c.pageViews.trackReferrer,
      trackDeviceInfo: c.pageViews.trackDeviceInfo,
      trackBrowserInfo: c.pageViews.trackDeviceInfo,
    },
    cookieConsent: { enabled: m && c.cookieConsent.enabled },
    cookielessCounting: { enabled: countsWithoutConsent(config) },
    timeTracking: {
      enabled: m && c.timeTracking.enabled,
      trackTimeOnPage: c.timeTracking.trackTimeOnPage,
      trackTimeToFirstInteraction: c.timeTracking.trackTimeToFirstInteraction,
      updateInterval: TRACKING_CONSTANTS.timeUpdateIntervalMs,
    },
    conversions: {
      enabled: m && c.conversions.enabled,
      trackContactForm: c.conversions.trackContactForm,
      trackOfferRequestModal: c.conversions.trackOfferRequestModal,
      trackNewsletterSignup: c.conversions.trackNewsletterSignup,
      // Downloads count as external-link events; as conversions they are off and not switchable.
      trackDownloads: false,
    },
    buttonClicks: {
      enabled: m && c.buttonClicks.enabled,
      trackedButtons: [...TRACKING_CONSTANTS.trackedButtons],
      trackCtaButtons: true,
      trackNavigationButtons: true,
      trackSocialButtons: true,
    },
    scrollDepth: {
      enabled: m && c.scrollDepth.enabled,
      milestones: [...TRACKING_CONSTANTS.scrollMilestones],
      trackMaxScroll: c.scrollDepth.trackMaxScroll,
    },
    formInteractions: {
      enabled: m && c.formInteractions.enabled,
      trackFormStart: c.formInteractions.trackFormStart,
      trackFormAbandonment: c.formInteractions.trackFormAbandonment,
      trackValidationErrors: c.formInteractions.trackValidationErrors,
      trackFieldInteractions: false,
      abandonmentTimeout: TRACKING_CONSTANTS.formAbandonmentTimeoutMs,
    },
    contentInteractions: {
      enabled: m && c.contentInteractions.enabled,
      trackServiceExpansions: c.contentInteractions.trackServiceExpansions,
      trackPortfolioClicks: c.contentInteractions.trackPortfolioClicks,
    },
    faqTracking: { enabled: m && c.faqTracking.enabled },
    externalLinks: {
      enabled: m && c.externalLinks.enabled,
      trackExternalClicks: c.externalLinks.trackExternalClicks,
      trackDownloads: c.externalLinks.trackDownloads,
      trackedExtensions: [...TRACKING_CONSTANTS.trackedExtensions],
    },
    userJourney: { enabled: m && c.userJourney.enabled },
    errorTracking: {
      enabled: m && c.errorTracking.enabled,
      trackJavaScriptErrors: c.errorTracking.trackJavaScriptErrors,
      track404Errors: c.errorTracking.track404Errors,
      slowLoadingThreshold: c.errorTracking.slowLoadingThreshold,
    },
    thirdPartyAnalytics: thirdPartyAnalyticsOf(config),
  };
}
export type VisitorTrackingConfig = ReturnType<typeof visitorTrackingConfig>;

/**
 * Whether visitors' browsers load the third-party script, and by which id: only with the master switch on,
 * the section on and an id. The pages' Content-Security-Policy allows its host exactly then.
 */
export function thirdPartyAnalyticsOf(config: TrackingConfig): { enabled: boolean; measurementId: string } {
  const { enabled, measurementId } = config.thirdPartyAnalytics;
  const on = config.enabled && enabled && measurementId !== '';
  return { enabled: on, measurementId: on ? measurementId : '' };
}

/**
 * Whether page views of visitors without analytics consent are counted (cookieless): only while staff
 * switched it on, with page views and the master switch on.
 */
export function countsWithoutConsent(config: TrackingConfig): boolean {
  return config.enabled && config.pageViews.enabled && config.cookielessCounting.enabled;
}

/** The tracking calls the intake gates by the configuration. */
export type TrackCall =
  | { kind: 'pageview' }
  | { kind: 'event'; eventType: TrackEventType }
  | { kind: 'time_update' }
  | { kind: 'consent' }
  | { kind: 'web_vital' };

/** Whether the configuration lets the intake store a call; the intake drops the rest with a 202. */
export function isTrackingEnabled(config: TrackingConfig, call: TrackCall): boolean {
  if (!config.enabled) return false;
  const c = config;
  switch (call.kind) {
    // Load times are measured on the page views, under their switch and their consent rule.
    case 'pageview':
    case 'web_vital':
      return c.pageViews.enabled;
    case 'time_update':
      return c.timeTracking.enabled && c.timeTracking.trackTimeOnPage;
    case 'consent':
      return c.cookieConsent.enabled;
    case 'event':
      switch (call.eventType) {
        case 'time_on_page':
          return c.timeTracking.enabled && c.timeTracking.trackTimeOnPage;
        case 'scroll_depth':
          return c.scrollDepth.enabled;
        case 'button_click':
          return c.buttonClicks.enabled;
        case 'form_submit':
          return c.conversions.enabled;
        case 'form_start':
          return c.formInteractions.enabled && c.formInteractions.trackFormStart;
        case 'form_abandoned':
          return c.formInteractions.enabled && c.formInteractions.trackFormAbandonment;
        case 'error':
          return c.errorTracking.enabled;
        // Outbound clicks and downloads share the event type; the tracker sends each under its own switch.
        case 'external_link_click':
          return c.externalLinks.enabled && (c.externalLinks.trackExternalClicks || c.externalLinks.trackDownloads);
        case 'service_expansion':
          return c.contentInteractions.enabled && c.contentInteractions.trackServiceExpansions;
        case 'portfolio_click':
          return c.contentInteractions.enabled && c.contentInteractions.trackPortfolioClicks;
        case 'pricing_view':
        case 'solution_modal':
          return c.contentInteractions.enabled;
        case 'faq_category_click':
        case 'faq_question_open':
          return c.faqTracking.enabled;
      }
  }
}

/**
 * How the statistics counted on a day: 'consent' only visitors who consented to analytics, 'cookieless' also
 * those without consent (cookieless page views), 'changed' staff switched between the two that day.
 */
export const COUNTING_MODES = ['consent', 'cookieless', 'changed'] as const;
export type CountingMode = (typeof COUNTING_MODES)[number];

/** GET /api/admin/statistics/counting-modes: each day of the statistics view and how it was counted. */
export const countingModesResponseSchema = z.object({
  success: z.literal(true),
  days: z.array(z.object({ day: z.string(), mode: z.enum(COUNTING_MODES) })),
});
export type CountingModesResponse = z.infer<typeof countingModesResponseSchema>;
