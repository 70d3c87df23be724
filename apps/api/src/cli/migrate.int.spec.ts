import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { analyticsEnvSchema, appliedVersions, createClickHouseClient, MIGRATIONS } from '@agency/analytics';
import { createTestDatabase, type TestDatabase } from '@agency/testing';
import { migrate } from './migrate';

describe('migrate (real Postgres, embedded chDB)', () => {
  let db: TestDatabase;
  // A directory, not ':memory:': migrate closes its client, and the test opens the engine again to look.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  const analytics = analyticsEnvSchema.parse({
    CLICKHOUSE_DATA_DIR: dataDir,
    CLICKHOUSE_DATABASE: `migrate_${randomBytes(4).toString('hex')}`,
  });

  beforeAll(async () => {
    db = await createTestDatabase('migrate');
  });

  afterAll(async () => {
    const client = await createClickHouseClient(analytics);
    await client.command({ query: `DROP DATABASE IF EXISTS ${analytics.CLICKHOUSE_DATABASE}` });
    await client.close();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies every PostgreSQL and ClickHouse migration once, then finds nothing to do', async () => {
    const lines: string[] = [];
    const first = await migrate(db.url, analytics, (l) => lines.push(l));
    expect(first.postgres.length).toBeGreaterThan(3);
    expect(first.clickhouse).toEqual(MIGRATIONS.map((m) => m.version));

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const tables = (await pg.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).rows.map(
      (r) => r.tablename,
    );
    await pg.end();
    expect(tables).toEqual(expect.arrayContaining(['events', 'content_items', 'user_credentials']));

    const client = await createClickHouseClient(analytics);
    expect(await appliedVersions(client)).toEqual(MIGRATIONS.map((m) => m.version));
    await client.close();

    const second = await migrate(db.url, analytics, (l) => lines.push(l));
    expect(second).toEqual({ postgres: [], clickhouse: [] });
    expect(lines.slice(-2)).toEqual(['PostgreSQL: up to date', 'ClickHouse: up to date']);
  });

  it('refuses a cluster without a ClickHouse server address', async () => {
    await expect(migrate(db.url, { ...analytics, CLICKHOUSE_CLUSTER: 'agency' }, () => undefined)).rejects.toThrow(
      /CLICKHOUSE_CLUSTER is set but CLICKHOUSE_URL is not/,
    );
  });
});
