import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileSize } from '@agency/contracts';
import {
  type BackupManifest,
  compatibilityProblems,
  MANIFEST_MEMBER,
  MANIFEST_SUM_MEMBER,
  manifestSchema,
} from './backup-manifest';
import { type ClickHouseTarget, loadClickHouse } from './clickhouse-snapshot';
import { loadPostgres } from './postgres-snapshot';
import type { MediaStorage } from '../media/media-storage';
import {
  ArchiveError,
  type ArchiveMember,
  extractMember,
  listArchive,
  memberStream,
  memberSum,
  readMember,
} from './tar-archive';

/** A refusal: the archive or the target is not fit, and nothing was changed. */
export class RestoreRefused extends Error {}

export interface VerifiedArchive {
  file: string;
  size: number;
  manifest: BackupManifest;
  members: Map<string, ArchiveMember>;
}

/**
 * Everything that can be checked before anything is touched: the archive's structure, the manifest's sum,
 * every member's size and sha256, and that this code knows the archive's schema.
 */
export async function verifyArchive(
  file: string,
  log: (line: string) => void = () => undefined,
): Promise<VerifiedArchive> {
  const resolved = path.resolve(file);
  if (!existsSync(resolved)) throw new RestoreRefused(`${resolved} does not exist`);
  const { size } = await stat(resolved);
  let listed: ArchiveMember[];
  try {
    listed = await listArchive(resolved);
  } catch (error) {
    if (error instanceof ArchiveError) throw new RestoreRefused(`${resolved} is damaged: ${error.message}`);
    throw error;
  }
  const members = new Map(listed.map((m) => [m.name, m]));
  const manifestMember = members.get(MANIFEST_MEMBER);
  const sumMember = members.get(MANIFEST_SUM_MEMBER);
  if (!manifestMember || !sumMember || listed.length !== members.size)
    throw new RestoreRefused(`${resolved} is not a backup of this product (no manifest, or members twice)`);
  const manifestBytes = await readMember(resolved, manifestMember);
  const expected = (await readMember(resolved, sumMember)).toString('utf8').split(/\s+/)[0];
  if (createHash('sha256').update(manifestBytes).digest('hex') !== expected)
    throw new RestoreRefused(`${resolved} is damaged: the manifest does not match its checksum`);
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestBytes.toString('utf8')));
  } catch {
    throw new RestoreRefused(`${resolved}: the manifest is not one this code can read`);
  }
  const problems = compatibilityProblems(manifest);
  if (problems.length)
    throw new RestoreRefused(`${resolved} comes from a newer version of the product: ${problems.join('; ')}`);

  const named = new Set([MANIFEST_MEMBER, MANIFEST_SUM_MEMBER, ...Object.keys(manifest.members)]);
  const extra = listed.filter((m) => !named.has(m.name)).map((m) => m.name);
  if (extra.length)
    throw new RestoreRefused(`${resolved} holds members its manifest does not name: ${extra.join(', ')}`);
  const referenced = [
    ...manifest.postgres.tables.map((t) => t.member),
    ...manifest.clickhouse.tables.map((t) => t.member),
    ...manifest.files.map((f) => f.member),
    ...manifest.media.map((m) => m.member),
  ];
  const unlisted = referenced.filter((member) => !(member in manifest.members));
  if (unlisted.length) throw new RestoreRefused(`${resolved}: the manifest names members without a checksum`);
  let checked = 0;
  for (const [name, want] of Object.entries(manifest.members)) {
    const member = members.get(name);
    if (!member) throw new RestoreRefused(`${resolved} is damaged: ${name} is missing`);
    const got = await memberSum(resolved, member);
    if (got.size !== want.size || got.sha256 !== want.sha256)
      throw new RestoreRefused(`${resolved} is damaged: ${name} does not match its checksum`);
    checked += got.size;
  }
  log(`Verified ${resolved} (${fileSize(size, 'en')}): ${members.size} members, ${fileSize(checked, 'en')} checked`);
  return { file: resolved, size, manifest, members };
}

export interface RestoreTarget {
  postgresUrl: string;
  clickhouse: ClickHouseTarget;
  /** One machine: DATA_DIR, where the JWT secret goes back. */
  dataDir?: string;
  /** The picture library (on disk or in an object store), where its files go back. */
  media?: MediaStorage;
  /** Where an embedded ClickHouse reads members from (extracted one at a time, removed after). */
  scratchParent?: string;
}

