import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/** ClickHouse identifiers are interpolated into DDL, so only plain names are accepted. */
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'nur Buchstaben, Ziffern und _ erlaubt');

export const analyticsEnvSchema = z.object({
  /** Set: talk to a ClickHouse server over HTTP. Unset: run the engine in-process with chDB. */
  CLICKHOUSE_URL: z.url().optional(),
  CLICKHOUSE_DATABASE: identifier.default('analytics'),
  CLICKHOUSE_USER: z.string().min(1).optional(),
  CLICKHOUSE_PASSWORD: z.string().optional(),
  /**
   * Set (the cluster's name in remote_servers): the schema is deploy/clickhouse/cluster-schema.sql
   * (ReplicatedMergeTree + Distributed), applied by the operator. The app then checks it instead of running
   * its single-node migrations, inserts into the Distributed tables synchronously, and runs its rare DDL
   * (analytics reset) ON CLUSTER. Needs CLICKHOUSE_URL.
   */
  CLICKHOUSE_CLUSTER: identifier.optional(),
  /** Data directory of the embedded engine; ':memory:' gives a throw-away one (tests). */
  CLICKHOUSE_DATA_DIR: z.string().min(1).default('.data/clickhouse'),
});

export type AnalyticsConfig = z.output<typeof analyticsEnvSchema>;

/**
 * A throw-away database `t_<name>_<random hex>` in the process' one in-memory chDB engine: each test file (or
 * block) that names its own gets a database of its own.
 */
export function inMemoryAnalyticsConfig(name: string): AnalyticsConfig {
  return analyticsEnvSchema.parse({
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `t_${name}_${randomBytes(4).toString('hex')}`,
  });
}
