import type { ClickHouseClient } from '@clickhouse/client';
import type { AnalyticsConfig } from './analytics.config';
import type { Migration } from './migrations/migration';
import { appliedVersions } from './migrations/migration.runner';
import { MIGRATIONS } from './migrations/migrations';

/** Where the cluster variant of the migrations lives (generated from them by `npm run cluster-schema`). */
export const CLUSTER_SCHEMA_FILE = 'deploy/clickhouse/cluster-schema.sql';

export class ClusterSchemaError extends Error {}

/** chDB is one process, not a cluster: CLICKHOUSE_CLUSTER only makes sense against servers. */
export function assertClusterConfig(config: AnalyticsConfig): void {
  if (config.CLICKHOUSE_CLUSTER && !config.CLICKHOUSE_URL) {
    throw new ClusterSchemaError(
      'CLICKHOUSE_CLUSTER is set but CLICKHOUSE_URL is not: a cluster needs a ClickHouse server address',
    );
  }
}

/**
 * On a cluster the app does not migrate (single-node DDL would create plain MergeTree tables on one node);
 * it checks that the operator applied the cluster schema for every migration this version of the app knows.
 * Returns the versions found; throws naming the missing ones.
 */
export async function verifyClusterSchema(
  client: ClickHouseClient,
  cluster: string,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  let applied: number[];
  try {
    applied = await appliedVersions(client);
  } catch (error) {
    throw new ClusterSchemaError(
      `ClickHouse cluster ${cluster}: no schema_migrations table (${error instanceof Error ? error.message.split('\n')[0] : String(error)}). ` +
        `Apply ${CLUSTER_SCHEMA_FILE} first (deploy/clickhouse/README.md).`,
    );
  }
  const missing = migrations.map((m) => m.version).filter((version) => !applied.includes(version));
  if (missing.length) {
    throw new ClusterSchemaError(
      `ClickHouse cluster ${cluster}: schema migrations ${missing.join(', ')} are missing (found: ${applied.join(', ') || 'none'}). ` +
        `Apply ${CLUSTER_SCHEMA_FILE} (deploy/clickhouse/README.md).`,
    );
  }
  return applied;
}

/** Table names for the few statements that differ on a cluster (Distributed tables take no DELETE/TRUNCATE). */
export function storageTarget(table: string, cluster: string | undefined): string {
  return cluster ? `${table}_local ON CLUSTER ${cluster}` : table;
}
