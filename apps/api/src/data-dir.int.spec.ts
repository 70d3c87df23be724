import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually } from '@agency/testing';
import { BuiltApis, withInitialisedPostgres } from './testing/built-api';

// The built product (api:test builds dist/api first) on a DATA_DIR of its own: what it writes there is for its
// own user alone, whatever the umask it was started with.
const CLI = path.resolve(__dirname, '../../../dist/api/apps/api/src/cli');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const scratch = mkdtempSync(path.join(tmpdir(), 'agency-data-dir-'));
// The embedded PostgreSQL runs as the postgres user when the tests run as root: it must pass through.
chmodSync(scratch, 0o711);
const apis = new BuiltApis();
const asRoot = process.getuid?.() === 0;
const postgresGid = () => Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());

afterAll(async () => {
  await apis.stopAll();
  rmSync(scratch, { recursive: true, force: true });
}, 60_000);

/** Every directory, file and socket under `dir` (not itself) that its group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const stat = lstatSync(file);
    if (stat.isSymbolicLink()) continue;
    if (stat.mode & 0o077) found.push(`${path.relative(dir, file)} ${(stat.mode & 0o777).toString(8)}`);
  }
  return found;
}

/**
 * DATA_DIR itself: owner-only; when root runs the product, the embedded PostgreSQL's own user (its group) may
 * pass through to its directory, and nobody else.
 */
function expectPrivate(dataDir: string): void {
  const stat = lstatSync(dataDir);
  if (asRoot) {
    expect((stat.mode & 0o777).toString(8)).toBe('710');
    expect(stat.gid).toBe(postgresGid());
  } else {
    expect((stat.mode & 0o777).toString(8)).toBe('700');
  }
  expect(openToOthers(dataDir)).toEqual([]);
}

const start = (dataDir: string, env: Record<string, string> = {}) =>
  apis.start(dataDir, {
    ADMIN_USERNAME: 'datenadmin',
    ADMIN_PASSWORD: 'daten-admin-pw',
    WEB_DIST_DIR: 'tmp/no-web-build',
    BACKUP_TIME: 'off',
    INGEST_BATCH_MAX_WAIT_MS: '10',
    ...env,
  });

/** A page view through the intake, once ClickHouse holds it (a part written to disk). */
async function trackOneView(base: string): Promise<void> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'datenadmin', password: 'daten-admin-pw' }),
  });
  const { token } = (await login.json()) as { token: string };
  const before = await pageViews(base, token);
  const tracked = await fetch(`${base}/api/track/pageview`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
    // A consenting visitor's view (a session id): without one the built-in configuration counts nothing.
    body: JSON.stringify({ page_path: '/daten', session_id: 'sess_daten' }),
  });
  expect(tracked.status).toBe(202);
  await eventually('the page view in the statistics', async () =>
    (await pageViews(base, token)) > before ? true : undefined,
  );
}

async function pageViews(base: string, token: string): Promise<number> {
  const answer = await fetch(`${base}/api/admin/statistics?period=today`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { page_views: number }).page_views;
}

describe('DATA_DIR', () => {
  it('is created and written for the owner alone: embedded stores, the JWT secret, backups', async () => {
    const dataDir = path.join(scratch, 'new', 'data');
    const { api, base } = await start(dataDir);
    await api.running();
    await trackOneView(base);
    // `npm run backup` while the product runs: the product writes the archive into DATA_DIR/backups.
    const backup = await promisify(execFile)(process.execPath, [path.join(CLI, 'backup.js')], {
      env: { PATH: process.env['PATH'], HOME: process.env['HOME'], DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    });
    expect(backup.stdout).toMatch(/written/i);
    expect(await api.stop()).toBe(0);
    expect(readdirSync(path.join(dataDir, 'backups'))).toHaveLength(1);
    expect(readdirSync(path.join(dataDir, 'clickhouse')).length).toBeGreaterThan(0);
    expectPrivate(dataDir);
  }, 300_000);

  it('tightens a DATA_DIR that an older version left readable to others, then starts on its data', async () => {
    const dataDir = path.join(scratch, 'older');
    await withInitialisedPostgres(dataDir);
    const first = await start(dataDir);
    await first.api.running();
    await trackOneView(first.base);
    expect(await first.api.stop()).toBe(0);
    // As an older version left it: directories 0755, files 0644 (its umask 022), a file of the operator's too.
    writeFileSync(path.join(dataDir, 'notiz.txt'), 'vom Betreiber\n');
    execFileSync('chmod', ['-R', 'go+rX', dataDir]);
    execFileSync('chmod', ['-R', 'go-w', dataDir]);
    expect(openToOthers(dataDir).length).toBeGreaterThan(10);

    const again = await start(dataDir);
    await again.api.running();
    expect(again.api.output()).toContain(`DATA_DIR ${dataDir} was readable by other users`);
    await trackOneView(again.base);
    expect(await again.api.stop()).toBe(0);
    expectPrivate(dataDir);
  }, 300_000);

  it('refuses to start on a DATA_DIR that belongs to another user, naming it and the fix', async () => {
    const dataDir = path.join(scratch, 'foreign');
    mkdirSync(dataDir, { mode: 0o755 });
    const owner = asRoot ? Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }).trim()) : undefined;
    // Not root: a DATA_DIR this user cannot own is any directory of another user, e.g. the temporary folder.
    const foreign = owner === undefined ? tmpdir() : dataDir;
    if (owner !== undefined) chownSync(dataDir, owner, owner);
    const { api } = await start(foreign);
    await expect(api.running(30_000)).rejects.toThrow(/exited with 1/);
    expect(api.output()).toContain(`DATA_DIR ${foreign} belongs to another user`);
    expect(api.output()).toContain(`chmod -R go-rwx ${foreign}`);
    if (owner !== undefined) expect((lstatSync(dataDir).mode & 0o777).toString(8)).toBe('755');
  }, 60_000);
});
