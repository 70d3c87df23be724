import path from 'node:path';
import { z } from 'zod';
import { analyticsEnvSchema } from '@agency/analytics';
import { ingestEnvSchema } from '@agency/pipeline';
import { observabilityEnvSchema, publishedSecretProblems } from '@agency/observability';
import { apiEnvSchema } from './api-env.schema';

export const envSchema = apiEnvSchema
  .extend(analyticsEnvSchema.shape)
  .extend(ingestEnvSchema.shape)
  .extend(observabilityEnvSchema.shape);
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
  const problems = combinationProblems(result.data);
  if (problems.length)
    throw new InvalidConfigurationError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return result.data;
}

/** Settings that are each valid but do not go together. */
function combinationProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.INTERNAL_PORT === env.PORT) problems.push('INTERNAL_PORT: must differ from PORT');
  if (env.MEDIA_STORAGE === 's3' && !env.MEDIA_S3_BUCKET)
    problems.push('MEDIA_S3_BUCKET: must be set with MEDIA_STORAGE=s3');
  if (Boolean(env.MEDIA_S3_ACCESS_KEY_ID) !== Boolean(env.MEDIA_S3_SECRET_ACCESS_KEY))
    problems.push('MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY: set both or neither');
  return problems;
}

/**
 * The secrets a production start may not run with: none that is published in this repository
 * (examples, former defaults), and in cluster mode (INGEST_MODE=remote: the images, compose, Kubernetes)
 * JWT_SECRET and ADMIN_PASSWORD set by the operator, since several instances share them. One machine
 * (`npm start`) still generates both when they are unset. Development and test start with anything.
 */
export function assertProductionSecrets(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const problems = publishedSecretProblems(env, {
    secrets: ['JWT_SECRET', 'ADMIN_PASSWORD', 'CLICKHOUSE_PASSWORD', 'MEDIA_S3_SECRET_ACCESS_KEY'],
    urls: ['DATABASE_URL', 'REDIS_URL', 'CLICKHOUSE_URL'],
    required: env.INGEST_MODE === 'remote' ? ['JWT_SECRET', 'ADMIN_PASSWORD'] : [],
  });
  if (problems.length)
    throw new InvalidConfigurationError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** Embedded ClickHouse follows DATA_DIR unless placed elsewhere explicitly (npm start, backup, restore). */
export function withDataDirDefaults(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dataDir = source.DATA_DIR || '.data';
  return { ...source, CLICKHOUSE_DATA_DIR: source.CLICKHOUSE_DATA_DIR || path.join(dataDir, 'clickhouse') };
}
