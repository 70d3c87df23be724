import { z } from 'zod';

/** ClickHouse identifiers are interpolated into DDL, so only plain names are accepted. */
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'nur Buchstaben, Ziffern und _ erlaubt');

export const analyticsEnvSchema = z.object({
  /** Set: talk to a ClickHouse server over HTTP. Unset: run the engine in-process with chDB. */
  CLICKHOUSE_URL: z.url().optional(),
  CLICKHOUSE_DATABASE: identifier.default('analytics'),
  CLICKHOUSE_USER: z.string().min(1).optional(),
  CLICKHOUSE_PASSWORD: z.string().optional(),
  /** Data directory of the embedded engine; ':memory:' gives a throw-away one (tests). */
  CLICKHOUSE_DATA_DIR: z.string().min(1).default('.data/clickhouse'),
});

export type AnalyticsConfig = z.output<typeof analyticsEnvSchema>;
