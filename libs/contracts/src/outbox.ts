import { z } from 'zod';

/**
 * Why a mail or an accounting transfer failed, as staff read it: one of these fixed texts, never the
 * server's own words (those go to the server log).
 */
export const OUTBOX_FAILURE_REASONS = {
  smtp_not_allowed: 'Die Adresse des Mailservers ist nicht erlaubt',
  smtp_unreachable: 'Mailserver nicht erreichbar',
  smtp_login_refused: 'Anmeldung am Mailserver abgelehnt',
  smtp_tls_failed: 'Verschlüsselte Verbindung zum Mailserver fehlgeschlagen',
  mail_rejected: 'Der Mailserver hat die E-Mail abgelehnt',
  mysql_not_allowed: 'Die Adresse der Buchhaltungsdatenbank ist nicht erlaubt',
  mysql_unreachable: 'Buchhaltungsdatenbank nicht erreichbar',
  mysql_login_refused: 'Anmeldung an der Buchhaltungsdatenbank abgelehnt',
  mysql_tls_failed: 'Verschlüsselte Verbindung zur Buchhaltungsdatenbank fehlgeschlagen',
  mysql_table_missing: 'Die Tabelle customers fehlt in der Buchhaltungsdatenbank',
  mysql_failed: 'Fehler der Buchhaltungsdatenbank (Einzelheiten im Server-Protokoll)',
  unknown: 'Unbekannter Fehler (Einzelheiten im Server-Protokoll)',
} as const;
export type OutboxFailureReason = (typeof OUTBOX_FAILURE_REASONS)[keyof typeof OUTBOX_FAILURE_REASONS];

/** A staff-readable failure text for `text` as stored with a job: one of the fixed reasons, else 'unknown'. */
export function outboxFailureReason(text: string | null | undefined): OutboxFailureReason {
  const known = Object.values(OUTBOX_FAILURE_REASONS) as string[];
  return (known.includes(text ?? '') ? text : OUTBOX_FAILURE_REASONS.unknown) as OutboxFailureReason;
}
/**
 * GET /api/admin/backend/outbox/failed: a mail or accounting transfer that ran out of attempts. `recipient`
 * never holds a visitor's full address (the Backend tab needs `system`, not `requests`).
 */
export const failedOutboxJobSchema = z.object({
  queue: z.enum(['mail', 'accounting']),
  job_id: z.string(),
  /** What it was, e.g. 'Bestätigung an Anfragende'. */
  what: z.string(),
  /** 'e•••@example.de', a staff member's user name, 'Postfach der Agentur'; null when gone (erased). */
  recipient: z.string().nullable(),
  reason: z.enum(OUTBOX_FAILURE_REASONS),
  attempts: z.number(),
  /** ISO instant of the last attempt. */
  failed_at: z.string().nullable(),
});
export type FailedOutboxJob = z.infer<typeof failedOutboxJobSchema>;

/** GET /api/admin/backend/outbox/failed */
export const failedOutboxJobsAnswerSchema = z.object({ jobs: z.array(failedOutboxJobSchema) });
