import { z } from 'zod';
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
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  active: z.boolean(),
  permissions: permissionsSchema,
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
const passwordSchema = z
  .string()
  .min(8, 'Passwort muss mindestens 8 Zeichen lang sein')
  .max(200, 'Passwort ist zu lang');

export const createUserRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('editor'),
  active: z.boolean().default(true),
  permissions: permissionsSchema.partial().default({}),
});
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;

/** An edit sends the whole form; a blank password leaves the password unchanged. */
export const updateUserRequestSchema = z.object({
  username: usernameSchema.optional(),
  email: emailSchema.optional(),
  password: z.union([z.literal(''), passwordSchema]).optional(),
  role: roleSchema.optional(),
  active: z.boolean().optional(),
  permissions: permissionsSchema.partial().optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