/** Loads a verified archive into an empty target (restore-command.ts decides what empty means and clears it). */
export async function restoreArchive(
  target: RestoreTarget,
  archive: VerifiedArchive,
  log: (line: string) => void,
): Promise<void> {
  const { manifest, file } = archive;
  const member = (name: string) => {
    const found = archive.members.get(name);
    if (!found) throw new RestoreRefused(`${name} is missing from ${file}`);
    return found;
  };
  log('PostgreSQL: loading');
  await loadPostgres(target.postgresUrl, manifest.postgres, (name) => memberStream(file, member(name)), log);

  log('ClickHouse: loading');
  let scratch: string | undefined;
  let extracted: string | undefined;
  try {
    await loadClickHouse(
      target.clickhouse,
      manifest.clickhouse,
      (name) => ({
        stream: () => memberStream(file, member(name)),
        // chDB reads files only: each member is extracted next to the data, then removed with the rest.
        file: async () => {
          const parent = target.scratchParent ?? os.tmpdir();
          await mkdir(parent, { recursive: true });
          scratch ??= await mkdtemp(path.join(parent, '.agency-restore-'));
          // The previous member is loaded by now (one table at a time): only one copy on disk at once.
          if (extracted) await rm(extracted, { force: true });
          extracted = path.join(scratch, name.replace(/\//g, '-'));
          await extractMember(file, member(name), extracted);
          return extracted;
        },
      }),
      log,
    );
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }

  if (target.dataDir) {
    for (const entry of manifest.files) {
      await writeFile(path.join(target.dataDir, entry.name), await readMember(file, member(entry.member)), {
        mode: 0o600,
      });
    }
  }

  if (target.media && manifest.media.length) {
    log(`Picture library: restoring ${manifest.media.length} files`);
    // Stored whole or not at all, as the library stores its files: never half a file under its key.
    for (const entry of manifest.media) await target.media.put(entry.key, await readMember(file, member(entry.member)));
    const differing = await differingMedia(target.media, manifest);
    if (differing.length)
      throw new Error(
        `Picture library: ${differing.length} restored files differ from the backup: ${differing.slice(0, 10).join(', ')}`,
      );
    log(`  every file checked against the backup's sha256`);
  }
}

/**
 * The restore check of the picture library: each file of the archive read back from `media` and hashed; the
 * keys whose bytes (size or sha256) differ from the manifest's, or that are missing.
 */
export async function differingMedia(media: MediaStorage, manifest: BackupManifest): Promise<string[]> {
  const differing: string[] = [];
  for (const entry of manifest.media) {
    const want = manifest.members[entry.member];
    const hash = createHash('sha256');
    let size = 0;
    const opened = await media.open(entry.key);
    if (!opened) {
      differing.push(`${entry.key} (missing)`);
      continue;
    }
    for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    if (size !== want?.size || hash.digest('hex') !== want.sha256) differing.push(entry.key);
  }
  return differing;
}

/** What was restored, for the command's last lines. */
export function describeRestore(manifest: BackupManifest): string[] {
  const pgRows = manifest.postgres.tables.reduce((sum, t) => sum + t.rows, 0);
  const chRows = manifest.clickhouse.tables.reduce((sum, t) => sum + t.rows, 0);
  const table = (t: { name: string; rows: number }) => `${t.name} ${t.rows.toLocaleString('en')}`;
  return [
    `Restored the backup of ${manifest.finishedAt} (${manifest.product.name} ${manifest.product.version}):`,
    `  PostgreSQL: ${manifest.postgres.tables.length} tables, ${pgRows.toLocaleString('en')} rows, event log up to position ${manifest.postgres.eventPosition}`,
    `    ${manifest.postgres.tables.map(table).join(', ')}`,
    `  ClickHouse: ${manifest.clickhouse.tables.length} tables, ${chRows.toLocaleString('en')} rows`,
    `    ${manifest.clickhouse.tables.map(table).join(', ')}`,
    `  Files: ${manifest.files.map((f) => f.name).join(', ') || 'none'}`,
    `  Picture library: ${manifest.media.length} files`,
    `  Schema: ${manifest.postgres.migrations.length} PostgreSQL migrations, ClickHouse ${manifest.clickhouse.migrations.join(', ')}; the next start applies newer ones`,
  ];
}
