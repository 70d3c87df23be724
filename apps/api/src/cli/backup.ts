import 'reflect-metadata';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { isEmbedded } from '@agency/analytics';
import { PipelineControl } from '@agency/pipeline';
import { backupFileName, createBackup, describeBackup, pruneBackups } from '../backup/backup';
import { mediaStorage } from '../media/media.module';
import { backupThroughRunningProduct, runningProductAnswers } from '../backup/backup-socket';
import { backupDir, backupState, BackupStatusStore, finishedRun, nextBackupAt } from '../backup/backup-status';
import { openStores, productRedisUrl, recordRun } from '../backup/backup-stores';
import { backupCompleted, backupFailed, type BackupTrigger, recordOperationAt } from '../backup/operations.events';
import { type Env, loadEnv, withDataDirDefaults } from '../config/env';
import { runningEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';
import { prepareDataDirFor } from '../infrastructure/embedded/private-data-dir';

/**
 * `npm run backup [-- --out FILE]`: one archive of everything the product stores (backup.ts), while it
 * serves. One machine with the product running: the product writes it (chDB is its alone); otherwise this
 * process reads DATABASE_URL / CLICKHOUSE_URL or the embedded stores in DATA_DIR itself. Without --out the
 * archive goes to BACKUP_DIR and only the newest BACKUP_KEEP archives there are kept. Prints progress, then
 * the archive's path and size last; exits 1 on failure. `--nightly`: a run a scheduler started (the CronJob),
 * shown as the nightly backup. `--schedule` and `--check`: below.
 */
export async function backupOnce(
  env: Env,
  outOption: string | undefined,
  log: (line: string) => void,
  trigger: BackupTrigger = 'command',
): Promise<string> {
  const dir = backupDir(env);
  const out = path.resolve(outOption ?? path.join(dir, backupFileName()));

  let line: string;
  if (isEmbedded(env) && (await runningProductAnswers(env.DATA_DIR))) {
    log(`The product is running on ${path.resolve(env.DATA_DIR)}: it writes the backup`);
    line = (await backupThroughRunningProduct(env.DATA_DIR, out, log, trigger)).line;
  } else {
    line = await backupHere(env, out, log, trigger);
  }
  if (!outOption) {
    const removed = await pruneBackups(dir, env.BACKUP_KEEP);
    if (removed.length) log(`Removed older backups (BACKUP_KEEP=${env.BACKUP_KEEP}): ${removed.join(', ')}`);
  }
  log(line);
  return out;
}

async function backupHere(env: Env, out: string, log: (line: string) => void, trigger: BackupTrigger): Promise<string> {
  // A product that runs but does not answer on the socket (an older version) holds chDB: never open it twice.
  if (isEmbedded(env) && !env.DATABASE_URL && runningEmbeddedPostgres(env.DATA_DIR))
    throw new Error(
      `the product runs on ${path.resolve(env.DATA_DIR)} but does not answer on its backup socket: stop it (or update it) and run the backup again`,
    );
  // This process opens the stores in DATA_DIR itself (the product is stopped): as the product would.
  if (isEmbedded(env) || !env.DATABASE_URL) prepareDataDirFor(env, log);
  const startedAt = new Date().toISOString();
  // Workers insert only where ClickHouse is a server; an embedded one is closed while the product is stopped.
  const redisUrl = isEmbedded(env) ? undefined : await productRedisUrl(env);
  const pipeline = redisUrl ? new PipelineControl(redisUrl, env) : undefined;
  try {
    const stores = await openStores(env, log, false);
    const media = await mediaStorage(env);
    try {
      const result = await createBackup(
        {
          postgresUrl: stores.postgresUrl,
          clickhouse: stores.clickhouse,
          holdInserts: pipeline ? () => pipeline.holdInserts() : undefined,
          dataDir: env.JWT_SECRET || env.DATABASE_URL ? undefined : env.DATA_DIR,
          media,
        },
        out,
        log,
      );
      await recordRun(env, finishedRun(trigger, startedAt, result), log);
      await recordOperationAt(stores.postgresUrl, backupCompleted(trigger, result), log);
      return describeBackup(result);
    } catch (error) {
      await recordOperationAt(stores.postgresUrl, backupFailed(trigger, error), log);
      throw error;
    } finally {
      media.close?.();
      await stores.close();
    }
  } catch (error) {
    await recordRun(env, finishedRun(trigger, startedAt, { error }), log);
    throw error;
  } finally {
    await pipeline?.close();
  }
}

/**
 * `--schedule`: the compose service of the distributed deployment. Backs up every day at BACKUP_TIME (the
 * container's time zone) into BACKUP_DIR, keeping BACKUP_KEEP, until stopped; a failed night is logged and
 * recorded (the api's /health/ready turns degraded) and the next night comes all the same.
 */
async function backupEveryNight(env: Env, log: (line: string) => void): Promise<never> {
  if (env.BACKUP_TIME === 'off') throw new Error('BACKUP_TIME is off: nothing to schedule');
  for (;;) {
    const next = nextBackupAt(env.BACKUP_TIME, new Date());
    log(`Next backup at ${next.toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, next.getTime() - Date.now()));
    await backupOnce(env, undefined, log, 'schedule').catch((error) =>
      log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
}

/** `--check`: the last backup's state as the api sees it; exit 1 when it failed or is missing (health checks). */
async function checkStatus(env: Env, log: (line: string) => void): Promise<boolean> {
  const url = await productRedisUrl(env);
  if (!url) throw new Error('no Redis to read the backup status from (REDIS_URL)');
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    const stored = await new BackupStatusStore(redis, env.REDIS_KEY_PREFIX).read();
    const schedule = env.BACKUP_TIME === 'off' ? null : env.BACKUP_TIME;
    const state = backupState(stored, { schedule, running: false, now: new Date() });
    const last = stored.last;
    log(
      `Backups: ${state}; last ${last ? `${last.outcome} at ${last.finished_at}${last.message ? ` (${last.message})` : ''}` : 'none'}`,
    );
    return state !== 'failed' && state !== 'missing';
  } finally {
    redis.disconnect();
  }
}

async function main(argv: string[]): Promise<number> {
  const log = (line: string) => console.log(line);
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: 'string' },
      schedule: { type: 'boolean' },
      check: { type: 'boolean' },
      nightly: { type: 'boolean' },
    },
    strict: true,
  });
  const env = loadEnv(withDataDirDefaults(process.env));
  if (values.check) return (await checkStatus(env, log)) ? 0 : 1;
  if (values.schedule) await backupEveryNight(env, log);
  await backupOnce(env, values.out, log, values.nightly ? 'schedule' : 'command');
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
