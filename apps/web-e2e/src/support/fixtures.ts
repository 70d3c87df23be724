import { execFile, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_API_DIST_DIR,
  E2E_DATA_DIR,
  E2E_PORT,
  E2E_WEB_DIST_DIR,
  OFFER_REQUEST_MIN_FILL_MS,
  WORKSPACE_ROOT,
} from './e2e-env';

/** The api one worker's tests run against. */
export interface WorkerApi {
  baseURL: string;
  /** Its DATA_DIR (embedded PostgreSQL and chDB; the backup socket). */
  dataDir: string;
  /** The api's output (stdout and stderr), for a look after a failure. */
  logFile: string;
}

/**
 * Every spec imports `test` and `expect` from here: each Playwright worker starts its own api (the built
 * one, which serves the web build) on its own port, data directory and Redis prefixes, so specs that
 * reset statistics, edit public content or count requests in one worker cannot disturb another's.
 */
export const test = base.extend<object, { api: WorkerApi }>({
  api: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const api = await startApi(workerInfo.workerIndex);
      try {
        await use(api);
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ api }, use) => use(api.baseURL),
});

export { expect };

interface RunningApi extends WorkerApi {
  stop(): Promise<void>;
}

/**
 * Starts `<E2E_API_DIST_DIR>/apps/api/src/main.js` for worker `worker` and resolves once it is ready.
 * The worker index (not the parallel index) names port and data directory: a worker that replaces a
 * failed one gets fresh ones, even while the old one is still shutting down.
 */
async function startApi(worker: number): Promise<RunningApi> {
  const port = E2E_PORT + worker;
  const baseURL = `http://localhost:${port}`;
  if (await answers(port))
    throw new Error(
      `Port ${port} is already in use: another server would answer instead of this worker's api (E2E_PORT picks another range).`,
    );
  const dataDir = path.resolve(WORKSPACE_ROOT, `${E2E_DATA_DIR}-${worker}`);
  const logFile = `${dataDir}.log`;
  // Each worker starts from nothing but an initialised embedded PostgreSQL (a copy: no initdb per worker).
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(path.dirname(dataDir), { recursive: true });
  await promisify(execFile)(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'tools/initialised-postgres.cjs'), dataDir, E2E_API_DIST_DIR],
    { cwd: WORKSPACE_ROOT },
  );
  const log = createWriteStream(logFile);
  // Redis outlives the data directory and is shared with other runs: fresh prefixes give every api empty
  // rate limits and its own tracking queue, worker heartbeats, pipeline log and published configuration.
  const prefix = `e2e-${Date.now().toString(36)}-w${worker}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    REDIS_KEY_PREFIX: `${prefix}:`,
    INGEST_REDIS_PREFIX: prefix,
    // The forms are sent more often from one address than the production limits allow, and every spec
    // logs staff in from this one address.
    OFFER_REQUEST_MAX_PER_IP: '1000',
    OFFER_REQUEST_MAX_PER_EMAIL: '1000',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
    OFFER_CONFIRMATION_MAX_PER_CLIENT: '1000',
    CONNECTION_TEST_MAX_PER_USER: '1000',
    CONNECTION_TEST_MAX_TOTAL: '1000',
    // The specs' MariaDB and SMTP servers run on this machine; a server not reached answers after 3 s.
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    CONNECTION_TEST_TIMEOUT_S: '3',
    OFFER_REQUEST_MIN_FILL_MS: String(OFFER_REQUEST_MIN_FILL_MS),
    WEB_DIST_DIR: path.resolve(WORKSPACE_ROOT, E2E_WEB_DIST_DIR),
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // A private copy of the build outside the workspace (e.g. /tmp/e2e-dist) still finds its packages.
    NODE_PATH: [path.join(WORKSPACE_ROOT, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter),
  };
  // No DATABASE_URL / CLICKHOUSE_URL: the api starts embedded Postgres and chDB under its DATA_DIR.
  delete env.DATABASE_URL;
  delete env.CLICKHOUSE_URL;
  const child = spawn(process.execPath, [path.resolve(WORKSPACE_ROOT, E2E_API_DIST_DIR, 'apps/api/src/main.js')], {
    cwd: WORKSPACE_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  // A worker that ends without its fixture teardown (crash, timeout) does not leave its api behind.
  const orphaned = () => child.kill('SIGTERM');
  process.once('exit', orphaned);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // The api drains its requests, stops its workers and the embedded Postgres; it gives up on its own
      // after a while, this is the last resort.
      const killed = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(killed);
    }
    process.off('exit', orphaned);
    await new Promise<void>((resolve) => log.end(resolve));
  };

  try {
    await Promise.race([
      ready(port),
      exited.then((how) => {
        throw new Error(`The api of worker ${worker} ended while starting (${how}); its output is in ${logFile}`);
      }),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, logFile, stop };
}

/** Whether something accepts connections on the port already. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once the api reports ready (Postgres, Redis and ClickHouse answer). */
async function ready(port: number, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      // A request the api does not answer is given up and sent again, not waited on to the deadline.
      const response = await fetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet, or no answer within the request's timeout.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The api on port ${port} was not ready after ${timeoutMs / 1000} s`);
}
