import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eventually, uniquePrefix } from '@agency/testing';

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
