// The built one-machine product as the benches start it: `node dist/api/apps/api/src/main.js` of a checkout
// (`root`), with the settings given in `env` only (no inherited environment besides PATH and HOME, and
// REDIS_URL when set), ready once it says it is running ('läuft'); a call of its HTTP API; and a bench's own
// product with fresh data.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The checkout whose build a bench measures: BENCH_PRODUCT_ROOT (e.g. the main branch's), else this one. */
const productRoot = path.resolve(process.env.BENCH_PRODUCT_ROOT ?? path.resolve(import.meta.dirname, '../..'));

/** Starts the product; resolves with the child process once it is running, rejects when it exits first. */
export function startBuiltProduct(root, env, { timeoutMs = 180_000 } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'dist/api/apps/api/src/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      ...(process.env.REDIS_URL && { REDIS_URL: process.env.REDIS_URL }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('läuft')) {
        clearInterval(timer);
        resolve(child);
      } else if (child.exitCode !== null || Date.now() > deadline) {
        clearInterval(timer);
        child.kill('SIGKILL');
        reject(new Error(`the product did not start (exit code ${child.exitCode}):\n${output}`));
      }
    }, 100);
  });
}

/** Stops a child process: SIGTERM, and SIGKILL after 20 s. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });
}

/** A JSON call of the product's API; throws on an answer that is not 2xx. */
export async function callApi(base, method, pathname, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/**
 * Bench `name`'s own product on 127.0.0.1:`port`: a fresh data directory, a random password of 'admin' and
 * Redis keys of its own. `start(env)` starts it with `env` beside those settings; `remove()` deletes its data.
 */
export function benchProduct(name, port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const prefix = `bench-${name}-${randomBytes(4).toString('hex')}`;
  const adminPassword = `bench-${randomBytes(8).toString('hex')}`;
  return {
    base,
    dataDir,
    adminPassword,
    start: (env = {}) =>
      startBuiltProduct(productRoot, {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: adminPassword,
        LOG_LEVEL: 'warn',
        INGEST_REDIS_PREFIX: prefix,
        REDIS_KEY_PREFIX: `${prefix}:`,
        ...env,
      }),
    /** Logs 'admin' in: the answer with its token. */
    login: () => callApi(base, 'POST', '/api/admin/login', { body: { username: 'admin', password: adminPassword } }),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
