import { z } from 'zod';

export const STATISTICS_WINDOW_DAYS = 30;
export const STATISTICS_TREND_MONTHS = 6;
export const STATISTICS_TOP_BUTTONS = 5;
export const STATISTICS_TOP_PAGES = 10;
export const STATISTICS_TOP_COUNTRIES = 10;
export const STATISTICS_TOP_CONVERSIONS = 50;
/** Most named slices of a share (browsers, traffic sources); the rest is folded into STATISTICS_OTHER_LABEL. */
export const STATISTICS_TOP_SHARES = 7;
/** The key of the one share that sums up every value beyond the top ones (docs/metrics.md). */
export const STATISTICS_OTHER_LABEL = 'Sonstige';

const count = z.number().int().nonnegative();
const percent = z.number().min(0).max(100);
/** The days a response covers (docs/metrics.md). */
const periodSchema = z.object({ from: z.string(), to: z.string(), days: z.number().int() });

/** GET /api/admin/statistics (spec/back-office.md §3); docs/metrics.md defines each number. */
export const statisticsResponseSchema = z.object({
  data_source: z.string(),
  period: periodSchema,
  page_views: count,
  unique_visitors: count,
  /** Seconds, over sessions (consented visits). */
  avg_session_duration: z.number().nonnegative(),
  /** Percent of sessions with a single page view. */
  bounce_rate: percent,
  enhanced_metrics: z.object({
    total_events: count,
    button_clicks: count,
    scroll_interactions: count,
    external_link_clicks: count,
    form_starts: count,
    form_submits: count,
    form_abandoned: count,
    form_conversion_rate: percent,
    top_buttons: z.record(z.string(), count),
    errors: count,
  }),
  top_pages: z.array(z.object({ page: z.string(), views: count, avg_time: z.number().nonnegative(), bounce: percent })),
  cookie_consent: z.object({ all_accepted: percent, only_necessary: percent, customized: percent }),
  traffic_sources: z.record(z.string(), percent),
  devices: z.record(z.string(), percent),
  browsers: z.record(z.string(), percent),
  monthly_visitors: z.array(z.object({ month: z.string(), visitors: count })),
  top_countries: z.record(z.string(), count),
  conversions: z.record(z.string(), count),
  /** Only when a period or comparison was asked for: visitors per day (per month beyond 92 days) of the period. */
  trend: z.array(z.object({ bucket: z.string(), visitors: count, previous_visitors: count.optional() })).optional(),
  /** Only with `compare=previous`: the previous period of the same length and each headline figure's change. */
  comparison: z
    .object({
      period: periodSchema,
      page_views: count,
      unique_visitors: count,
      avg_session_duration: z.number().nonnegative(),
      bounce_rate: percent,
      /** Change against the previous period in percent (one decimal); null when the previous figure is 0. */
      change: z.object({
        page_views: z.number().nullable(),
        unique_visitors: z.number().nullable(),
        avg_session_duration: z.number().nullable(),
        bounce_rate: z.number().nullable(),
      }),
    })
    .optional(),
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

/** The periods staff can pick; '30d' is the spec's window and the default. */
export const STATISTICS_PERIODS = ['today', '7d', '30d', '6m', '12m', 'custom'] as const;
export type StatisticsPeriodKey = (typeof STATISTICS_PERIODS)[number];
/** Longest custom range in days: a year and a leap day, like the 12-month view. */
export const STATISTICS_MAX_RANGE_DAYS = 366;
/** Earliest day a custom range may start: nothing is kept from before (docs/decisions.md, issue 18). */
export const STATISTICS_EARLIEST_DAY = '2000-01-01';

const validDay = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isoDay = z
  .string()
  .max(10, 'Datum im Format JJJJ-MM-TT erwartet')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT erwartet')
  .refine(validDay, 'kein gültiges Datum');

/**
 * GET /api/admin/statistics query (issue 18): every parameter optional; none at all is the spec's answer.
 * Unknown or repeated parameters are refused, so a bookmarked address means one thing.
 */
export const statisticsQuerySchema = z
  .strictObject(
    {
      period: z.enum(STATISTICS_PERIODS, 'Zeitraum muss today, 7d, 30d, 6m, 12m oder custom sein').optional(),
      from: isoDay.optional(),
      to: isoDay.optional(),
      compare: z.enum(['previous'], "Vergleich muss 'previous' sein").optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unbekannter Parameter: ${issue.keys.join(', ').slice(0, 200)}`
          : undefined,
    },
  )
  .superRefine((q, ctx) => {
    const custom = q.period === 'custom';
    if (custom && (!q.from || !q.to))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Eigener Zeitraum braucht from und to' });
    if (!custom && (q.from || q.to))
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'from und to nur mit period=custom' });
    if (custom && validDay(q.from) && validDay(q.to)) {
      const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to darf nicht vor from liegen' });
      if (days > STATISTICS_MAX_RANGE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `Zeitraum höchstens ${STATISTICS_MAX_RANGE_DAYS} Tage` });
      if (q.from < STATISTICS_EARLIEST_DAY)
        ctx.addIssue({ code: 'custom', path: ['from'], message: `from frühestens ${STATISTICS_EARLIEST_DAY}` });
      if (q.to > new Date().toISOString().slice(0, 10))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'to darf nicht in der Zukunft liegen' });
    }
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** POST /api/admin/reset-analytics: each option deletes what it names, nothing else. */
export const resetAnalyticsSchema = z
  .object({
    reset_pageviews: z.boolean().default(false),
    reset_events: z.boolean().default(false),
    reset_consents: z.boolean().default(false),
  })
  .refine((v) => v.reset_pageviews || v.reset_events || v.reset_consents, {
    message: 'mindestens eine Option muss gewählt sein',
    path: ['reset_pageviews'],
  });
export type ResetAnalyticsRequest = z.infer<typeof resetAnalyticsSchema>;
