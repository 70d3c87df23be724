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

/** GET /api/admin/statistics; docs/metrics.md defines each number. */
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
  cookie_consent: z.object({
    all_accepted: percent,
    only_necessary: percent,
    customized: percent,
    gpc_only_necessary: percent,
  }),
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
/**
 * Earliest day a custom range may start: nothing is kept from before
 * (docs/adr/0081-periods-and-previous-period-comparison.md).
 */
export const STATISTICS_EARLIEST_DAY = '2000-01-01';

const validDay = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
export const isoDay = z
  .string()
  .max(10, 'Datum im Format JJJJ-MM-TT erwartet')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum im Format JJJJ-MM-TT erwartet')
  .refine(validDay, 'kein gültiges Datum');

/** The dimensions a statistics view can be filtered by (docs/metrics.md 'Filters'). */
export const STATISTICS_FILTER_DIMENSIONS = ['page', 'source', 'device', 'browser', 'country', 'goal'] as const;
export type StatisticsFilterDimension = (typeof STATISTICS_FILTER_DIMENSIONS)[number];
/** Traffic sources a view can be filtered by: the ones the statistics show (internal navigation is left out). */
export const STATISTICS_FILTER_SOURCES = ['direct', 'search', 'social', 'referral', 'campaign'] as const;
/** Device classes as the response labels them. */
export const STATISTICS_FILTER_DEVICES = ['Desktop', 'Mobile', 'Tablet', 'Other'] as const;
/** Longest filter parameter: `browser:` and a value of at most 200 characters (a stored page path's bound). */
const FILTER_MAX_LENGTH = 210;
const FILTER_VALUE_MAX = 200;
/** A goal filter's value is a goal's name: as long as a name may be (goals.ts `statisticsItemName`). */
const FILTER_GOAL_MAX = 100;

export interface StatisticsFilter {
  dimension: StatisticsFilterDimension;
  value: string;
}

/** `dimension:value` → the filter, or the German reason it is refused. */
export function parseStatisticsFilter(raw: string): StatisticsFilter | string {
  const colon = raw.indexOf(':');
  if (colon < 1) return 'Filter im Format dimension:wert erwartet (z. B. page:/preise)';
  const dimension = raw.slice(0, colon);
  const value = raw.slice(colon + 1);
  if (!(STATISTICS_FILTER_DIMENSIONS as readonly string[]).includes(dimension))
    return `Unbekannte Filter-Dimension: ${dimension.slice(0, 40)} (erlaubt: ${STATISTICS_FILTER_DIMENSIONS.join(', ')})`;
  const max = dimension === 'goal' ? FILTER_GOAL_MAX : FILTER_VALUE_MAX;
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > max || /[\u0000-\u001f\u007f]/.test(value))
    return `Filterwert für ${dimension}: 1 bis ${max} Zeichen ohne Steuerzeichen`;
  switch (dimension as StatisticsFilterDimension) {
    case 'page':
      if (!value.startsWith('/')) return 'Filterwert für page: ein Pfad, der mit / beginnt';
      break;
    case 'source':
      if (!(STATISTICS_FILTER_SOURCES as readonly string[]).includes(value))
        return `Filterwert für source: ${STATISTICS_FILTER_SOURCES.join(', ')}`;
      break;
    case 'device':
      if (!(STATISTICS_FILTER_DEVICES as readonly string[]).includes(value))
        return `Filterwert für device: ${STATISTICS_FILTER_DEVICES.join(', ')}`;
      break;
    case 'country':
      if (!/^[A-Z]{2}$/.test(value)) return 'Filterwert für country: Ländercode aus zwei Großbuchstaben';
      break;
    case 'browser':
      if (value === STATISTICS_OTHER_LABEL) return `'${STATISTICS_OTHER_LABEL}' ist kein Browser`;
      break;
  }
  return { dimension: dimension as StatisticsFilterDimension, value };
}

const filterParam = z.string().max(FILTER_MAX_LENGTH, `Filter höchstens ${FILTER_MAX_LENGTH} Zeichen`);

/** Parameters of a statistics view besides the filters, in the order the address keeps them. */
export const STATISTICS_VIEW_KEYS = ['period', 'from', 'to', 'compare'] as const;

/**
 * GET /api/admin/statistics query: every parameter optional; none at all is the default view (30 days).
 * Unknown or repeated parameters are refused, so a bookmarked address means one thing. `filter` is the one
 * that may repeat (`filter=page:/preise&filter=source:search`): at most one per dimension, combined with AND.
 */
