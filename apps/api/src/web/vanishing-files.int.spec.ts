import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';
import { BUILT_API_MAIN, startBuiltApi, withInitialisedPostgres, type BuiltApi } from '../testing/built-api';
import { BUILT_WEB_SERVE, startBuiltWeb, type BuiltWeb } from '../testing/built-web';

// A file of the web build that vanishes under a running server (a build rewritten in place) answers 404
// and is reported; neither the one-machine api nor the standalone web service dies of it. Each server
// serves its own copy of the build, so deleting from it disturbs no other test.
const workspaceRoot = path.resolve(__dirname, '../../../..');
// Inside the workspace: the build's server bundle finds its packages (react, …) in node_modules from there.
mkdirSync(path.join(workspaceRoot, 'tmp'), { recursive: true });
const scratch = mkdtempSync(path.join(workspaceRoot, 'tmp', 'vanishing-files-'));
// A directory of its own: the api hands it to PostgreSQL's user, who cannot enter `scratch`.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-vanishing-data-'));

/** A copy of dist/web of its own, and the path of one script of it ('/assets/x.js'). */
function buildCopy(name: string): { dir: string; asset: string } {
  const dir = path.join(scratch, name);
  cpSync(path.join(workspaceRoot, 'dist/web'), dir, { recursive: true });
  const script = readdirSync(path.join(dir, 'client/assets')).find((file) => file.endsWith('.js'));
  if (!script) throw new Error('The web build holds no script');
  return { dir, asset: `/assets/${script}` };
}

/** Deletes a file of the copy with its precompressed siblings. */
function remove(dir: string, asset: string): void {
  for (const suffix of ['', '.br', '.gz']) rmSync(path.join(dir, 'client', asset + suffix), { force: true });
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

let api: BuiltApi | undefined;
let web: BuiltWeb | undefined;
let webOutput = '';

beforeAll(() => {
  for (const built of [BUILT_API_MAIN, BUILT_WEB_SERVE])
    if (!existsSync(built)) throw new Error(`Build first (${built}): npx nx run-many -t build -p api web`);
});

afterAll(async () => {
  await api?.stop();
  web?.child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a file of the web build that vanishes while the server runs', () => {
  it('the one-machine api answers it with 404, reports it and keeps running', async () => {
    const { dir, asset } = buildCopy('api-build');
    const port = await freePort();
    await withInitialisedPostgres(dataDir);
    api = startBuiltApi(port, dataDir, {
      ADMIN_USERNAME: 'dateiadmin',
      ADMIN_PASSWORD: 'datei-admin-pw',
      WEB_DIST_DIR: dir,
      BACKUP_TIME: 'off',
    });
    await api.running();
    const base = `http://127.0.0.1:${port}`;
    expect((await get(`${base}${asset}`, { 'accept-encoding': 'br, gzip' })).status).toBe(200);

    remove(dir, asset);
    for (const encoding of ['br, gzip', 'gzip', 'identity'])
      expect([encoding, (await get(`${base}${asset}`, { 'accept-encoding': encoding })).status]).toEqual([
        encoding,
        404,
      ]);
    // Still there: it answers the next request, and it said what went missing.
    expect((await get(`${base}/api/health`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
    await eventually('the api to report the missing file', () => api?.output().includes(asset));
    expect(api.output()).toContain('gone since the start');
  }, 180_000);

  it('the standalone web service answers it with 404, reports it and keeps running', async () => {
    const { dir, asset } = buildCopy('web-build');
    const closedApi = `http://127.0.0.1:${await freePort()}`;
    web = await startBuiltWeb({ WEB_DIST_DIR: dir, API_URL: closedApi });
    web.child.stdout?.on('data', (chunk) => (webOutput += chunk));
    web.child.stderr?.on('data', (chunk) => (webOutput += chunk));
    expect((await get(`${web.base}${asset}`, { 'accept-encoding': 'br, gzip' })).status).toBe(200);

    remove(dir, asset);
    for (const encoding of ['br, gzip', 'identity'])
      expect([encoding, (await get(`${web.base}${asset}`, { 'accept-encoding': encoding })).status]).toEqual([
        encoding,
        404,
      ]);
    expect((await get(`${web.base}/healthz`)).status).toBe(200);
    expect(web.child.exitCode).toBeNull();
    await eventually('the web service to report the missing file', () => webOutput.includes(asset));
    expect(webOutput).toContain('gone since the start');
  }, 60_000);
});
