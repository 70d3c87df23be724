import { chmodSync, chownSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { embeddedPostgresGroup } from './embedded-postgres';

/** DATA_DIR cannot be made the running user's alone: the start stops with this message. */
export class DataDirRefused extends Error {}

/** What the process creates from now on: for its own user alone (files 0600, directories 0700). */
const OWNER_ONLY_UMASK = 0o077;

export interface PrivateDataDirOptions {
  /**
   * A group that may pass through DATA_DIR (0710) and do nothing else there: the embedded PostgreSQL's own
   * user, which runs it when root runs the product, reaching its directory inside.
   */
  passThroughGroup?: number;
}

/**
 * DATA_DIR holds everything the product keeps on one machine: PostgreSQL with the offer requests' personal
 * data, the visitors' analytics in chDB, the JWT secret, the backups. It is for the user that runs the
 * product alone:
 * - what this process creates from here on, and what it starts (chDB in-process, a private redis-server,
 *   the backups), is owner-only (umask 077, set before anything is written there);
 * - DATA_DIR is created 0700 (0710 with `passThroughGroup`);
 * - a DATA_DIR its group or others may open, as older versions left it (0755, files 0644), is tightened once:
 *   every entry in it loses its group and other bits (`chmod -R go-rwx`), DATA_DIR itself last, so a walk
 *   that is interrupted runs again at the next start, and a tight DATA_DIR is never walked. It is the
 *   product's own directory, created and filled by it: refusing to start would stop every install that an
 *   older version left open, over files the product wrote itself;
 * - a DATA_DIR of another user, or an entry that cannot be tightened, stops the start with the command that
 *   fixes it: whether another user's directory may be shared is not the product's to decide.
 */
export function preparePrivateDataDir(
  dataDir: string,
  log: (line: string) => void,
  options: PrivateDataDirOptions = {},
): void {
  const dir = path.resolve(dataDir);
  // Folders above DATA_DIR are not its own: made as any folder (the embedded PostgreSQL's user passes them).
  mkdirSync(path.dirname(dir), { recursive: true });
  process.umask(OWNER_ONLY_UMASK);
  const { passThroughGroup } = options;
  const wanted = passThroughGroup === undefined ? 0o700 : 0o710;
  mkdirSync(dir, { recursive: true, mode: wanted });
  const uid = process.getuid?.();
  // DATA_DIR may be a link to a folder on another disk: the folder is what must be private.
  const stat = statSync(dir);
  const fix = `chmod -R go-rwx ${dir}`;
  if (!stat.isDirectory()) throw new DataDirRefused(`DATA_DIR ${dir} is not a directory.`);
  if (uid !== undefined && stat.uid !== uid) {
    throw new DataDirRefused(
      `DATA_DIR ${dir} belongs to another user (uid ${stat.uid}), not to the one running the product (uid ${uid}). ` +
        `It holds the product's data, personal data too, for that user alone: ` +
        `chown -R ${uid} ${dir} && ${fix} (or set DATA_DIR to a directory of this user).`,
    );
  }
  const mode = stat.mode & 0o777;
  if (mode & 0o077 & ~wanted) {
    const tightened = tightenTree(dir, fix);
    log(
      `DATA_DIR ${dir} was readable by other users (mode ${mode.toString(8)}): made it and ${tightened} entries ` +
        `in it owner-only (${fix})`,
    );
  }
  if (passThroughGroup !== undefined && stat.gid !== passThroughGroup) chownSync(dir, stat.uid, passThroughGroup);
  if (mode !== wanted) chmodSync(dir, wanted);
}

/** Takes group and other bits off every entry under `dir` (links are left alone); how many it changed. */
function tightenTree(dir: string, fix: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    try {
      const stat = lstatSync(file);
      if (stat.isSymbolicLink() || !(stat.mode & 0o077)) continue;
      chmodSync(file, stat.mode & 0o7700);
      changed++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      // Gone since the listing (a leftover server's pid file): nothing left to open.
      if (code === 'ENOENT') continue;
      throw new DataDirRefused(
        `${file} in DATA_DIR could not be made owner-only (${code}): run ${fix}, then start again.`,
      );
    }
  }
  return changed;
}

/**
 * `preparePrivateDataDir` for a process that opens the one-machine stores in DATA_DIR (the product, and the
 * commands that start them when it is stopped); the embedded PostgreSQL's group passes through under root.
 */
export function prepareDataDirFor(env: { DATA_DIR: string; DATABASE_URL?: string }, log: (line: string) => void): void {
  preparePrivateDataDir(env.DATA_DIR, log, {
    passThroughGroup: env.DATABASE_URL ? undefined : embeddedPostgresGroup(),
  });
}
