import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Stops a process we started in an earlier run that was killed before it could clean up. */
export async function stopLeftover(pid: number, signal: NodeJS.Signals, timeoutMs = 10_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  await untilExited(pid, AbortSignal.timeout(timeoutMs), 100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Resolves once `pid` has exited (looked at every `intervalMs`), or at the next look after `signal` aborts. */
export async function untilExited(pid: number, signal: AbortSignal, intervalMs = 50): Promise<void> {
  while (isAlive(pid) && !signal.aborted) await new Promise((resolve) => setTimeout(resolve, intervalMs));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
