import { z } from 'zod';

/** How many one-time recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/admin/account/two-factor: the signed-in staff member's own two-factor login. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Admins require two-factor login for all staff. */
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * POST /api/admin/account/two-factor/setup: a new secret, not active until a code from it is confirmed.
 * `qr_code` is an SVG image as a data URL of the `otpauth://` address.
 */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const totpCodeSchema = z
  .string()
  .max(20, 'Code ist zu lang')
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Bitte geben Sie den 6-stelligen Code aus Ihrer App ein'));

/** POST /api/admin/account/two-factor/enable: the first code from the app confirms the set-up. */
export const enableTwoFactorRequestSchema = z.object({ code: totpCodeSchema });
export type EnableTwoFactorRequest = z.input<typeof enableTwoFactorRequestSchema>;

/** The recovery codes in clear, shown once (enable, renew). */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/admin/account/two-factor/disable and …/recovery-codes: the password confirms it is the owner. */
export const confirmPasswordRequestSchema = z.object({
  password: z.string().min(1, 'Passwort fehlt').max(200),
});
export type ConfirmPasswordRequest = z.infer<typeof confirmPasswordRequestSchema>;

/** GET/PUT /api/admin/security/two-factor-policy (admins only). */
export const twoFactorPolicySchema = z.object({ required: z.boolean() });
export type TwoFactorPolicy = z.infer<typeof twoFactorPolicySchema>;

export const TWO_FACTOR_MESSAGES = {
  setupRequired:
    'Zwei-Faktor-Anmeldung ist für alle Mitarbeiter vorgeschrieben. Bitte richten Sie sie ein, bevor Sie weiterarbeiten.',
  requiredCannotDisable: 'Zwei-Faktor-Anmeldung ist vorgeschrieben und kann nicht abgeschaltet werden.',
  wrongCode: 'Der Code ist ungültig oder abgelaufen.',
  /** The login's second step ended (expired, or its account changed): the password step again. */
  challengeEnded: 'Anmeldung abgelaufen. Bitte melden Sie sich erneut an.',
  /** Too many wrong codes for the account: every open second step ended; the password step again. */
  tooManyCodes: 'Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
  noSetup: 'Bitte starten Sie die Einrichtung erneut.',
  alreadyEnabled: 'Zwei-Faktor-Anmeldung ist bereits eingerichtet.',
  notEnabled: 'Zwei-Faktor-Anmeldung ist nicht eingerichtet.',
  wrongPassword: 'Das Passwort ist falsch.',
  enrolBeforeRequiring:
    'Richten Sie zuerst Ihre eigene Zwei-Faktor-Anmeldung ein (Mein Konto), bevor Sie sie für alle vorschreiben.',
} as const;
