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

/** GET /api/admin/statistics (spec/back-office.md §3); docs/metrics.md defines each number. */
export const statisticsResponseSchema = z.object({
  data_source: z.string(),
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
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
});
export type StatisticsResponse = z.infer<typeof statisticsResponseSchema>;

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
