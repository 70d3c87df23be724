import { z } from 'zod';

/**
 * What a MySQL or SMTP connection test may tell staff, and nothing more: no server text, and no difference
 * between a closed port, a timeout, a listener that is no such server and a name that does not resolve.
 */
export const CONNECTION_OUTCOMES = ['reached', 'unreachable', 'login_refused', 'tls_failed'] as const;
export type ConnectionOutcome = (typeof CONNECTION_OUTCOMES)[number];

export const CONNECTION_OUTCOME_TEXTS: Record<ConnectionOutcome, string> = {
  reached: 'Verbindung erfolgreich',
  unreachable: 'Server nicht erreichbar',
  login_refused: 'Anmeldung abgelehnt',
  tls_failed: 'Verschlüsselte Verbindung fehlgeschlagen',
};

/**
 * POST /api/admin/system-settings/{mysql|smtp}/test. `error` (on failure) is the outcome's text, which the
 * screen shows after 'MySQL-Fehler: ' or 'SMTP-Fehler: '.
 */
export const connectionTestAnswerSchema = z.object({
  success: z.boolean(),
  outcome: z.enum(CONNECTION_OUTCOMES),
  message: z.string(),
  error: z.string().optional(),
});
export type ConnectionTestAnswer = z.infer<typeof connectionTestAnswerSchema>;
