import { randomUUID } from 'node:crypto';
import { requestFrom } from './appending-proxy';
import { eventually, testRedisUrl } from './index';
import { queuedEvents } from './queued-events';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** Two real clients, told apart by their source address on loopback. */
export const CLIENT_A = '127.0.0.2';
export const CLIENT_B = '127.0.0.3';
/** An address in Germany (the offline database says DE), written by the client itself. */
const FORGED_DE = '85.214.132.117';

export interface IntakeBehindProxy {
  /** The appending proxy's address in front of the intake. */
  base: string;
  /** The intake's Redis prefix, to read what it queued. */
  queuePrefix: string;
}

/**
 * What a tracking intake behind a proxy that appends to X-Forwarded-For (TRUST_PROXY=1) must do, whichever
 * front door runs it (the built api in one-machine mode, the built ingest app): visitor id, country and the
 * rate limit (burst 5, 1/s) follow the address the proxy saw, never what the client wrote in front of it.
 * `door()` is read in each test, after the suite's beforeAll started everything.
 */
export function intakeBehindAppendingProxy(door: () => IntakeBehindProxy): void {
  const pageView = (from: string, forged: string, pagePath: string) =>
    requestFrom(from, `${door().base}/api/track/pageview`, {
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX, 'x-forwarded-for': forged },
      // A visitor who consented: the intake counts its views whether or not counting without consent is on.
      body: JSON.stringify({
        page_path: pagePath,
        duration_seconds: 0,
        session_id: `sess_${from.replaceAll('.', '_')}`,
      }),
    });

  it('derives visitor id and country from the real client, not from a forged entry', async () => {
    const marker = `/proxy-${randomUUID().slice(0, 8)}`;
    expect((await pageView(CLIENT_A, FORGED_DE, `${marker}/a1`)).status).toBe(202);
    expect((await pageView(CLIENT_A, '203.0.113.50', `${marker}/a2`)).status).toBe(202);
    expect((await pageView(CLIENT_B, FORGED_DE, `${marker}/b`)).status).toBe(202);
    const events = await eventually('the three page views in the queue', async () => {
      const mine = (await queuedEvents(testRedisUrl(), door().queuePrefix)).filter((e) =>
        String(e['page_path']).startsWith(marker),
      );
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

  it('limits the intake per real client: a burst with changing forged entries gets 429 with Retry-After, another client is still accepted, the first again after refill', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => pageView(CLIENT_A, `198.51.100.${i + 1}`, '/burst')),
    );
    const refused = burst.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refused[0]?.body ?? '')).toEqual({
      statusCode: 429,
      message: 'Zu viele Tracking-Aufrufe. Bitte versuchen Sie es später erneut.',
    });

    expect((await pageView(CLIENT_B, '198.51.100.1', '/other-client')).status).toBe(202);

    await eventually(
      'client A accepted again once its bucket refilled',
      async () => (await pageView(CLIENT_A, '198.51.100.99', '/again')).status === 202,
      {
        intervalMs: 250,
      },
    );
  });
}
