import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClickHouseClient } from '@clickhouse/client';
import { analyticsEnvSchema } from './analytics.config';
import { createClickHouseClient } from './clickhouse.client';
import { CLUSTER_SCHEMA_FILE, ClusterSchemaError, verifyClusterSchema } from './cluster';
import { clusterSchema } from './cluster-schema';
import { MIGRATIONS_TABLE, runMigrations } from './migrations/migration.runner';
import { MIGRATIONS } from './migrations/migrations';

const schemaText = readFileSync(path.resolve(__dirname, '../../..', CLUSTER_SCHEMA_FILE), 'utf8');
const statements = schemaText
  .split('\n')
  .filter((line) => !line.trimStart().startsWith('--'))
  .join('\n')
  .split(/;\s*\n/)
  .map((s) => s.trim())
  .filter(Boolean);

/** Every table and view the single-node migrations create. */
const created = MIGRATIONS.flatMap((m) => m.statements)
  .map((s) => /CREATE (TABLE|MATERIALIZED VIEW) IF NOT EXISTS (\w+)/.exec(s))
  .filter((m): m is RegExpExecArray => m !== null)
  .map((m) => ({ kind: m[1] as 'TABLE' | 'MATERIALIZED VIEW', name: m[2] as string }));
const tables = created.filter((c) => c.kind === 'TABLE').map((c) => c.name);
const views = created.filter((c) => c.kind === 'MATERIALIZED VIEW').map((c) => c.name);

/**
 * The cluster schema with what a single process can run: no ON CLUSTER, plain engines instead of Replicated
 * ones, no Distributed tables (they need remote_servers), another database name.
 */
