import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  eventually,
  freePort,
  intakeBehindAppendingProxy,
  startAppendingProxy,
  testRedisUrl,
  uniquePrefix,
  type AppendingProxy,
} from '@agency/testing';

// The built app (the test target depends on the build), role intake, as the distributed deployment runs it.
const main = path.resolve(__dirname, '../../..', 'dist/ingest/apps/ingest/src/main.js');

/**
 * The ingest app behind a proxy that appends to X-Forwarded-For, with TRUST_PROXY=1: the visitor id, the
 * country and the rate limit follow the address the proxy saw, never what the client wrote in front of it.
 */
describe('intake behind an appending proxy (built ingest app, role intake, TRUST_PROXY=1)', () => {
  const prefix = uniquePrefix('proxy-ingest');
  let intake: ChildProcess;
  let proxy: AppendingProxy;
  let base: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    intake = spawn(process.execPath, [main], {
      env: {
        PATH: process.env['PATH'],
        INGEST_ROLE: 'intake',
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: testRedisUrl(),
        INGEST_REDIS_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        INGEST_RATE_LIMIT_PER_SECOND: '1',
        INGEST_RATE_LIMIT_BURST: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    intake.stdout?.on('data', (chunk) => (output += String(chunk)));
    intake.stderr?.on('data', (chunk) => (output += String(chunk)));
    await eventually(
      'the intake to answer ready',
      async () => {
        if (intake.exitCode !== null) throw new Error(`intake exited with ${intake.exitCode}: ${output}`);
        return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;
      },
      { timeoutMs: 60_000, intervalMs: 100 },
    );
    proxy = await startAppendingProxy(port);
    base = `http://127.0.0.1:${proxy.port}`;
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    if (intake && intake.exitCode === null) {
      const exited = new Promise((resolve) => intake.once('exit', resolve));
      intake.kill('SIGTERM');
      await exited;
    }
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, 30_000);

  intakeBehindAppendingProxy(() => ({ base, queuePrefix: prefix }));
});
