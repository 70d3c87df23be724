import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestDatabase,
  eventually,
  freePort,
  queuedEvents,
  requestFrom,
  startAppendingProxy,
  testRedisUrl,
  uniquePrefix,
  type AppendingProxy,
  type TestDatabase,
} from '@agency/testing';
import { type BuiltApi, startBuiltApi } from './testing/built-api';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** Two real clients, told apart by their source address on loopback. */
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
/** An address in Germany (the offline database says DE), written by the client itself. */
const FORGED_DE = '85.214.132.117';

/**
 * The built one-machine product behind a proxy that appends to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, most load balancers), with TRUST_PROXY=1: whatever a client writes into the
 * header itself stays left of the entry the proxy appended and must not count, neither for the api's
 * limits (Express req.ip) nor for the intake inside it (visitor id, country, rate limit).
 */
describe('client address behind an appending proxy (built api, TRUST_PROXY=1)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-proxy-'));
  const ingestPrefix = uniquePrefix('proxy-api');
  let database: TestDatabase;
  let api: BuiltApi;
  let proxy: AppendingProxy;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase('proxy');
    const port = await freePort();
    api = startBuiltApi(port, dataDir, {
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl(),
      INGEST_REDIS_PREFIX: ingestPrefix,
      TRUST_PROXY: '1',
      OFFER_REQUEST_MAX_PER_IP: '2',
      INGEST_RATE_LIMIT_PER_SECOND: '1',
      INGEST_RATE_LIMIT_BURST: '5',
    });
    await api.running();
    proxy = await startAppendingProxy(port);
    base = `http://127.0.0.1:${proxy.port}`;
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await api?.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const pageView = (from: string, forged: string, pagePath: string) =>
    requestFrom(from, `${base}/api/track/pageview`, {
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX, 'x-forwarded-for': forged },
      body: JSON.stringify({ page_path: pagePath, duration_seconds: 0 }),
    });

  it('derives visitor id and country from the real client, not from a forged entry', async () => {
    const marker = `/proxy-${randomUUID().slice(0, 8)}`;
    expect((await pageView(CLIENT_A, FORGED_DE, `${marker}/a1`)).status).toBe(202);
    expect((await pageView(CLIENT_A, '203.0.113.50', `${marker}/a2`)).status).toBe(202);
    expect((await pageView(CLIENT_B, FORGED_DE, `${marker}/b`)).status).toBe(202);
    const events = await eventually('the three page views in the queue', async () => {
      const mine = (await queuedEvents(testRedisUrl(), ingestPrefix)).filter((e) => String(e['page_path']).startsWith(marker));
      return mine.length === 3 ? new Map(mine.map((e) => [String(e['page_path']).slice(marker.length), e])) : undefined;
    });
    const [a1, a2, b] = ['/a1', '/a2', '/b'].map((p) => events.get(p) as Record<string, unknown>);
    // One real client, two different forged entries: one visitor.
    expect(a1?.['visitor_id']).toBe(a2?.['visitor_id']);
    // The same forged entry from two real clients: two visitors.
    expect(b?.['visitor_id']).not.toBe(a1?.['visitor_id']);
    // Loopback has no country; the forged German address would have given DE.
    expect([a1?.['country'], b?.['country']]).toEqual(['unknown', 'unknown']);
  });

  it("limits the intake per real client: a burst with changing forged entries gets 429, another client is still accepted, the first again after refill", async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => pageView(CLIENT_A, `198.51.100.${i + 1}`, '/burst')));
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(refused[0]?.body ?? '')).toEqual({ statusCode: 429, message: 'Zu viele Tracking-Aufrufe. Bitte versuchen Sie es später erneut.' });

    expect((await pageView(CLIENT_B, '198.51.100.1', '/other-client')).status).toBe(202);

    await eventually('client A accepted again once its bucket refilled', async () => (await pageView(CLIENT_A, '198.51.100.99', '/again')).status === 202, {
      intervalMs: 250,
    });
  });

  it('counts offer requests against the real client (Express req.ip), whatever it writes into X-Forwarded-For', async () => {
    const offer = (from: string, forged: string) =>
      requestFrom(from, `${base}/api/offer-request`, { headers: { 'content-type': 'application/json', 'x-forwarded-for': forged }, body: '{}' });
    // OFFER_REQUEST_MAX_PER_IP=2: the third from client A is refused although each names another address.
    expect((await offer(CLIENT_A, '203.0.113.1')).status).toBe(400);
    expect((await offer(CLIENT_A, '203.0.113.2')).status).toBe(400);
    const third = await offer(CLIENT_A, '203.0.113.3');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    // Client B, naming client A's forged addresses, has its own count.
    expect((await offer(CLIENT_B, '203.0.113.3')).status).toBe(400);
  });
});
