import { z } from 'zod';
import { analyticsEnvSchema } from '@agency/analytics';
import { ingestEnvSchema } from '@agency/pipeline';
import { observabilityEnvSchema, publishedSecretProblems } from '@agency/observability';

export const INGEST_ROLES = ['intake', 'worker', 'all'] as const;
export type IngestRole = (typeof INGEST_ROLES)[number];

/** Every variable the ingest app reads; the libs' schemas are composed, not repeated. */
export const ingestAppEnvSchema = z.object({
  /** production: internals only on INTERNAL_PORT, no secret published in the repository (see parseIngestEnv). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  INGEST_ROLE: z.enum(INGEST_ROLES).default('all'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  /**
   * The address visitors use (the api's and web's PUBLIC_URL): the intake takes browser calls from its pages
   * and TRACKING_ALLOWED_ORIGINS' only. Unset, it takes those whose Origin names the Host they were sent to.
   */
  PUBLIC_URL: z.url().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).default('redis://127.0.0.1:6379'),
  ...analyticsEnvSchema.shape,
  ...ingestEnvSchema.shape,
  ...observabilityEnvSchema.shape,
});

export type IngestAppEnv = z.output<typeof ingestAppEnvSchema>;

/** Parses the environment once; a bad value throws an error naming each wrong variable. */
export function parseIngestEnv(env: NodeJS.ProcessEnv): IngestAppEnv {
  // An empty variable (FOO=) means unset, as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ingestAppEnvSchema.safeParse(present);
  const lines = result.success
    ? productionSecretProblems(result.data)
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  if (result.success && result.data.INTERNAL_PORT === result.data.PORT)
    lines.push('INTERNAL_PORT: must differ from PORT');
  if (result.success && lines.length === 0) return result.data;
  throw new Error(`Invalid environment:\n${lines.map((line) => `  ${line}`).join('\n')}`);
}

/** In production no ClickHouse or Redis password may be one published in this repository. */
function productionSecretProblems(env: IngestAppEnv): string[] {
  if (env.NODE_ENV !== 'production') return [];
  return publishedSecretProblems(env, { secrets: ['CLICKHOUSE_PASSWORD'], urls: ['REDIS_URL', 'CLICKHOUSE_URL'] });
}
