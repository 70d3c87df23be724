import {
  CLIENT_A,
  CLIENT_B,
  intakeBehindAppendingProxy,
  requestFrom,
  startAppendingProxy,
  testRedisUrl,
  uniquePrefix,
  type AppendingProxy,
} from '@agency/testing';
import { type BuiltApiOnDatabase, startBuiltApiOnDatabase } from './testing/built-api-on-database';

/**
 * The built one-machine product behind a proxy that appends to X-Forwarded-For (nginx's
 * $proxy_add_x_forwarded_for, most load balancers), with TRUST_PROXY=1: whatever a client writes into the
 * header itself stays left of the entry the proxy appended and must not count, neither for the api's
 * limits (Express req.ip) nor for the intake inside it (visitor id, country, rate limit).
 */
describe('client address behind an appending proxy (built api, TRUST_PROXY=1)', () => {
  const ingestPrefix = uniquePrefix('proxy-api');
  let built: BuiltApiOnDatabase;
  let proxy: AppendingProxy;
  let base: string;

  beforeAll(async () => {
    built = await startBuiltApiOnDatabase('proxy', {
      REDIS_URL: testRedisUrl(),
      INGEST_REDIS_PREFIX: ingestPrefix,
      TRUST_PROXY: '1',
      OFFER_REQUEST_MAX_PER_IP: '2',
      INGEST_RATE_LIMIT_PER_SECOND: '1',
      INGEST_RATE_LIMIT_BURST: '5',
    });
    proxy = await startAppendingProxy(built.port);
    base = `http://127.0.0.1:${proxy.port}`;
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    await built?.close();
  }, 60_000);

  intakeBehindAppendingProxy(() => ({ base, queuePrefix: ingestPrefix }));

  it('counts offer requests against the real client (Express req.ip), whatever it writes into X-Forwarded-For', async () => {
    const offer = (from: string, forged: string) =>
      requestFrom(from, `${base}/api/offer-request`, {
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: '{}',
      });
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
