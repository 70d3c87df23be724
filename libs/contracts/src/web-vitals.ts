import { z } from 'zod';
import { isoDay, STATISTICS_PERIODS, statisticsQuerySchema } from './statistics';
import { TRACKING_LIMITS } from './tracking';

/**
 * Core Web Vitals of real visitors (docs/metrics.md 'Ladezeiten echter Besucher'): what the tracker measures
 * with Google's `web-vitals` library, the one call that carries a measurement, and the statistics of them.
 */

/** The five measured metrics, in the order the statistics show them. */
export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/**
 * Google's thresholds per metric: up to `good` is good, above `poor` is poor, between needs improvement
 * (web.dev/articles/vitals). Milliseconds, CLS without unit.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalMetric, { good: number; poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The largest value the intake takes per metric: five minutes for the times, 50 for CLS (a page shifting its
 * whole viewport fifty times over). Beyond that a value is not a measurement but a forged call (400).
 */
export const WEB_VITAL_MAX: Readonly<Record<WebVitalMetric, number>> = {
  LCP: 300_000,
  INP: 300_000,
  CLS: 50,
  FCP: 300_000,
  TTFB: 300_000,
};

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** A value's rating by Google's thresholds. */
export function webVitalRating(metric: WebVitalMetric, value: number): WebVitalRating {
  const { good, poor } = WEB_VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Device classes a measurement is stored under (by the viewport's width, like page views). */
export const WEB_VITAL_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type WebVitalDevice = (typeof WEB_VITAL_DEVICES)[number];

/**
 * POST /api/track/web-vitals: one metric of one page load. It carries no identifier at all (no session id,
 * and the intake derives no visitor id): `consented` says whether the visitor gave analytics consent, and
 * without it the call is taken only while staff count visitors without consent, the rule of page views.
 */
export const webVitalSchema = z
  .strictObject({
    page_path: z
      .string()
      .min(1, 'page_path fehlt')
      .max(TRACKING_LIMITS.path, `page_path ist länger als ${TRACKING_LIMITS.path} Zeichen`)
      .startsWith('/', 'page_path muss mit / beginnen'),
    metric: z.enum(WEB_VITAL_METRICS, { error: `metric muss einer von ${WEB_VITAL_METRICS.join(', ')} sein` }),
    value: z.number({ error: 'value muss eine Zahl sein' }).min(0, 'value darf nicht negativ sein'),
    device_type: z.enum(WEB_VITAL_DEVICES, { error: `device_type muss ${WEB_VITAL_DEVICES.join(', ')} sein` }),
    consented: z.boolean({ error: 'consented muss true oder false sein' }),
    user_agent: z.string().max(TRACKING_LIMITS.userAgent).nullish(),
  })
  .refine((call) => call.value <= WEB_VITAL_MAX[call.metric], {
    path: ['value'],
    error: 'value liegt über dem größten möglichen Messwert der Metrik',
  });
export type WebVitalCall = z.infer<typeof webVitalSchema>;

/** Pages in 'Seiten zuerst verbessern'. */
export const WEB_VITALS_TOP_PAGES = 10;

/**
 * GET /api/admin/statistics/web-vitals: the statistics' period (`period`, and `from`/`to` for a custom range,
 * checked as there; default 30 days), a device class and one page, each optional; anything else is refused.
 */
export const webVitalsQuerySchema = z
  .strictObject(
    {
      period: z.enum(STATISTICS_PERIODS, 'Zeitraum muss today, 7d, 30d, 6m, 12m oder custom sein').default('30d'),
      from: isoDay.optional(),
      to: isoDay.optional(),
      device: z.enum(WEB_VITAL_DEVICES, `Gerät muss ${WEB_VITAL_DEVICES.join(', ')} sein`).optional(),
      page: z
        .string()
        .max(200, 'Seite höchstens 200 Zeichen')
        .startsWith('/', 'Seite: ein Pfad, der mit / beginnt')
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unbekannter Parameter: ${issue.keys.join(', ').slice(0, 200)}`
          : undefined,
    },
  )
  .superRefine(({ period, from, to }, ctx) => {
    const parsed = statisticsQuerySchema.safeParse({ period, from, to });
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
export type WebVitalsQuery = z.infer<typeof webVitalsQuerySchema>;

const ratingSchema = z.enum(['good', 'needs-improvement', 'poor']);
const share = z.number().min(0).max(100);
const p75sSchema = z.object({
  LCP: z.number().nullable(),
  INP: z.number().nullable(),
  CLS: z.number().nullable(),
  FCP: z.number().nullable(),
  TTFB: z.number().nullable(),
});

/** One metric's figures: the 75th percentile (null without samples) and the shares of the ratings in percent. */
export const webVitalFiguresSchema = z.object({
  metric: z.enum(WEB_VITAL_METRICS),
  samples: z.number().int().nonnegative(),
  p75: z.number().nullable(),
  /** The p75's rating, null without samples. */
  rating: ratingSchema.nullable(),
  good: share,
  needs_improvement: share,
  poor: share,
});
export type WebVitalFigures = z.infer<typeof webVitalFiguresSchema>;

/** Each metric's p75 (null without samples). */
export type WebVitalP75s = z.infer<typeof p75sSchema>;

/** GET /api/admin/statistics/web-vitals. */
export const webVitalsResponseSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  device: z.enum(WEB_VITAL_DEVICES).nullable(),
  page: z.string().nullable(),
  /** The five metrics, in WEB_VITAL_METRICS order. */
  metrics: z.array(webVitalFiguresSchema),
  /** Each device class with measurements: its p75 per metric; `samples` of its most measured metric. */
  devices: z.array(z.object({ device: z.string(), samples: z.number().int().nonnegative(), p75: p75sSchema })),
  /** Per day of the period with measurements: the p75 per metric. */
  trend: z.array(z.object({ day: z.string(), p75: p75sSchema })),
  /**
   * The pages to fix first: most poor measurements, then most needing improvement, then most measured; each
   * with its p75 per metric. At most WEB_VITALS_TOP_PAGES.
   */
  pages: z
    .array(
      z.object({
        page: z.string(),
        samples: z.number().int().nonnegative(),
        poor: z.number().int().nonnegative(),
        needs_improvement: z.number().int().nonnegative(),
        p75: p75sSchema,
      }),
    )
    .max(WEB_VITALS_TOP_PAGES),
});
export type WebVitalsResponse = z.infer<typeof webVitalsResponseSchema>;
