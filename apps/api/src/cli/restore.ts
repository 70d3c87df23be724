import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { analyticsEnvSchema, createClickHouseClient, isEmbedded } from '@agency/analytics';
import { backupDir } from '../backup/backup-status';
import { backupFileName, mediaDirOf } from '../backup/backup';
import { DiskMediaStorage, type MediaStorage } from '../media/media-storage';
import { mediaStorage } from '../media/media.module';
import { runningProductAnswers } from '../backup/backup-socket';
import { embeddedPostgresExists, openStores, type OpenedStores } from '../backup/backup-stores';
import { clickHouseHoldsData, dropClickHouseTables } from '../backup/clickhouse-snapshot';
import { dropPostgresTables, postgresHoldsData } from '../backup/postgres-snapshot';
import { recordOperationAt } from '../backup/operations.events';
import { describeRestore, restoreArchive, RestoreRefused, verifyArchive } from '../backup/restore';
import { type Env, loadEnv, withDataDirDefaults } from '../config/env';
import { DataDirRefused, prepareDataDirFor } from '../infrastructure/embedded/private-data-dir';
import { runningEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';

const USAGE = 'usage: npm run restore -- FILE [--force]';

/**
 * `npm run restore -- FILE [--force]`: restores an archive of `npm run backup` into DATA_DIR (or DATABASE_URL
 * and CLICKHOUSE_URL). First, without touching anything, it verifies the archive (structure, checksums,
 * manifest) and that this code knows its schema, and refuses a target that holds data unless --force, which
 * backs that data up into BACKUP_DIR before replacing it. A restore that fails half-way puts a one-machine
 * DATA_DIR back as it was. Then `npm start` serves exactly the backed-up state (newer migrations apply then),
 * with one event more: 'RestoreCompleted', appended after the restored log for the activity log.
 */
export async function restoreCommand(argv: string[], log: (line: string) => void): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new RestoreRefused(USAGE);
  const env = loadEnv(withDataDirDefaults(process.env));
  const archive = await verifyArchive(positionals[0], log);

  const embeddedPg = !env.DATABASE_URL;
  const embeddedCh = isEmbedded(env);
  if ((embeddedPg || embeddedCh) && (await productRuns(env)))
    throw new RestoreRefused(`the product is running on ${path.resolve(env.DATA_DIR)}: stop it first`);
  // What the restore writes into DATA_DIR is for the product's user alone, as the product writes it.
  if (embeddedPg || embeddedCh) prepareDataDirFor(env, log);

  const occupied = await occupiedParts(env);
  if (occupied.length && !values.force)
    throw new RestoreRefused(
      `the target is not empty (${occupied.join('; ')}). Restore into an empty DATA_DIR, or add --force to replace it (what it replaces is backed up first)`,
    );

  const stamp = backupFileName().replace(/^agency-backup-|\.tar$/g, '');
  const aside: { from: string; to: string }[] = [];
  if (occupied.length) {
    const safety = path.join(backupDir(env), `agency-before-restore-${stamp}.tar`);
    log(`--force: backing up what the restore replaces into ${safety}`);
    await promisify(execFile)(process.execPath, [path.join(__dirname, 'backup.js'), '--out', safety], {
      env: process.env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr?: string; message: string }) => {
      throw new RestoreRefused(
        `the backup of the current data failed, nothing was changed: ${error.stderr || error.message}`,
      );
    });
    log(`  written: ${safety}`);
    // One machine: the old data moves aside and comes back if the restore fails.
    for (const dir of embeddedDirs(env))
      if (existsSync(dir)) aside.push({ from: dir, to: `${dir}.before-restore-${stamp}` });
    for (const move of aside) await rename(move.from, move.to);
  }

  const created = embeddedDirs(env).filter((dir) => !existsSync(dir));
  let stores: OpenedStores | undefined;
  let media: MediaStorage | undefined;
  try {
    media = await mediaStorage(env);
    // A fresh object store gets its bucket before the files go in.
    await media.prepare?.();
    if (embeddedPg || embeddedCh) await mkdir(env.DATA_DIR, { recursive: true });
    stores = await openStores(env, log, true);
    // Tables an empty server target already has (a migrate job, or --force after its backup) go: the archive
    // brings its own schema.
    if (!embeddedPg || occupied.length) await dropPostgresTables(stores.postgresUrl);
    if (!embeddedCh || occupied.length) await dropClickHouseTables(stores.clickhouse);
    await restoreArchive(
      {
        postgresUrl: stores.postgresUrl,
        clickhouse: stores.clickhouse,
        dataDir: embeddedPg ? env.DATA_DIR : undefined,
        media,
        scratchParent: embeddedCh ? path.resolve(env.DATA_DIR) : undefined,
      },
      archive,
      log,
    );
    // After the restored log, so it stays in it: the activity log shows the restore.
    await recordOperationAt(
      stores.postgresUrl,
      {
        type: 'RestoreCompleted',
        data: {
          file: path.basename(archive.file),
          backupFinishedAt: archive.manifest.finishedAt,
          eventPosition: archive.manifest.postgres.eventPosition,
          replaced: occupied.length > 0,
        },
      },
      log,
    );
  } catch (error) {
    await stores?.close().catch(() => undefined);
    stores = undefined;
    for (const dir of created) await rm(dir, { recursive: true, force: true });
    for (const move of aside) await rename(move.to, move.from);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      aside.length || created.length
        ? `${reason}\nDATA_DIR was put back as it was.`
        : occupied.length
          ? `${reason}\nThe data the restore replaced is in the backup written above.`
          : reason,
    );
  } finally {
    media?.close?.();
    await stores?.close();
  }
  for (const move of aside) await rm(move.to, { recursive: true, force: true });
  for (const line of describeRestore(archive.manifest)) log(line);
}

