import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@agency/testing';
import { startBuiltApi } from './testing/built-api';

// Runs the built product (api:test depends on api:build) the way `npm start` does: embedded Postgres and
// chDB in a fresh data directory, then stops it with SIGTERM and starts it again on the same data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-start-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

const start = () => startBuiltApi(port, dataDir, { ADMIN_USERNAME: 'startadmin', ADMIN_PASSWORD: 'start-admin-pw' });

function processesUsing(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
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

    expect(await first.stop()).toBe(0);
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
    expect(await second.stop()).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 180_000);
});
