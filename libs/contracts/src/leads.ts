import { z } from 'zod';

/*
 * Leads by source and the weekly report; docs/metrics.md defines every figure.
 */

/** The key of requests whose session is not known (sent without analytics consent, or the session not found). */
export const LEAD_SOURCE_UNKNOWN = 'unbekannt';
/** Most (source, entry page) rows of 'Anfragen nach Quelle'; the rest is summed into one row per source. */
export const LEAD_SOURCES_TOP = 20;

const count = z.number().int().nonnegative();

/**
 * GET /api/admin/statistics/leads: requests by the traffic source and entry page of their session. The offer funnel
 * is a built-in funnel of GET /api/admin/statistics/funnels.
 */
export const leadSourcesResponseSchema = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  /** Every request of the period, attributed or not. */
  requests: count,
  /** 'Anfragen nach Quelle': most requests first; `entry_page` null for the 'unbekannt' row and for a source's rest. */
  sources: z.array(z.object({ source: z.string(), entry_page: z.string().nullable(), requests: count })),
});
export type LeadSourcesResponse = z.infer<typeof leadSourcesResponseSchema>;

/** The signed-in staff member's own weekly-report subscription (GET/PUT /api/admin/me/weekly-report). */
export const weeklyReportSubscriptionSchema = z.strictObject(
  { weekly_report: z.boolean('weekly_report muss true oder false sein') },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unbekanntes Feld: ${issue.keys.join(', ').slice(0, 200)}` : undefined,
  },
);
export type WeeklyReportSubscription = z.infer<typeof weeklyReportSubscriptionSchema>;

/** Admins' view: who receives the weekly report (GET /api/admin/weekly-report/subscribers). */
export const weeklyReportSubscriberSchema = z.object({ user_id: z.string(), username: z.string(), email: z.string() });
export type WeeklyReportSubscriber = z.infer<typeof weeklyReportSubscriberSchema>;

/** Traffic sources (the intake's keys, libs/contracts TRAFFIC_SOURCES) as staff read them. */
export const LEAD_SOURCE_LABELS: Record<string, string> = {
  direct: 'Direkt',
  search: 'Suchmaschinen',
  social: 'Soziale Netzwerke',
  referral: 'Verweisende Websites',
  campaign: 'Kampagnen',
  internal: 'Interne Navigation',
  [LEAD_SOURCE_UNKNOWN]: 'Unbekannt',
};

/** A traffic source as staff read it; a key without a label as it is. */
export const leadSourceLabel = (source: string): string => LEAD_SOURCE_LABELS[source] ?? source;

/** The answer of GET/PUT /api/admin/me/weekly-report. */
export const weeklyReportSubscriptionAnswerSchema = z.object({ success: z.literal(true), weekly_report: z.boolean() });
