import 'reflect-metadata';
import { DataSource } from 'typeorm';
import {
  analyticsEnvSchema,
  assertClusterConfig,
  createClickHouseClient,
  runMigrations,
  verifyClusterSchema,
  type AnalyticsConfig,
} from '@agency/analytics';
import { loadEnv } from '../config/env';
import { migrations } from '../migrations';

/** Any fixed number; only migrate runs take it, so two of them never apply the same migration at once. */
const MIGRATION_LOCK = 7_310_001;

export interface MigrationReport {
  postgres: string[];
  clickhouse: number[] | 'cluster schema complete';
}

/**
 * `npm run migrate` (and the `migrate` service/Job of the distributed deployment): applies the pending
 * PostgreSQL migrations (TypeORM) and ClickHouse migrations, once, before the new version's api and
 * workers start. With CLICKHOUSE_CLUSTER it only checks the cluster schema (deploy/clickhouse). The api and
 * the ingest worker still run pending migrations at start — a no-op after this — so the one-machine mode
 * needs no extra step.
 */
export async function migrate(
  databaseUrl: string,
  analytics: AnalyticsConfig,
  log: (line: string) => void,
): Promise<MigrationReport> {
  const dataSource = new DataSource({
    type: 'postgres',
    url: databaseUrl,
    migrations,
    migrationsTransactionMode: 'each',
    poolSize: 2,
  });
  await dataSource.initialize();
  let postgres: string[];
  const lock = dataSource.createQueryRunner();
  try {
    await lock.connect();
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    postgres = (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name);
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await lock.release();
    await dataSource.destroy();
  }
  log(`PostgreSQL: ${postgres.length ? `applied ${postgres.join(', ')}` : 'up to date'}`);

  assertClusterConfig(analytics);
  const client = await createClickHouseClient(analytics);
  try {
    if (analytics.CLICKHOUSE_CLUSTER) {
      await verifyClusterSchema(client, analytics.CLICKHOUSE_CLUSTER);
      log(`ClickHouse cluster ${analytics.CLICKHOUSE_CLUSTER}: schema complete`);
      return { postgres, clickhouse: 'cluster schema complete' };
    }
    const applied = await runMigrations(client);
    log(`ClickHouse: ${applied.length ? `applied versions ${applied.join(', ')}` : 'up to date'}`);
    return { postgres, clickhouse: applied };
  } finally {
    await client.close();
  }
}

async function main(): Promise<void> {
  const env = loadEnv();
  if (!env.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is not set: migrate runs against a PostgreSQL server (npm start migrates the embedded one itself)',
    );
  await migrate(env.DATABASE_URL, analyticsEnvSchema.parse(env), (line) => console.log(line));
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