function asSingleNode(database: string): string[] {
  const distributed = statements
    .map((s) => /^CREATE TABLE IF NOT EXISTS analytics\.(\w+) [^;]*ENGINE = Distributed\(/.exec(s)?.[1])
    .filter(Boolean);
  return statements
    .filter((s) => !/ENGINE = Distributed\(/.test(s))
    .filter((s) => !distributed.some((table) => s.startsWith(`ALTER TABLE analytics.${table} `)))
    .map((s) =>
      s
        .replace(/ ON CLUSTER '\{cluster\}'/g, '')
        // The path and replica name go; an engine's own parameters (a version column) stay.
        .replace(/Replicated(\w*MergeTree)\('[^']*', '[^']*'(?:, ([^)]*))?\)/g, (_, engine: string, own?: string) =>
          own ? `${engine}(${own})` : engine,
        )
        .replace(/replicated_deduplication_window/g, 'non_replicated_deduplication_window')
        .replace(/\banalytics\./g, `${database}.`)
        .replace(/^CREATE DATABASE IF NOT EXISTS analytics$/, `CREATE DATABASE IF NOT EXISTS ${database}`),
    );
}

describe(`${CLUSTER_SCHEMA_FILE} mirrors the migrations (text)`, () => {
  it('is what `npm run cluster-schema` generates from the migrations', () => {
    expect(schemaText).toBe(clusterSchema());
  });

  it.each(tables)('has %s as a Replicated local table and a Distributed table over it, ON CLUSTER', (table) => {
    expect(schemaText).toMatch(
      new RegExp(
        `CREATE TABLE IF NOT EXISTS analytics\\.${table}_local ON CLUSTER '\\{cluster\\}'[^;]*ENGINE = Replicated\\w*MergeTree\\(`,
      ),
    );
    expect(schemaText).toMatch(
      new RegExp(
        `CREATE TABLE IF NOT EXISTS analytics\\.${table} ON CLUSTER '\\{cluster\\}' AS analytics\\.${table}_local\\s+ENGINE = Distributed\\('\\{cluster\\}', analytics, ${table}_local`,
      ),
    );
  });

  it.each(views)('has the materialized view %s ON CLUSTER, reading the local events', (view) => {
    expect(schemaText).toMatch(
      new RegExp(
        `CREATE MATERIALIZED VIEW IF NOT EXISTS analytics\\.${view} ON CLUSTER '\\{cluster\\}' TO analytics\\.\\w+_local AS[^;]*FROM analytics\\.events_local`,
      ),
    );
  });

  it('records every migration version, so the app accepts the schema', () => {
    const recorded = [...schemaText.matchAll(/^\s*\((\d+), '([a-z-]+)', now64\(3\)\)/gm)].map((m) => ({
      version: Number(m[1]),
      name: m[2],
    }));
    expect(recorded).toEqual(MIGRATIONS.map((m) => ({ version: m.version, name: m.name })));
  });

  it('shards events by a deterministic key, so a retried batch is deduplicated on each shard', () => {
    expect(schemaText).toMatch(/Distributed\('\{cluster\}', analytics, events_local, cityHash64\(visitor_id\)\)/);
  });
});

describe(`${CLUSTER_SCHEMA_FILE} mirrors the migrations (run on chDB)`, () => {
  const suffix = randomBytes(4).toString('hex');
  const single = `single_${suffix}`;
  const cluster = `cluster_${suffix}`;
  let client: ClickHouseClient;

  const rows = async (query: string) =>
    (await client.query({ query, format: 'JSONEachRow' })).json<Record<string, unknown>>();

  beforeAll(async () => {
    client = await createClickHouseClient(
      analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: ':memory:', CLICKHOUSE_DATABASE: single }),
    );
    await runMigrations(client);
    for (const statement of asSingleNode(cluster)) await client.command({ query: statement });
  });

  afterAll(async () => {
    await client.command({ query: `DROP DATABASE IF EXISTS ${single}` });
    await client.command({ query: `DROP DATABASE IF EXISTS ${cluster}` });
    await client.close();
  });

  it.each([...tables, MIGRATIONS_TABLE])('gives %s the same columns, types and defaults', async (table) => {
    const columns = (db: string, name: string) =>
      rows(
        `SELECT name, type, default_kind, default_expression FROM system.columns WHERE database = '${db}' AND table = '${name}' ORDER BY position`,
      );
    const local = table === MIGRATIONS_TABLE ? table : `${table}_local`;
    expect(await columns(cluster, local)).toEqual(await columns(single, table));
  });

  it('fills the same rollups from the same events', async () => {
    const values = `('6f1c1a4e-8a43-4c4e-9a55-000000000001', 'pageview', '2026-03-01 10:00:00.000', '/', 'google', 's1', 'v1', 'desktop', 'Firefox', 'DE', '', '', 0),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000002', 'pageview', '2026-03-01 10:01:00.000', '/preise', '', 's1', 'v1', 'desktop', 'Firefox', 'DE', '', '', 0),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000003', 'event', '2026-03-01 10:02:00.000', '/preise', '', 's1', 'v1', 'desktop', 'Firefox', 'DE', 'button_click', 'Paket wählen', 0),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000004', 'event', '2026-03-01 10:03:00.000', '/preise', '', 's1', 'v1', 'desktop', 'Firefox', 'DE', 'time_on_page', '', 42),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000005', 'pageview', '2026-03-02 09:00:00.000', '/kontakt', '', '', 'v2', 'mobile', 'Safari', 'AT', '', '', 0),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000006', 'web_vital', '2026-03-02 09:00:01.000', '/kontakt', '', '', '', 'mobile', 'Safari', '', 'LCP', '', 4200),
      ('6f1c1a4e-8a43-4c4e-9a55-000000000007', 'web_vital', '2026-03-02 09:00:02.000', '/kontakt', '', '', '', 'mobile', 'Safari', '', 'CLS', '', 0.1)`;
    const columns =
      '(event_id, kind, received_at, page_path, traffic_source, session_id, visitor_id, device_type, browser, country, event_type, event_label, duration_seconds)';
    await client.command({ query: `INSERT INTO ${single}.events ${columns} VALUES ${values}` });
    await client.command({ query: `INSERT INTO ${cluster}.events_local ${columns} VALUES ${values}` });

    const rollups = (db: string, suffixed: string) =>
      Promise.all([
        rows(
          `SELECT day, kind, event_type, sum(events) AS e, uniqCombinedMerge(14)(visitors) AS v FROM ${db}.daily_totals${suffixed} GROUP BY ALL ORDER BY ALL`,
        ),
        rows(
          `SELECT day, dimension, value, sum(events) AS e, sum(duration) AS d, uniqCombinedMerge(14)(visitors) AS v FROM ${db}.daily_dimensions${suffixed} GROUP BY ALL ORDER BY ALL`,
        ),
        rows(
          `SELECT day, session_id, min(entry) AS entry, max(ended) AS ended, sum(page_views) AS pv, sum(events) AS e FROM ${db}.sessions${suffixed} GROUP BY ALL ORDER BY ALL`,
        ),
        rows(
          `SELECT day, metric, device_type, page_path, sum(samples) AS n, sum(good) AS g, sum(poor) AS p, quantileTDigestMerge(0.75)(p75) AS p75 FROM ${db}.web_vitals_days${suffixed} GROUP BY ALL ORDER BY ALL`,
        ),
      ]);
    const expected = await rollups(single, '');
    expect(expected[0].length).toBeGreaterThan(0);
    expect(expected[1]).toContainEqual(expect.objectContaining({ dimension: 'source', value: 'google' }));
    expect(expected[3]).toContainEqual(expect.objectContaining({ metric: 'LCP', n: 1, g: 0, p: 1, p75: 4200 }));
    expect(expected[3]).toContainEqual(expect.objectContaining({ metric: 'CLS', n: 1, g: 1, p: 0 }));
    expect(await rollups(cluster, '_local')).toEqual(expected);
  });
});

describe('verifyClusterSchema (chDB)', () => {
  let client: ClickHouseClient;
  const database = `verify_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    client = await createClickHouseClient(
      analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: ':memory:', CLICKHOUSE_DATABASE: database }),
    );
  });

  afterAll(async () => {
    await client.command({ query: `DROP DATABASE IF EXISTS ${database}` });
    await client.close();
  });

  it('refuses a database the cluster schema was never applied to, pointing at the file', async () => {
    await expect(verifyClusterSchema(client, 'agency')).rejects.toThrow(ClusterSchemaError);
    await expect(verifyClusterSchema(client, 'agency')).rejects.toThrow(
      /no schema_migrations table.*deploy\/clickhouse\/cluster-schema\.sql/,
    );
  });

  it('names the migrations the cluster schema lacks', async () => {
    await runMigrations(client, MIGRATIONS.slice(0, 1));
    await expect(verifyClusterSchema(client, 'agency')).rejects.toThrow(
      /migrations 2, 3, 4, 5, 6, 7, 8 are missing \(found: 1\)/,
    );
  });

  it('accepts a schema holding every migration', async () => {
    await runMigrations(client);
    await expect(verifyClusterSchema(client, 'agency')).resolves.toEqual(MIGRATIONS.map((m) => m.version));
  });
});
