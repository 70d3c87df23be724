import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BuiltApis } from './testing/built-api';

// Runs the built product (api:test depends on api:build) the way `npm start` does: embedded Postgres and
// chDB in a fresh data directory, then stops it with SIGTERM and starts it again on the same data.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-start-'));
const apis = new BuiltApis();
const start = () => apis.start(dataDir, { ADMIN_USERNAME: 'startadmin', ADMIN_PASSWORD: 'start-admin-pw' });

function processesUsing(dir: string): string[] {
  const out = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return out.split('\n').filter((line) => line.includes(dir) && !line.includes('ps -eo'));
}

afterAll(async () => {
  await apis.stopAll();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the one-machine start', () => {
  it('serves the product on embedded stores, stops cleanly on SIGTERM and keeps its data', async () => {
    const first = await start();
    await first.api.running();
    expect(first.api.output()).toContain(`http://localhost:${first.port}`);
    expect(first.api.output()).toContain('First admin created: user "startadmin"');

    const login = await fetch(`${first.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'startadmin', password: 'start-admin-pw' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const created = await fetch(`${first.base}/api/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ username: 'bleibt', email: 'bleibt@example.de', password: 'Bleibt-Wanderduene-22' }),
    });
    expect(created.status).toBe(201);
    expect(processesUsing(dataDir).some((line) => line.includes('postgres'))).toBe(true);

    expect(await first.api.stop()).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);

    const second = await start();
    await second.api.running();
    expect(second.api.output()).not.toContain('First admin created');
    const again = await fetch(`${second.base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'bleibt', password: 'Bleibt-Wanderduene-22' }),
    });
    expect(again.status).toBe(200);
    expect(await second.api.stop()).toBe(0);
    expect(processesUsing(dataDir)).toEqual([]);
  }, 300_000);

  it('refuses to start the cluster image with the secrets published in deploy/k8s, naming the variables', async () => {
    const { api } = await apis.start(dataDir, {
      NODE_ENV: 'production',
      INGEST_MODE: 'remote',
      JWT_SECRET: 'CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME-CHANGE-ME',
      ADMIN_PASSWORD: 'CHANGE-ME-NOW',
    });
    await expect(api.running(30_000)).rejects.toThrow(/exited with 1/);
    expect(api.output()).toMatch(/JWT_SECRET: this value is published/);
    expect(api.output()).toMatch(/ADMIN_PASSWORD: this value is published/);
    const { api: unset } = await apis.start(dataDir, { NODE_ENV: 'production', INGEST_MODE: 'remote' });
    await expect(unset.running(30_000)).rejects.toThrow(/exited with 1/);
    expect(unset.output()).toMatch(/JWT_SECRET: must be set in production/);
  }, 60_000);

  it('refuses a first start with a short or guessable ADMIN_PASSWORD, naming the variable', async () => {
    const fresh = mkdtempSync(path.join(tmpdir(), 'agency-weak-admin-'));
    try {
      const { api: short } = await apis.start(fresh, { ADMIN_PASSWORD: '12345678' });
      await expect(short.running(30_000)).rejects.toThrow(/exited with 1/);
      expect(short.output()).toMatch(/ADMIN_PASSWORD: must be at least 12 characters/);
      const { api: guessable } = await apis.start(fresh, { ADMIN_PASSWORD: 'Sommer2024!!' });
      await expect(guessable.running(90_000)).rejects.toThrow(/exited with 1/);
      expect(guessable.output()).toMatch(/ADMIN_PASSWORD: Das Passwort ist zu leicht zu erraten\./);
      expect(processesUsing(fresh)).toEqual([]);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 150_000);
});
