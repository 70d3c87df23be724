import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { MIGRATIONS } from '@agency/analytics';
import { isMediaKey } from '../media/media-storage';
import { migrations } from '../migrations';

export const MANIFEST_MEMBER = 'manifest.json';
/** The manifest's own sha256, the archive's last member: with it every member's sum is checked too. */
export const MANIFEST_SUM_MEMBER = 'manifest.sha256';
export const BACKUP_FORMAT_VERSION = 1;

/** Table and column names are put into SQL on restore, so a manifest may only name plain identifiers. */
const identifier = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'not a plain identifier');
const member = z
  .string()
  .refine(
    (name) =>
      /^(postgres|clickhouse|files)\/[A-Za-z0-9_.-]+$/.test(name) ||
      (name.startsWith('media/') && isMediaKey(name.slice('media/'.length))),
    'not an archive member name',
  );
const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal('agency-backup'),
  formatVersion: z.number().int().min(1),
  product: z.object({ name: z.string(), version: z.string() }),
  startedAt: z.string(),
  finishedAt: z.string(),
  postgres: z.object({
    serverVersion: z.string(),
    /** TypeORM migrations applied to the copied database, in the order they ran. */
    migrations: z.array(z.string()),
    /** The event log's last position in the snapshot: everything up to it is in the archive, nothing after. */
    eventPosition: count,
    tables: z.array(z.object({ name: identifier, columns: z.array(identifier), rows: count, member })),
    sequences: z.array(
      z.object({
        name: identifier,
        lastValue: z
          .string()
          .regex(/^-?\d+$/)
          .nullable(),
      }),
    ),
  }),
  clickhouse: z.object({
    database: identifier,
    /** Versions from schema_migrations (libs/analytics migrations). */
    migrations: z.array(z.number().int()),
    /** Whether inserts were held while the tables were copied (then events and rollups are one moment). */
    insertsHeld: z.boolean(),
    tables: z.array(
      z.object({
        name: identifier,
        columns: z.array(z.object({ name: identifier, type: z.string().max(1000) })),
        rows: count,
        member,
      }),
    ),
  }),
  /** Other files of DATA_DIR (the generated JWT secret). */
  files: z.array(z.object({ name: z.enum(['jwt-secret']), member })),
  /**
   * The picture library's files (MEDIA_STORAGE=disk: DATA_DIR/media), each as member `media/<key>`; none in an
   * archive of an older version or of an object store.
   */
  media: z.array(z.object({ key: z.string().refine(isMediaKey, 'not a media key'), member })).default([]),
  members: z.record(member, z.object({ size: count, sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The product's name and version from the workspace's package.json. */
export function productInfo(): { name: string; version: string } {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@agency/source') return { name: pkg.name, version: pkg.version ?? 'unknown' };
    }
    if (path.dirname(dir) === dir) return { name: '@agency/source', version: 'unknown' };
  }
}

/** The names TypeORM records for this code's PostgreSQL migrations, in order. */
export function codePostgresMigrations(): string[] {
  return migrations.map((migration) => {
    const instance = new (migration as new () => { name?: string })();
    return instance.name ?? migration.name;
  });
}

/**
 * Why this code cannot restore the archive: a newer format or schema (a migration this code does not know),
 * or nothing. An older schema is fine: restore creates exactly the archive's schema, the next start migrates.
 */
export function compatibilityProblems(manifest: BackupManifest): string[] {
  const problems: string[] = [];
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION)
    problems.push(`archive format ${manifest.formatVersion} is newer than this code's (${BACKUP_FORMAT_VERSION})`);
  const known = new Set(codePostgresMigrations());
  const unknownPg = manifest.postgres.migrations.filter((name) => !known.has(name));
  if (unknownPg.length)
    problems.push(`PostgreSQL schema is newer than this code (unknown migrations: ${unknownPg.join(', ')})`);
  const knownCh = new Set(MIGRATIONS.map((m) => m.version));
  const unknownCh = manifest.clickhouse.migrations.filter((version) => !knownCh.has(version));
  if (unknownCh.length)
    problems.push(`ClickHouse schema is newer than this code (unknown migration versions: ${unknownCh.join(', ')})`);
  return problems;
}
