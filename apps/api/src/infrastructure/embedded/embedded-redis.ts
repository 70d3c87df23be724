import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, stopLeftover } from './free-port';
import type { EmbeddedService } from './embedded-postgres';

export class RedisUnavailableError extends Error {}

export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A private redis-server under DATA_DIR/redis, with an append-only file so queued events survive a
 * restart. Used only when REDIS_URL is unset and nothing answers at the default address.
 */
export async function startPrivateRedis(dataDir: string, log: (line: string) => void): Promise<EmbeddedService> {
  const binary = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
  if (!binary) {
    throw new RedisUnavailableError(
      'No Redis answers at redis://127.0.0.1:6379 and no redis-server is installed.\n' +
        'Install it (Debian/Ubuntu: apt-get install -y redis-server; macOS: brew install redis) or set REDIS_URL.',
    );
  }
  const dir = path.resolve(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'redis.pid');
  if (existsSync(pidFile)) await stopLeftover(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');

  const port = await freePort();
  const child = spawn(
    binary,
    [
      '--bind',
      '127.0.0.1',
      '--port',
      String(port),
      '--dir',
      dir,
      '--pidfile',
      pidFile,
      '--appendonly',
      'yes',
      '--save',
      '',
      '--daemonize',
      'no',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (!(await redisAnswers(url, 500))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new RedisUnavailableError(`The private redis-server in ${dir} did not start.`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  log(`Started a private Redis at ${url} (data in ${dir})`);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
