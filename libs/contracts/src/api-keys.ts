import { z } from 'zod';
import { currentPasswordSchema, secondFactorCodeSchema } from './auth';

/**
 * Personal API keys ('API-Schlüssel' in 'Mein Konto'): read-only access to the statistics queries for scripts
 * and dashboards, with the rights of the staff member who made the key, read at every call.
 */
export const API_KEY_PREFIX = 'agk_';
/** Keys one staff member may hold at once (revoked ones do not count). */
export const API_KEYS_PER_USER = 10;

export const API_KEY_MESSAGES = {
  nameMissing: 'Bitte einen Namen für den Schlüssel angeben',
  nameTooLong: 'Der Name darf höchstens 60 Zeichen lang sein',
  tooMany: `Sie haben bereits ${API_KEYS_PER_USER} API-Schlüssel. Bitte widerrufen Sie zuerst einen, den Sie nicht mehr brauchen.`,
  notFound: 'API-Schlüssel nicht gefunden',
  invalid: 'API-Schlüssel ungültig oder widerrufen',
  onlyStatistics: 'Ein API-Schlüssel berechtigt nur zum Lesen der Statistik',
  tooManyCalls: 'Zu viele Abfragen mit diesem API-Schlüssel. Bitte versuchen Sie es später erneut.',
} as const;

/** POST /api/admin/account/api-keys: a name, confirmed like a change of the account (password, and a code with two-factor login). */
export const createApiKeyRequestSchema = z.object({
  name: z.string().trim().min(1, API_KEY_MESSAGES.nameMissing).max(60, API_KEY_MESSAGES.nameTooLong),
  current_password: currentPasswordSchema,
  code: z.union([z.literal(''), secondFactorCodeSchema]).optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

/** A key as 'Mein Konto' lists it: never the key itself, only the first characters to recognise it by. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ('agk_Xy7…'). */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a new key: the key itself, this once. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string().startsWith(API_KEY_PREFIX) });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
