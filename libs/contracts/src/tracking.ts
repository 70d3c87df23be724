import { z } from 'zod';

/** Bounds that keep one tracking call small; the intake also caps the whole body. */
export const TRACKING_LIMITS = {
  bodyBytes: 16 * 1024,
  path: 2048,
  referrer: 2048,
  userAgent: 512,
  shortText: 64,
  sessionId: 64,
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

/** What the intake hands to the queue: the visitor's call plus what only the server may know. */
export const enrichedPageViewSchema = z.object({
  event_id: z.string().uuid(),
  kind: z.literal('pageview'),
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
});
export type EnrichedPageView = z.infer<typeof enrichedPageViewSchema>;
