import { type ChildProcess, execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually, freePort, uniquePrefix } from '@agency/testing';

const workspaceRoot = path.resolve(__dirname, '../../../..');
/** The built one-machine product (api:test builds it first). */
export const BUILT_API_MAIN = path.join(workspaceRoot, 'dist/api/apps/api/src/main.js');

export interface BuiltApi {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  /** Resolves once it logs that it runs ("läuft"); fails at once, with its output, if it exits instead. */
  running(timeoutMs?: number): Promise<void>;
  /** SIGTERM, resolved with the exit code once it has exited. */
  stop(): Promise<number | null>;
}

/**
 * Starts dist/api the way `npm start` does, on `port` and the data in `dataDir`; its Redis keys (sessions,
 * tracking queue) get prefixes of their own, unique per start, so parallel runs on one Redis stay apart and
 * no run picks up what an earlier one left behind.
 */
export function startBuiltApi(port: number, dataDir: string, env: Record<string, string> = {}): BuiltApi {
  let output = '';
  const prefix = uniquePrefix(`api-${port}`);
  const child = spawn(process.execPath, [BUILT_API_MAIN], {
    cwd: workspaceRoot,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      PORT: String(port),
      DATA_DIR: dataDir,
      INGEST_REDIS_PREFIX: prefix,
      REDIS_KEY_PREFIX: `${prefix}:`,
      ...env,
    },
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    running: async (timeoutMs = 120_000) => {
      await eventually(
        'the built api to log that it runs ("läuft") or to exit',
        () => output.includes('läuft') || child.exitCode !== null,
        {
          timeoutMs,
          intervalMs: 100,
        },
      );
      if (!output.includes('läuft')) throw new Error(`The api exited with ${child.exitCode} before it ran:\n${output}`);
    },
    stop: () => {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The built apis a test file starts, each on a port picked free just before (not at random from a range another
 * test file may pick from as well, nor an earlier start's port again, which someone else may have taken
 * meanwhile); stopAll ends every one of them, since a failed test may leave a server (and its embedded
 * PostgreSQL) running.
 */
export class BuiltApis {
  private readonly started: BuiltApi[] = [];

  async start(
    dataDir: string,
    env: Record<string, string> = {},
  ): Promise<{ api: BuiltApi; port: number; base: string }> {
    const port = await freePort();
    const api = startBuiltApi(port, dataDir, env);
    this.started.push(api);
    return { api, port, base: `http://127.0.0.1:${port}` };
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.started.map((api) => api.stop()));
  }
}

/**
 * Makes `dataDir` a new DATA_DIR holding an initialised embedded PostgreSQL, as the product's first start leaves
 * it (tools/initialised-postgres.cjs): a start on it skips initdb. For tests that are not about the first start.
 */
export async function withInitialisedPostgres(dataDir: string): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(workspaceRoot, 'tools/initialised-postgres.cjs'), dataDir], {
    cwd: workspaceRoot,
  });
}

/**
 * A fresh form token from the api at `base`, as the site's forms fetch it when they open. Sent at once, it
 * makes a person's request only where the api runs with OFFER_REQUEST_MIN_FILL_MS=0.
 */
export async function fetchFormToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/offer-request/form-token`);
  if (!response.ok) throw new Error(`GET /api/offer-request/form-token: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
