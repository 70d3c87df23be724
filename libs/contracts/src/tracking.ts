import { z } from 'zod';

/** Bounds that keep one tracking call small; the intake also caps the whole body. */
export const TRACKING_LIMITS = {
  bodyBytes: 16 * 1024,
  path: 2048,
  referrer: 2048,
  userAgent: 512,
  shortText: 64,
  sessionId: 64,
  label: 256,
  metadata: 4096,
} as const;

const pagePath = z
  .string()
  .min(1, 'page_path fehlt')
  .max(TRACKING_LIMITS.path, `page_path ist länger als ${TRACKING_LIMITS.path} Zeichen`)
  .startsWith('/', 'page_path muss mit / beginnen');

/** A session id exists only with analytics consent; without it the page view is cookieless. */
const sessionId = z
  .string()
  .max(TRACKING_LIMITS.sessionId)
  .regex(/^sess_[A-Za-z0-9_-]+$/, 'session_id muss mit sess_ beginnen')
  .nullish();

export const pageViewSchema = z.object({
  page_path: pagePath,
  referrer: z.string().max(TRACKING_LIMITS.referrer).nullish(),
  user_agent: z.string().max(TRACKING_LIMITS.userAgent).nullish(),
  device_type: z.string().max(TRACKING_LIMITS.shortText).nullish(),
  browser: z.string().max(TRACKING_LIMITS.shortText).nullish(),
  session_id: sessionId,
  duration_seconds: z.number().min(0).max(86_400).default(0),
});
export type PageView = z.infer<typeof pageViewSchema>;

/** The 14 event types (docs/product/consent-and-tracking.md 'Tracking calls'). */
export const TRACK_EVENT_TYPES = [
  'time_on_page',
  'scroll_depth',
  'button_click',
  'form_submit',
  'form_start',
  'form_abandoned',
  'error',
  'external_link_click',
  'service_expansion',
  'portfolio_click',
  'pricing_view',
  'solution_modal',
  'faq_category_click',
  'faq_question_open',
] as const;
export const trackEventTypeSchema = z.enum(TRACK_EVENT_TYPES, {
  error: `event_type muss einer von ${TRACK_EVENT_TYPES.join(', ')} sein`,
});
export type TrackEventType = z.infer<typeof trackEventTypeSchema>;

/**
 * metadata travels as a JSON string; an object is accepted too and stored as its JSON text.
 * Either way it must be JSON and stay within the bound.
 */
const metadata = z
  .union([z.string(), z.record(z.string(), z.unknown())])
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.length > TRACKING_LIMITS.metadata) {
      ctx.addIssue({ code: 'custom', message: `metadata ist länger als ${TRACKING_LIMITS.metadata} Zeichen` });
      return z.NEVER;
    }
    if (text === '') return '';
    try {
      JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'metadata ist kein gültiges JSON' });
      return z.NEVER;
    }
    return text;
  })
  .nullish();

export const trackEventSchema = z.object({
  event_type: trackEventTypeSchema,
  event_label: z
    .string()
    .max(TRACKING_LIMITS.label, `event_label ist länger als ${TRACKING_LIMITS.label} Zeichen`)
    .nullish(),
  page_path: pagePath,
  user_agent: z.string().max(TRACKING_LIMITS.userAgent).nullish(),
  session_id: sessionId,
  metadata,
});
export type TrackEvent = z.input<typeof trackEventSchema>;
export type ParsedTrackEvent = z.output<typeof trackEventSchema>;

export const timeUpdateSchema = z.object({
  page_path: pagePath,
  time_spent: z.number().min(0).max(86_400),
  session_id: sessionId,
});
export type TimeUpdate = z.infer<typeof timeUpdateSchema>;

/**
 * How a decision came about: the visitor's click ('Alle Cookies akzeptieren', 'Nur notwendige Cookies',
 * 'Auswahl speichern'), or `gpc_only_necessary`, the browser's Global Privacy Control signal, which the
 * site takes as 'Nur notwendige Cookies' until the visitor decides otherwise.
 */
export const CONSENT_TYPES = ['all_accepted', 'only_necessary', 'customized', 'gpc_only_necessary'] as const;
export const consentTypeSchema = z.enum(CONSENT_TYPES, {
  error: `consent_type muss einer von ${CONSENT_TYPES.join(', ')} sein`,
});
export type ConsentType = z.infer<typeof consentTypeSchema>;

export const cookieConsentSchema = z
  .object({
    consent_type: consentTypeSchema,
    analytics_accepted: z.boolean(),
    marketing_accepted: z.boolean(),
    user_agent: z.string().max(TRACKING_LIMITS.userAgent).nullish(),
  })
  // The privacy signal allows nothing optional: a decision of that type granting a category is not one.
  .refine((d) => d.consent_type !== 'gpc_only_necessary' || (!d.analytics_accepted && !d.marketing_accepted), {
    path: ['consent_type'],
    error: 'consent_type gpc_only_necessary erlaubt weder Analyse noch Marketing',
  });
export type CookieConsentDecision = z.infer<typeof cookieConsentSchema>;

/** Where a visit came from, classified by the intake from the referrer and utm_* parameters. */
export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'campaign', 'internal'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** `web_vital`: one Core Web Vitals measurement (web-vitals.ts): event_type the metric, duration_seconds its value. */
export const EVENT_KINDS = ['pageview', 'event', 'time_update', 'consent', 'web_vital'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** What the intake hands to the queue: the visitor's call plus what only the server may know. */
export const enrichedEventSchema = z.object({
  event_id: z.string().uuid(),
  kind: z.enum(EVENT_KINDS),
  received_at: z.string(),
  page_path: z.string(),
  referrer: z.string(),
  session_id: z.string(),
  visitor_id: z.string(),
  device_type: z.string(),
  browser: z.string(),
  os: z.string(),
  country: z.string(),
  consented: z.boolean(),
  traffic_source: z.string().optional(),
  event_type: z.string().optional(),
  event_label: z.string().optional(),
  duration_seconds: z.number().optional(),
  metadata: z.string().optional(),
});
export type EnrichedEvent = z.infer<typeof enrichedEventSchema>;

/** A page view as queued; the optional fields of other kinds stay empty. */
export type EnrichedPageView = Omit<EnrichedEvent, 'kind'> & { kind: 'pageview' };
export const enrichedPageViewSchema = enrichedEventSchema.extend({ kind: z.literal('pageview') });
