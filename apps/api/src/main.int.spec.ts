import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@agency/testing';

// Runs the built product (api:test depends on api:build) the way `npm start` does: embedded Postgres and
// chDB in a fresh data directory, then stops it with SIGTERM and starts it again on the same data.
const workspaceRoot = path.resolve(__dirname, '../../..');
const main = path.join(workspaceRoot, 'dist/api/apps/api/src/main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-start-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

function start(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [main], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'startadmin',
      ADMIN_PASSWORD: 'start-admin-pw',
      INGEST_REDIS_PREFIX: `test-start-${port}`,
      REDIS_KEY_PREFIX: `test-start-${port}:`,
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

function processesUsing(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the one-machine start', () => {
  it('serves the product on embedded stores, stops cleanly on SIGTERM and keeps its data', async () => {
    const first = start();
    await eventually(async () => first.output().includes('läuft'), 90_000, 200);
    expect(first.output()).toContain(`http://localhost:${port}`);
    expect(first.output()).toContain('First admin created: user "startadmin"');

    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'startadmin', password: 'start-admin-pw' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: 'bleibt', email: 'bleibt@example.de', password: 'bleibt-passwort' }),
    });
    expect(created.status).toBe(201);
    expect(processesUsing(dataDir).some((line) => line.includes('postgres'))).toBe(true);

    expect(await stop(first.child)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);

    const second = start();
    await eventually(async () => second.output().includes('läuft'), 60_000, 200);
    expect(second.output()).not.toContain('First admin created');
    const again = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bleibt', password: 'bleibt-passwort' }),
    });
    expect(again.status).toBe(200);
    expect(await stop(second.child)).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 180_000);
});
