// The built one-machine product as the benches start it: `node dist/api/apps/api/src/main.js` of a checkout
// (`root`), with the settings given in `env` only (no inherited environment besides PATH and HOME, and
// REDIS_URL when set), ready once it says it is running ('läuft'); and a call of its HTTP API.
import { spawn } from 'node:child_process';
import path from 'node:path';

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
