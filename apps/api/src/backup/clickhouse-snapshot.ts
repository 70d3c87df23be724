import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  appliedVersions,
  type ClickHouseClient,
  MIGRATIONS,
  runMigrations,
  storageTarget,
  verifyClusterSchema,
} from '@agency/analytics';
import type { BackupManifest } from './backup-manifest';

type ClickHousePart = BackupManifest['clickhouse'];

export interface ClickHouseTarget {
  client: ClickHouseClient;
  database: string;
  /** chDB in this process: files are written and read by the engine itself (its results are not streamed). */
  embedded: boolean;
  cluster?: string;
}

/** Bookkeeping of the migrations: the restore recreates it by running the archive's migrations. */
const BOOKKEEPING = 'schema_migrations';

/** SQL string literal of a path (our own temporary paths; quotes escaped all the same). */
const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const q = (name: string) => `\`${name}\``;

async function rows<T>(client: ClickHouseClient, query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const result = await client.query({ query, query_params: params, format: 'JSONEachRow' });
  return result.json<T>();
}

/**
 * The tables that hold data: on one server or chDB the MergeTree tables, on a cluster the Distributed tables
 * over them (a read through them covers every shard).
 */
async function dataTables(target: ClickHouseTarget): Promise<{ name: string; engine: string }[]> {
  const tables = await rows<{ name: string; engine: string }>(
    target.client,
    `SELECT name, engine FROM system.tables WHERE database = {db:String} AND name != {skip:String} ORDER BY name`,
    { db: target.database, skip: BOOKKEEPING },
  );
  return tables.filter((t) => (target.cluster ? t.engine === 'Distributed' : t.engine.endsWith('MergeTree')));
}

/**
 * Copies every data table in Native format (gzip), the engine's own lossless format (aggregate states of
 * the rollups included). Called while inserts are held (backup.ts), so events and rollups are one moment.
 */
export async function dumpClickHouse(
  target: ClickHouseTarget,
  dir: string,
  insertsHeld: boolean,
  log: (line: string) => void,
): Promise<{ part: ClickHousePart; files: { member: string; file: string }[] }> {
  const part: ClickHousePart = {
    database: target.database,
    migrations: await appliedVersions(target.client),
    insertsHeld,
    tables: [],
  };
  const files: { member: string; file: string }[] = [];
  for (const table of await dataTables(target)) {
    const columns = await rows<{ name: string; type: string }>(
      target.client,
      `SELECT name, type FROM system.columns WHERE database = {db:String} AND table = {table:String}
       AND default_kind NOT IN ('MATERIALIZED', 'ALIAS', 'EPHEMERAL') ORDER BY position`,
      { db: target.database, table: table.name },
    );
    const [{ n }] = await rows<{ n: string }>(target.client, `SELECT count() AS n FROM ${q(table.name)}`);
    const member = `clickhouse/${table.name}.native.gz`;
    const file = path.join(dir, `clickhouse-${table.name}.native.gz`);
    const select = `SELECT ${columns.map((c) => q(c.name)).join(', ')} FROM ${q(table.name)}`;
    if (target.embedded) {
      await target.client.command({
        query: `${select} INTO OUTFILE ${literal(file)} TRUNCATE COMPRESSION 'gzip' FORMAT Native`,
      });
    } else {
      const result = await target.client.exec({ query: `${select} FORMAT Native` });
      await pipeline(result.stream, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
    }
    part.tables.push({ name: table.name, columns, rows: Number(n), member });
    files.push({ member, file });
    log(`  ClickHouse ${table.name}: ${Number(n).toLocaleString('en')} rows`);
  }
  return { part, files };
}

/** The data tables that hold a row. */
export async function clickHouseHoldsData(target: ClickHouseTarget): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await dataTables(target)) {
    const [{ n }] = await rows<{ n: string }>(target.client, `SELECT count() AS n FROM ${q(table.name)}`);
    if (Number(n) > 0) filled.push(table.name);
  }
  return filled;
}

/** Drops every table and view of the database (one server or chDB). */
export async function dropClickHouseTables(target: ClickHouseTarget): Promise<void> {
  if (target.cluster) return;
  const tables = await rows<{ name: string; engine: string }>(
    target.client,
    `SELECT name, engine FROM system.tables WHERE database = {db:String}`,
    { db: target.database },
  );
  // Views first: a materialized view points at its target table.
  tables.sort((a, b) => Number(b.engine === 'MaterializedView') - Number(a.engine === 'MaterializedView'));
  for (const table of tables) await target.client.command({ query: `DROP TABLE IF EXISTS ${q(table.name)} SYNC` });
}

/**
 * Creates the archive's schema (its migrations; on a cluster the operator's schema must be there already),
 * then loads the tables. Inserting the events fires the rollups' materialized views, so every later table is
 * emptied right before its own rows go in: the rollups come back as they were copied, including days whose
 * raw events are gone. Deduplication is off for these inserts (a restored block may equal one just written).
 */
export async function loadClickHouse(
  target: ClickHouseTarget,
  part: ClickHousePart,
  source: (member: string) => { file: () => Promise<string>; stream: () => Readable },
  log: (line: string) => void,
): Promise<void> {
  const wanted = new Set(part.migrations);
  if (target.cluster) {
    await verifyClusterSchema(
      target.client,
      target.cluster,
      MIGRATIONS.filter((m) => wanted.has(m.version)),
    );
  } else {
    await runMigrations(
      target.client,
      MIGRATIONS.filter((m) => wanted.has(m.version)),
    );
  }
  log(`  ClickHouse schema: migrations ${part.migrations.join(', ') || 'none'}`);
  const ordered = [...part.tables].sort((a, b) => Number(b.name === 'events') - Number(a.name === 'events'));
  const settings = { insert_deduplicate: 0 as const };
  for (const table of ordered) {
    await target.client.command({ query: `TRUNCATE TABLE ${storageTarget(table.name, target.cluster)}` });
    const columns = table.columns.map((c) => q(c.name)).join(', ');
    const from = source(table.member);
    if (target.embedded) {
      await target.client.command({
        query: `INSERT INTO ${q(table.name)} (${columns}) SELECT ${columns} FROM file(${literal(await from.file())}, 'Native')`,
        clickhouse_settings: settings,
      });
    } else {
      const result = await target.client.exec({
        query: `INSERT INTO ${q(table.name)} (${columns}) FORMAT Native`,
        values: from.stream().pipe(createGunzip()),
        clickhouse_settings: settings,
      });
      result.stream.resume();
    }
    log(`  ClickHouse ${table.name}: ${table.rows.toLocaleString('en')} rows`);
  }
  // Plain MergeTree keeps every row; the rollups (Aggregating) may already have merged some, figures unchanged.
  const events = part.tables.find((t) => t.name === 'events');
  if (events) {
    const [{ n }] = await rows<{ n: string }>(target.client, `SELECT count() AS n FROM events`);
    if (Number(n) !== events.rows)
      throw new Error(`ClickHouse events: ${n} rows loaded, the manifest says ${events.rows}`);
  }
}
