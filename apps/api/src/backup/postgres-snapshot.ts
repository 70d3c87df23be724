import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Client } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import { migrations } from '../migrations';
import { type BackupManifest, codePostgresMigrations } from './backup-manifest';

type PostgresPart = BackupManifest['postgres'];

/** TypeORM's bookkeeping: the restore recreates it by running the archive's migrations. */
const BOOKKEEPING = new Set(['migrations', 'typeorm_metadata']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const q = (name: string) => `"${name}"`;

/** Counts the lines of COPY's text format, which is one row per line (newlines in values are escaped). */
class LineCounter extends Transform {
  lines = 0;
  override _transform(chunk: Buffer, _encoding: string, done: (error?: Error | null, data?: Buffer) => void) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) this.lines++;
    done(null, chunk);
  }
}

/**
 * Copies every table of the public schema in one REPEATABLE READ, READ ONLY transaction: one snapshot, so the
 * event log, the read models and the credentials are of one moment while the product keeps writing. Each
 * table goes to `<dir>/postgres/<table>.copy.gz` in COPY's text format (readable by any PostgreSQL version).
 * `atSnapshot` runs inside the transaction, once the snapshot is taken, with its exported id.
 */
export async function dumpPostgres(
  url: string,
  dir: string,
  log: (line: string) => void,
  atSnapshot: (eventPosition: number, snapshotId: string) => Promise<void> = async () => undefined,
): Promise<{ part: PostgresPart; files: { member: string; file: string }[] }> {
  const client = new Client({ connectionString: url, application_name: 'agency-backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const tables: string[] = (
      await client.query(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
      )
    ).rows.map((row: { name: string }) => row.name);
    const bad = tables.filter((name) => !IDENTIFIER.test(name));
    if (bad.length) throw new Error(`tables with names the backup cannot carry: ${bad.join(', ')}`);
    const appliedMigrations: string[] = tables.includes('migrations')
      ? (await client.query('SELECT name FROM migrations ORDER BY id')).rows.map((row: { name: string }) => row.name)
      : [];
    const eventPosition = tables.includes('events')
      ? Number((await client.query('SELECT coalesce(max(position), 0)::text AS p FROM events')).rows[0].p)
      : 0;
    // Exported, so another connection can read exactly what this copy holds (SET TRANSACTION SNAPSHOT).
    const snapshotId: string = (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id;
    await atSnapshot(eventPosition, snapshotId);
    const serverVersion: string = (await client.query('SHOW server_version')).rows[0].server_version;

    const part: PostgresPart = {
      serverVersion,
      migrations: appliedMigrations,
      eventPosition,
      tables: [],
      sequences: (
        await client.query(
          `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
        )
      ).rows,
    };
    const files: { member: string; file: string }[] = [];
    for (const table of tables.filter((name) => !BOOKKEEPING.has(name))) {
      const columns: string[] = (
        await client.query(
          `SELECT attname FROM pg_attribute
           WHERE attrelid = (quote_ident('public') || '.' || quote_ident($1))::regclass
             AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
          [table],
        )
      ).rows.map((row: { attname: string }) => row.attname);
      const member = `postgres/${table}.copy.gz`;
      const file = path.join(dir, `postgres-${table}.copy.gz`);
      const counter = new LineCounter();
      const source = client.query(copyTo(`COPY ${q(table)} (${columns.map(q).join(', ')}) TO STDOUT`));
      await pipeline(source, counter, createGzip({ level: 6 }), createWriteStream(file, { mode: 0o600 }));
      part.tables.push({ name: table, columns, rows: counter.lines, member });
      files.push({ member, file });
      log(`  PostgreSQL ${table}: ${counter.lines.toLocaleString('en')} rows`);
    }
    await client.query('COMMIT');
    return { part, files };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether any table holds a row (TypeORM's migrations table aside). */
export async function postgresHoldsData(url: string): Promise<string[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables: string[] = (
      await client.query(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
      )
    ).rows.map((row: { name: string }) => row.name);
    const filled: string[] = [];
    for (const table of tables.filter((name) => !BOOKKEEPING.has(name))) {
      const { rows } = await client.query(`SELECT EXISTS (SELECT 1 FROM ${q(table)}) AS filled`);
      if (rows[0].filled) filled.push(table);
    }
    return filled;
  } finally {
    await client.end();
  }
}

/** Drops every table of the public schema (an empty target's tables, or what --force replaces after its backup). */
export async function dropPostgresTables(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const tables: string[] = (
      await client.query(
        `SELECT quote_ident(c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')`,
      )
    ).rows.map((row: { name: string }) => row.name);
    if (tables.length === 0) return;
    // CASCADE takes the sequences they own and whatever depends on them.
    await client.query(`DROP TABLE IF EXISTS ${tables.join(', ')} CASCADE`);
  } finally {
    await client.end();
  }
}

/**
 * Creates exactly the archive's schema (its migrations, which this code knows: compatibilityProblems), then
 * loads every table in one transaction and sets the sequences. The next start applies newer migrations.
 */
export async function loadPostgres(
  url: string,
  part: PostgresPart,
  open: (member: string) => Readable,
  log: (line: string) => void,
): Promise<void> {
  const names = codePostgresMigrations();
  const wanted = new Set(part.migrations);
  const selected = migrations.filter((_, i) => wanted.has(names[i]));
  const dataSource = new DataSource({ type: 'postgres', url, migrations: selected, migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  log(`  PostgreSQL schema: ${part.migrations.length} migrations`);

  const client = new Client({ connectionString: url, application_name: 'agency-restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    // A migration may have written rows of its own (from an empty event log); the archive's rows replace them.
    if (part.tables.length) await client.query(`TRUNCATE ${part.tables.map((t) => q(t.name)).join(', ')}`);
    for (const table of part.tables) {
      const target = client.query(copyFrom(`COPY ${q(table.name)} (${table.columns.map(q).join(', ')}) FROM STDIN`));
      await pipeline(open(table.member), createGunzip(), target);
      const { rows } = await client.query(`SELECT count(*)::text AS n FROM ${q(table.name)}`);
      if (Number(rows[0].n) !== table.rows)
        throw new Error(`PostgreSQL ${table.name}: ${rows[0].n} rows loaded, the manifest says ${table.rows}`);
      log(`  PostgreSQL ${table.name}: ${table.rows.toLocaleString('en')} rows`);
    }
    for (const sequence of part.sequences) {
      if (sequence.lastValue === null) continue;
      await client.query(`SELECT setval(quote_ident($1)::regclass, $2::bigint, true)`, [
        sequence.name,
        sequence.lastValue,
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
