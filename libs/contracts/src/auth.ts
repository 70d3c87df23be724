import { z } from 'zod';
import { newPasswordSchema, PASSWORD_MESSAGES } from './password-rule';
import { permissionsSchema, roleSchema } from './permissions';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Benutzername fehlt').max(100),
  password: z.string().min(1, 'Passwort fehlt').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  permissions: permissionsSchema,
  role: roleSchema,
  username: z.string(),
  expires_at: z.string(),
  /**
   * Staff must use two-factor login and this account has not set it up: until it has, the session reaches
   * only its own account's two-factor set-up (the api refuses everything else).
   */
  two_factor_setup_required: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * The password was right and the account uses two-factor login: no session yet. The challenge (valid a few
 * minutes) goes with the code to POST /api/admin/login/code.
 */
export const secondFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** A code from the authenticator app (6 digits) or one of the recovery codes; spaces and dashes are ignored. */
export const secondFactorCodeSchema = z
  .string()
  .max(40, 'Code ist zu lang')
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Code fehlt')
      .regex(/^[0-9A-Z]+$/, 'Ungültiger Code'),
  );

export const loginCodeRequestSchema = z.object({
  challenge: z.string().min(1, 'Anmeldung abgelaufen').max(2000),
  code: secondFactorCodeSchema,
});
export type LoginCodeRequest = z.input<typeof loginCodeRequestSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  active: z.boolean(),
  permissions: permissionsSchema,
  two_factor_enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

const usernameSchema = z
  .string()
  .trim()
  .min(1, 'Benutzername fehlt')
  .max(100, 'Benutzername ist zu lang')
  .regex(/^[A-Za-z0-9._@-]+$/, 'Benutzername darf nur Buchstaben, Ziffern und . _ @ - enthalten');
const emailSchema = z.string().trim().max(254, 'E-Mail ist zu lang').pipe(z.email('Ungültige E-Mail-Adresse'));
/** The signed-in staff member's password, confirming a change of their own account. */
export const currentPasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.currentMissing })
  .min(1, PASSWORD_MESSAGES.currentMissing)
  .max(200);

export const createUserRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default('editor'),
  active: z.boolean().default(true),
  permissions: permissionsSchema.partial().default({}),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/**
 * An edit sends the whole form; a blank password leaves the password unchanged. Changing one's own
 * password or e-mail address needs `current_password`, and `code` (from the app, or a recovery code) when
 * one uses two-factor login; a colleague's password is set without them.
 */
export const updateUserRequestSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), newPasswordSchema]).optional(),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
  permissions: permissionsSchema.partial().optional(),
  current_password: z.union([z.literal(''), currentPasswordSchema]).optional(),
  code: z.union([z.literal(''), secondFactorCodeSchema]).optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

/**
 * PUT /api/admin/account/password ('Mein Konto'): one's own new password, confirmed with the current one
 * and, with two-factor login, a code. The other sessions of the account end; this one stays.
 */
export const changeOwnPasswordRequestSchema = z.object({
  current_password: currentPasswordSchema,
  new_password: newPasswordSchema,
  code: z.union([z.literal(''), secondFactorCodeSchema]).optional(),
});
export type ChangeOwnPasswordRequest = z.input<typeof changeOwnPasswordRequestSchema>;

/** The form of 'Mein Konto': the new password typed twice. */
export const changeOwnPasswordFormSchema = changeOwnPasswordRequestSchema
  .extend({ new_password_repeat: z.string() })
  .refine((form) => form.new_password === form.new_password_repeat, {
    path: ['new_password_repeat'],
    message: PASSWORD_MESSAGES.repeatDiffers,
  });
export type ChangeOwnPasswordForm = z.input<typeof changeOwnPasswordFormSchema>;
