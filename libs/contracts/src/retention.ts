import { z } from 'zod';
import { hasPermission, PERMISSION_LABELS, type PermissionKey } from './permissions';
import type { StaffAccount } from './user-privileges';

/** What staff may set: whole months, at most ten years. */
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

/**
 * Whose data each period erases: changing a period needs the permission of that data (besides `system`, which
 * the whole screen needs), as staff must not erase what they may not even read. Raw analytics are the
 * statistics' data, the permission that reads and resets them.
 */
export const RETENTION_PERMISSIONS = {
  requests_months: 'requests',
  analytics_months: 'statistics',
} as const satisfies Record<keyof RetentionSettings, PermissionKey>;

/** A run applies every period and so erases the data of each: it needs all their permissions. */
export const RETENTION_RUN_PERMISSIONS: readonly PermissionKey[] = [
  ...new Set<PermissionKey>(Object.values(RETENTION_PERMISSIONS)),
];

/** The periods a change from `before` to `after` sets differently whose permission `staff` lack. */
export function retentionFieldsRefused(
  staff: StaffAccount,
  before: RetentionSettings,
  after: RetentionSettings,
): (keyof RetentionSettings)[] {
  return (Object.keys(RETENTION_PERMISSIONS) as (keyof RetentionSettings)[]).filter(
    (field) =>
      before[field] !== after[field] && !hasPermission(staff.role, staff.permissions, RETENTION_PERMISSIONS[field]),
  );
}

/** The permissions of a run that `staff` lack, as the back-office names them. */
export function retentionRunMissing(staff: StaffAccount): string[] {
  return RETENTION_RUN_PERMISSIONS.filter((key) => !hasPermission(staff.role, staff.permissions, key)).map(
    (key) => PERMISSION_LABELS[key],
  );
}

/** Why a period's field is locked for someone without its permission (screen and the 403's details). */
export const retentionFieldLocked = (field: keyof RetentionSettings): string =>
  `Nur mit der Berechtigung „${PERMISSION_LABELS[RETENTION_PERMISSIONS[field]]}“ änderbar`;

/** One run of the daily retention job, as logged and shown to staff. */
export const retentionRunSchema = z.object({
  at: z.string(),
  /** null: started by the daily job; else the staff member who started it. */
  actor: z.string().nullable(),
  /** Offer requests and enquiries received before this moment were erased; null when their retention is off. */
  requests_before: z.string().nullable(),
  requests_erased: z.number(),
  /** Submissions held back as suspected spam, erased by the same rule. */
  spam_erased: z.number(),
  /** Raw analytics events before this day are dropped (ClickHouse TTL); the daily rollups stay. */
  analytics_before: z.string(),
  analytics_rows_removed: z.number(),
  /** Day counts of the 404 list ('Nicht gefundene Seiten') older than the statistics' retention; 0 in older runs. */
  not_found_rows_removed: z.number().default(0),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

/** What a run started now would erase (GET /api/admin/retention/preview), for staff to confirm before it runs. */
export const retentionPreviewSchema = z.object({
  /** Offer requests and enquiries received before `requests_before`; 0 while their retention is off. */
  requests: z.number(),
  /** Submissions held back as suspected spam, by the same rule. */
  spam: z.number(),
  requests_before: z.string().nullable(),
  /** Raw analytics events before `analytics_before` (yyyy-mm-dd, UTC). */
  analytics_rows: z.number(),
  analytics_before: z.string(),
});
export type RetentionPreview = z.infer<typeof retentionPreviewSchema>;

/** GET /api/admin/retention/runs: the last runs, newest first, and the periods recommended. */
export const retentionRunsAnswerSchema = z.object({
  success: z.literal(true),
  runs: z.array(retentionRunSchema),
  recommended: z.object({ requests_months: z.number(), analytics_months: z.number() }),
});
export type RetentionRunsAnswer = z.infer<typeof retentionRunsAnswerSchema>;

/** GET /api/admin/retention/preview */
export const retentionPreviewAnswerSchema = z.object({ success: z.literal(true), preview: retentionPreviewSchema });
export type RetentionPreviewAnswer = z.infer<typeof retentionPreviewAnswerSchema>;