function embeddedDirs(env: Env): string[] {
  const dirs: string[] = [];
  if (!env.DATABASE_URL) dirs.push(path.resolve(env.DATA_DIR, 'postgres'));
  if (isEmbedded(env)) dirs.push(path.resolve(env.CLICKHOUSE_DATA_DIR));
  const media = mediaDirOf(env);
  if (media) dirs.push(media);
  return dirs;
}

async function productRuns(env: Env): Promise<boolean> {
  return (
    (!env.DATABASE_URL && runningEmbeddedPostgres(env.DATA_DIR) !== undefined) || runningProductAnswers(env.DATA_DIR)
  );
}

/** What in the target holds data, in words; empty when the restore may go ahead. */
async function occupiedParts(env: Env): Promise<string[]> {
  const parts: string[] = [];
  if (!env.DATABASE_URL) {
    if (embeddedPostgresExists(env.DATA_DIR)) parts.push(`PostgreSQL in ${path.resolve(env.DATA_DIR, 'postgres')}`);
  } else {
    const filled = await postgresHoldsData(env.DATABASE_URL);
    if (filled.length) parts.push(`PostgreSQL tables with rows: ${filled.join(', ')}`);
  }
  const media = mediaDirOf(env);
  if (media && (await new DiskMediaStorage(media).list()).length) parts.push(`the picture library in ${media}`);
  const analytics = analyticsEnvSchema.parse(env);
  if (isEmbedded(analytics)) {
    const dir = path.resolve(analytics.CLICKHOUSE_DATA_DIR);
    if (existsSync(dir) && readdirSync(dir).length) parts.push(`ClickHouse in ${dir}`);
  } else {
    const client = await createClickHouseClient(analytics);
    try {
      const filled = await clickHouseHoldsData({
        client,
        database: analytics.CLICKHOUSE_DATABASE,
        embedded: false,
        cluster: analytics.CLICKHOUSE_CLUSTER,
      });
      if (filled.length) parts.push(`ClickHouse tables with rows: ${filled.join(', ')}`);
    } finally {
      await client.close();
    }
  }
  return parts;
}

if (require.main === module) {
  restoreCommand(process.argv.slice(2), (line) => console.log(line)).then(
    () => process.exit(0),
    (error) => {
      const refused = error instanceof RestoreRefused || error instanceof DataDirRefused;
      console.error(
        `${refused ? 'Restore refused' : 'Restore failed'}: ${error instanceof Error ? error.message : String(error)}${refused ? '\nNothing was changed.' : ''}`,
      );
      process.exit(refused ? 2 : 1);
    },
  );
}
