import { z } from 'zod';

/** What staff may set (issue 20): whole months, at most ten years. */
export const RETENTION_MAX_MONTHS = 120;
/** Raw analytics events are kept this long unless staff choose otherwise: two years and the month to compare with. */
export const RETENTION_DEFAULT_ANALYTICS_MONTHS = 25;
/**
 * Shown beside the switch for offer requests and enquiries, which are off by default: a year covers an offer's
 * usual life (asked, offered, decided) and its follow-up; what becomes a customer lives on in the accounting.
 */
export const RETENTION_RECOMMENDED_REQUEST_MONTHS = 12;

const months = (label: string) =>
  z.coerce
    .number({ message: `${label}: bitte eine Zahl von Monaten angeben` })
    .int(`${label}: nur ganze Monate`)
    .min(1, `${label}: mindestens 1 Monat`)
    .max(RETENTION_MAX_MONTHS, `${label}: höchstens ${RETENTION_MAX_MONTHS} Monate`);

/** System tab, 'Aufbewahrung': `requests_months` null = kept until staff delete them (the default). */
export const retentionSettingsSchema = z.object({
  requests_months: months('Anfragen').nullable().default(null),
  analytics_months: months('Rohdaten der Statistik').default(RETENTION_DEFAULT_ANALYTICS_MONTHS),
});
export type RetentionSettings = z.output<typeof retentionSettingsSchema>;
export const defaultRetentionSettings = (): RetentionSettings => retentionSettingsSchema.parse({});

/** One run of the daily retention job, as logged and shown to staff. */
export interface RetentionRun {
  at: string;
  /** null: started by the daily job; else the staff member who started it. */
  actor: string | null;
  /** Offer requests and enquiries received before this moment were erased; null when their retention is off. */
  requests_before: string | null;
  requests_erased: number;
  /** Submissions held back as suspected spam, erased by the same rule. */
  spam_erased: number;
  /** Raw analytics events before this day are dropped (ClickHouse TTL); the daily rollups stay. */
  analytics_before: string;
  analytics_rows_removed: number;
}

/** GET /api/admin/retention/runs */
export interface RetentionRunsAnswer {
  success: true;
  runs: RetentionRun[];
}
