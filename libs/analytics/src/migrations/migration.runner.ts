import type { ClickHouseClient } from '@clickhouse/client';
import type { Migration } from './migration';
import { MIGRATIONS } from './migrations';

export const MIGRATIONS_TABLE = 'schema_migrations';

/** The runner's record of the applied migrations (its cluster variant is in the generated cluster schema). */
export const MIGRATIONS_TABLE_STATEMENT = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
      version UInt32,
      name String,
      applied_at DateTime64(3, 'UTC')
    ) ENGINE = MergeTree ORDER BY version`;

/** Applies every migration not yet recorded, in version order; returns the versions it applied. */
export async function runMigrations(
  client: ClickHouseClient,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  await client.command({ query: MIGRATIONS_TABLE_STATEMENT });
  const applied = new Set(await appliedVersions(client));
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    for (const statement of migration.statements) {
      await client.command({ query: statement });
    }
    await client.command({
      query: `INSERT INTO ${MIGRATIONS_TABLE} (version, name, applied_at) VALUES ({version:UInt32}, {name:String}, now64(3))`,
      query_params: { version: migration.version, name: migration.name },
    });
  }
  return pending.map((m) => m.version);
}

export async function appliedVersions(client: ClickHouseClient): Promise<number[]> {
  const result = await client.query({
    query: `SELECT DISTINCT version FROM ${MIGRATIONS_TABLE} ORDER BY version`,
    format: 'JSONEachRow',
  });
  const rows = await result.json<{ version: number | string }>();
  return rows.map((row) => Number(row.version));
}
