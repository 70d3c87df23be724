import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileSize } from '@agency/contracts';
import {
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  MANIFEST_MEMBER,
  MANIFEST_SUM_MEMBER,
  productInfo,
} from './backup-manifest';
import { type ClickHouseTarget, dumpClickHouse } from './clickhouse-snapshot';
import { dumpPostgres } from './postgres-snapshot';
import type { MediaStorage } from '../media/media-storage';
import { ArchiveWriter } from './tar-archive';

export interface BackupSources {
  postgresUrl: string;
  clickhouse: ClickHouseTarget;
  /**
   * Holds the workers' inserts while ClickHouse is copied (the tracking queue paused); absent when no worker
   * can insert (the one-machine product is not running).
   */
  holdInserts?: () => Promise<() => Promise<void>>;
  /** One machine: DATA_DIR, whose generated JWT secret goes along. */
  dataDir?: string;
  /** The picture library (on disk or in an object store), whose files go along. */
  media?: MediaStorage;
}

/** Where the picture library's files are on disk: DATA_DIR/media with MEDIA_STORAGE=disk; none with an object store. */
export function mediaDirOf(env: { MEDIA_STORAGE: 'disk' | 's3'; DATA_DIR: string }): string | undefined {
  return env.MEDIA_STORAGE === 'disk' ? path.resolve(env.DATA_DIR, 'media') : undefined;
}

export interface BackupHooks {
  /** In the PostgreSQL snapshot transaction, once the snapshot is taken. */
  atPostgresSnapshot?: (eventPosition: number, snapshotId: string) => Promise<void>;
  /** While inserts are held, before ClickHouse is copied: ClickHouse is what the archive will hold. */
  whileInsertsHeld?: () => Promise<void>;
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
  durationMs: number;
}

export const BACKUP_FILE_PATTERN = /^agency-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;

/**
 * agency-backup-2026-11-24T03-30-00-000Z.tar: sorts by time, no characters a shell or Windows minds; to the
 * millisecond, so two backups in one second (a command right after the nightly one) do not collide.
 */
export function backupFileName(at = new Date()): string {
  return `agency-backup-${at.toISOString().slice(0, 23).replace(/[:.]/g, '-')}Z.tar`;
}

/**
 * Writes one archive: PostgreSQL in one snapshot transaction, ClickHouse while inserts are held, the JWT
 * secret of DATA_DIR, the picture library's files on disk, a manifest (product and schema versions, event position, rows per table, the sha256
 * of every member) and the manifest's own sum. Written as FILE.partial and renamed when complete, so a
 * file with the final name is always whole.
 */
export async function createBackup(
  sources: BackupSources,
  out: string,
  log: (line: string) => void,
  hooks: BackupHooks = {},
): Promise<BackupResult> {
  const started = new Date();
  const file = path.resolve(out);
  if (existsSync(file)) throw new Error(`${file} exists already; choose another file with --out`);
  await mkdir(path.dirname(file), { recursive: true });
  // Next to the archive (same disk), readable by the embedded ClickHouse writing into it.
  const staging = await mkdtemp(path.join(path.dirname(file), '.agency-backup-'));
  const partial = `${file}.partial`;
  let writer: ArchiveWriter | undefined;
  try {
    log(`PostgreSQL: copying every table in one snapshot`);
    const postgres = await dumpPostgres(sources.postgresUrl, staging, log, async (position, snapshot) => {
      log(`  snapshot at event position ${position}`);
      await hooks.atPostgresSnapshot?.(position, snapshot);
    });

    log(sources.holdInserts ? 'ClickHouse: holding inserts while it is copied' : 'ClickHouse: copying');
    let release: (() => Promise<void>) | undefined;
    try {
      release = await sources.holdInserts?.();
    } catch (error) {
      // Redis away: no worker can take a batch either. A copy without the hold beats no backup; the
      // manifest says so (insertsHeld: false).
      log(`  could not hold inserts (${error instanceof Error ? error.message : String(error)}): copying as it is`);
    }
    let clickhouse: Awaited<ReturnType<typeof dumpClickHouse>>;
    try {
      await hooks.whileInsertsHeld?.();
      // Without a way to hold them no worker inserts (the one-machine product is stopped).
      const held = release !== undefined || !sources.holdInserts;
      clickhouse = await dumpClickHouse(sources.clickhouse, staging, held, log);
    } finally {
      await release?.();
    }
    if (release) log('  inserts resumed');

    const files: { member: string; file: string }[] = [...postgres.files, ...clickhouse.files];
    const dataFiles: BackupManifest['files'] = [];
    const secret = sources.dataDir ? path.join(sources.dataDir, 'jwt-secret') : undefined;
    if (secret && existsSync(secret)) {
      files.push({ member: 'files/jwt-secret', file: secret });
      dataFiles.push({ name: 'jwt-secret', member: 'files/jwt-secret' });
    }

    // After the PostgreSQL snapshot: every file its library rows name is on disk by then (files are written
    // before their rows and never changed, only removed with their item).
    const media: BackupManifest['media'] = [];
    if (sources.media) {
      for (const key of await sources.media.list()) {
        // A file on this disk goes in as it is; an object of a store is fetched beside the other parts first.
        const file = sources.media.localFile?.(key) ?? (await fetchMedia(sources.media, key, staging));
        files.push({ member: `media/${key}`, file });
        media.push({ key, member: `media/${key}` });
      }
      log(`Picture library: ${media.length} files`);
    }

    log(`Writing the archive`);
    await unlink(partial).catch(() => undefined);
    writer = new ArchiveWriter(partial);
    const members: BackupManifest['members'] = {};
    for (const entry of files) members[entry.member] = await writer.addFile(entry.member, entry.file);
    const manifest: BackupManifest = {
      format: 'agency-backup',
      formatVersion: BACKUP_FORMAT_VERSION,
      product: productInfo(),
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      postgres: postgres.part,
      clickhouse: clickhouse.part,
      files: dataFiles,
      media,
      members,
    };
    const manifestJson = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await writer.addBuffer(MANIFEST_MEMBER, manifestJson);
    await writer.addBuffer(
      MANIFEST_SUM_MEMBER,
      Buffer.from(`${createHash('sha256').update(manifestJson).digest('hex')}  ${MANIFEST_MEMBER}\n`),
    );
    const size = await writer.finish();
    await rename(partial, file);
    return { file, size, manifest, durationMs: Date.now() - started.getTime() };
  } catch (error) {
    await writer?.abort();
    await unlink(partial).catch(() => undefined);
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** An object of the picture library's store written to `staging/media/<key>`; the file's path. */
async function fetchMedia(storage: MediaStorage, key: string, staging: string): Promise<string> {
  const opened = await storage.open(key);
  if (!opened) throw new Error(`Picture library: ${key} is listed but cannot be read`);
  const file = path.join(staging, 'media', key);
  await mkdir(path.dirname(file), { recursive: true });
  await pipeline(opened.stream, createWriteStream(file));
  return file;
}

/** The closing line: path and size, last, as the command promises. */
export function describeBackup(result: BackupResult): string {
  return `Backup written: ${result.file} (${fileSize(result.size, 'en')}, ${result.size} bytes) in ${(result.durationMs / 1000).toFixed(1)} s`;
}

/** Removes all but the newest `keep` archives named by backupFileName in `dir`; returns the removed ones. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const archives = (await readdir(dir)).filter((name) => BACKUP_FILE_PATTERN.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of removed) await unlink(path.join(dir, name));
  return removed;
}
