import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';

const workspaceRoot = path.resolve(__dirname, '../../../..');
/** The built web deployable of the distributed stack (api:test builds it first). */
export const BUILT_WEB_SERVE = path.join(workspaceRoot, 'dist/web/server/serve.js');

export interface BuiltWeb {
  child: ChildProcess;
  /** http://127.0.0.1:<its port> */
  base: string;
}

/**
 * Starts dist/web/server/serve.js on a free loopback port with `env` (API_URL, PUBLIC_URL, …) and resolves once
 * it listens. A port is free when picked but may be taken before the server binds it (other suites start
 * servers and open connections meanwhile): a start that ends in EADDRINUSE is tried again on another port.
 * Any other exit, or no answer in time, fails with what the server printed.
 */
export async function startBuiltWeb(env: Record<string, string>): Promise<BuiltWeb> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    let output = '';
    const child = spawn(process.execPath, [BUILT_WEB_SERVE], {
      cwd: workspaceRoot,
      env: { PATH: process.env['PATH'], PORT: String(port), HOST: '127.0.0.1', ...env },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await eventually(
      'the web server to listen or to exit',
      () => output.includes('web: listening on') || child.exitCode !== null,
      { timeoutMs: 30_000, intervalMs: 50 },
    ).catch((error: unknown) => {
      child.kill('SIGKILL');
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe web server printed:\n${output}`);
    });
    if (child.exitCode === null) return { child, base: `http://127.0.0.1:${port}` };
    if (attempt < 3 && output.includes('EADDRINUSE')) continue;
    throw new Error(`The web server exited with ${child.exitCode} before it listened:\n${output}`);
  }
}