export const statisticsQuerySchema = z
  .strictObject(
    {
      period: z.enum(STATISTICS_PERIODS, 'Zeitraum muss today, 7d, 30d, 6m, 12m oder custom sein').optional(),
      from: isoDay.optional(),
      to: isoDay.optional(),
      compare: z.enum(['previous'], "Vergleich muss 'previous' sein").optional(),
      // One `filter` arrives as a string, several as an array; anything else (an object) is refused.
      filter: z
        .preprocess(
          (v) => (typeof v === 'string' ? [v] : v),
          z
            .array(filterParam, 'Filter im Format dimension:wert erwartet')
            .max(STATISTICS_FILTER_DIMENSIONS.length, `höchstens ${STATISTICS_FILTER_DIMENSIONS.length} Filter`),
        )
        .optional(),
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
    const seen = new Set<string>();
    for (const raw of q.filter ?? []) {
      const filter = parseStatisticsFilter(raw);
      if (typeof filter === 'string') ctx.addIssue({ code: 'custom', path: ['filter'], message: filter });
      else if (seen.has(filter.dimension))
        ctx.addIssue({ code: 'custom', path: ['filter'], message: `Filter ${filter.dimension} doppelt` });
      else seen.add(filter.dimension);
    }
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

/** The filters of a valid query, parsed (the schema refused every malformed one). */
export function statisticsFilters(query: StatisticsQuery): StatisticsFilter[] {
  return (query.filter ?? []).map(parseStatisticsFilter).filter((f): f is StatisticsFilter => typeof f !== 'string');
}

/** The intake's traffic-source keys as staff read them (screen and CSV); an unknown key is shown as it comes. */
export const STATISTICS_SOURCE_LABELS: Record<string, string> = {
  direct: 'Direkt',
  search: 'Suchmaschinen',
  social: 'Soziale Netzwerke',
  referral: 'Verweisende Websites',
  campaign: 'Kampagnen',
};
/** The cookie-consent decisions as staff read them. */
export const STATISTICS_CONSENT_LABELS = {
  all_accepted: 'Alle akzeptiert',
  only_necessary: 'Nur notwendige',
  customized: 'Angepasst',
  gpc_only_necessary: 'Browser-Signal GPC',
} as const;
/** The filter dimensions as the chips name them. */
export const STATISTICS_FILTER_LABELS: Record<StatisticsFilterDimension, string> = {
  page: 'Seite',
  source: 'Quelle',
  device: 'Gerät',
  browser: 'Browser',
  country: 'Land',
  goal: 'Ziel',
};

/** A filter as staff read it: 'Seite: /preise', 'Quelle: Suchmaschinen' (chips, CSV). */
export function statisticsFilterText({ dimension, value }: StatisticsFilter): string {
  const shown = dimension === 'source' ? (STATISTICS_SOURCE_LABELS[value] ?? value) : value;
  return `${STATISTICS_FILTER_LABELS[dimension]}: ${shown}`;
}

/** Most pages the live view lists. */
export const STATISTICS_LIVE_TOP_PAGES = 10;
/** Minutes the live view counts: the current one and the ones before it (docs/metrics.md 'Live'). */
export const STATISTICS_LIVE_MINUTES = 5;

/** GET /api/admin/statistics/live: visitors of the last minutes and the pages they are on, from the minute rollup. */
export const statisticsLiveSchema = z.object({
  /** Since when (the first minute counted) and until when, ISO. */
  from: z.string(),
  to: z.string(),
  visitors: count,
  pages: z.array(z.object({ page: z.string(), visitors: count })).max(STATISTICS_LIVE_TOP_PAGES),
});
export type StatisticsLive = z.infer<typeof statisticsLiveSchema>;
/** GET /api/admin/statistics/live takes no parameters. */
export const statisticsLiveQuerySchema = z.strictObject(
  {},
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unbekannter Parameter: ${issue.keys.join(', ').slice(0, 200)}` : undefined,
  },
);

/** The tables of a statistics view that can be exported as CSV, one file each. */
export const STATISTICS_EXPORT_TABLES = [
  'summary',
  'trend',
  'pages',
  'sources',
  'devices',
  'browsers',
  'countries',
  'buttons',
  'conversions',
  'consent',
] as const;
export type StatisticsExportTable = (typeof STATISTICS_EXPORT_TABLES)[number];

/** GET /api/admin/statistics/export: the view's parameters and the table wanted. */
export const statisticsExportQuerySchema = z
  .looseObject({
    table: z.enum(STATISTICS_EXPORT_TABLES, `Tabelle muss ${STATISTICS_EXPORT_TABLES.join(', ')} sein`),
  })
  .transform(({ table, ...view }, ctx) => {
    const parsed = statisticsQuerySchema.safeParse(view);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return { table, view: parsed.data };
  });
export type StatisticsExportQuery = z.infer<typeof statisticsExportQuerySchema>;

/** POST /api/admin/reset-analytics: each option deletes what it names, nothing else. */
export const resetAnalyticsSchema = z
  .object({
    reset_pageviews: z.boolean().default(false),
    reset_events: z.boolean().default(false),
    reset_consents: z.boolean().default(false),
    /** The Core Web Vitals measurements ('Ladezeiten echter Besucher'). */
    reset_web_vitals: z.boolean().optional(),
  })
  .refine((v) => v.reset_pageviews || v.reset_events || v.reset_consents || v.reset_web_vitals, {
    message: 'mindestens eine Option muss gewählt sein',
    path: ['reset_pageviews'],
  });
export type ResetAnalyticsRequest = z.infer<typeof resetAnalyticsSchema>;
