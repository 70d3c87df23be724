import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  eventually,
  freePort,
  queuedEvents,
  requestFrom,
  startAppendingProxy,
  testRedisUrl,
  uniquePrefix,
  type AppendingProxy,
} from '@agency/testing';

// The built app (the test target depends on the build), role intake, as the distributed deployment runs it.
const main = path.resolve(__dirname, '../../..', 'dist/ingest/apps/ingest/src/main.js');
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
/** An address in Germany (the offline database says DE), written by the client itself. */
const FORGED_DE = '85.214.132.117';

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
    await eventually('the intake to answer ready', async () => {
      if (intake.exitCode !== null) throw new Error(`intake exited with ${intake.exitCode}: ${output}`);
      return (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok;
    }, { timeoutMs: 60_000, intervalMs: 100 });
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

  const pageView = (from: string, forged: string, pagePath: string) =>
    requestFrom(from, `${base}/api/track/pageview`, {
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX, 'x-forwarded-for': forged },
      body: JSON.stringify({ page_path: pagePath, duration_seconds: 0 }),
    });

  it('gives two calls of one real client with different forged entries the same visitor id, and no forged country', async () => {
    const marker = `/proxy-${randomUUID().slice(0, 8)}`;
    expect((await pageView(CLIENT_A, FORGED_DE, `${marker}/a1`)).status).toBe(202);
    expect((await pageView(CLIENT_A, '203.0.113.50', `${marker}/a2`)).status).toBe(202);
    expect((await pageView(CLIENT_B, FORGED_DE, `${marker}/b`)).status).toBe(202);
    const events = await eventually('the three page views in the queue', async () => {
      const mine = (await queuedEvents(testRedisUrl(), prefix)).filter((e) => String(e['page_path']).startsWith(marker));
      return mine.length === 3 ? new Map(mine.map((e) => [String(e['page_path']).slice(marker.length), e])) : undefined;
    });
    const [a1, a2, b] = ['/a1', '/a2', '/b'].map((p) => events.get(p) as Record<string, unknown>);
    expect(a1?.['visitor_id']).toBe(a2?.['visitor_id']);
    expect(b?.['visitor_id']).not.toBe(a1?.['visitor_id']);
    expect([a1?.['country'], b?.['country']]).toEqual(['unknown', 'unknown']);
  });

  it('answers a burst from one real client 429 with Retry-After, still accepts another client, and the first again after refill', async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => pageView(CLIENT_A, `198.51.100.${i + 1}`, '/burst')));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused[0]?.body ?? '')).toEqual({ statusCode: 429, message: 'Zu viele Tracking-Aufrufe. Bitte versuchen Sie es später erneut.' });

    expect((await pageView(CLIENT_B, '198.51.100.1', '/other-client')).status).toBe(202);

    await eventually('client A accepted again once its bucket refilled', async () => (await pageView(CLIENT_A, '198.51.100.99', '/again')).status === 202, {
      intervalMs: 250,
    });
  });
});
