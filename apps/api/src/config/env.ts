import { z } from 'zod';
import { analyticsEnvSchema } from '@agency/analytics';
import { ingestEnvSchema } from '@agency/ingest';
import { observabilityEnvSchema } from '@agency/observability';
import { apiEnvSchema } from './api-env.schema';

export const envSchema = apiEnvSchema.extend(analyticsEnvSchema.shape).extend(ingestEnvSchema.shape).extend(observabilityEnvSchema.shape);
export type Env = z.infer<typeof envSchema>;

export class InvalidConfigurationError extends Error {}

/**
 * Parses the environment once at start. An empty variable counts as unset, so `FOO=` in a .env file
 * falls back to the default instead of failing.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new InvalidConfigurationError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
