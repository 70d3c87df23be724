import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { statisticsResponseSchema, type StatisticsResponse } from '@agency/contracts';
import { eventually, freePort } from '@agency/testing';
import type { BuiltApi } from '../testing/built-api';
import { type BuiltApiOnDatabase, startBuiltApiOnDatabase } from '../testing/built-api-on-database';

// A flood of distinct paths, replayed at reduced scale against the built one-machine product: thousands of page views
// on distinct random 1.5 KB paths, each with a user agent and a session of its own. The statistics stay
// bounded (top 10 pages of normalised paths, shares with one 'Sonstige'), and so does every cache.
const FLOOD = 3_000;
let built: BuiltApiOnDatabase;
let api: BuiltApi;
let base: string;
let port: number;
let internalPort: number;

/**
 * One tracking call from a source address of its own on 127.0.0.0/8: the flood is about what the calls
 * carry, not about one client's rate (the intake's per-client limit is tested on its own).
 */
function track(route: string, body: object, from: string, userAgent: string): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/track/${route}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-agent': userAgent,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const source = (i: number) => `127.0.${1 + (Math.floor(i / 250) % 200)}.${1 + (i % 250)}`;
// Distinct browsers, told apart by digits only: random hex spells words such as 'feed', which the bot
// detector rightly takes for a feed reader (about one call in 7,000).
const browserAgent = (i: number) =>
  `Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0 flood/${i}/${randomBytes(8).readBigUInt64BE()}`;

async function token(): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'floodadmin', password: 'flood-admin-pw' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

async function statistics(auth: string): Promise<StatisticsResponse> {
  const response = await fetch(`${base}/api/admin/statistics`, { headers: { authorization: `Bearer ${auth}` } });
  expect(response.status).toBe(200);
  return statisticsResponseSchema.parse(await response.json());
}

function cacheSizes(metrics: string): Map<string, { entries: number; capacity: number }> {
  const sizes = new Map<string, { entries: number; capacity: number }>();
  for (const [, kind, name, value] of metrics.matchAll(
    /^agency_cache_(entries|capacity)\{cache="([^"]+)"\} (\d+)$/gm,
  )) {
    const size = sizes.get(name as string) ?? { entries: 0, capacity: 0 };
    size[kind as 'entries' | 'capacity'] = Number(value);
    sizes.set(name as string, size);
  }
  return sizes;
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

beforeAll(async () => {
  internalPort = await freePort();
  built = await startBuiltApiOnDatabase('flood', {
    INTERNAL_PORT: String(internalPort),
    ADMIN_USERNAME: 'floodadmin',
    ADMIN_PASSWORD: 'flood-admin-pw',
    LOG_LEVEL: 'warn',
  });
  ({ api, port, base } = built);
}, 150_000);

afterAll(() => built?.close(), 60_000);

describe('a flood of distinct random paths against the built product', () => {
  it('leaves the statistics bounded and normalised and every cache within its bound', async () => {
    // The site's own visits: one page in five spellings, all counted as '/preise'.
    const spellings = ['/preise', '/Preise/', '/preise?utm_source=newsletter', '/PREISE#pakete', '//preise//'];
    for (let i = 0; i < 50; i++) {
      expect(
        await track(
          'pageview',
          { page_path: spellings[i % spellings.length], session_id: `sess_real_${i}` },
          source(10_000 + i),
          browserAgent(-1),
        ),
      ).toBe(202);
    }
    const before = rssMb(api.child.pid as number);

    // The flood: 1.5 KB random paths, distinct user agents, a session each (so each path is an entry page).
    const started = Date.now();
    for (let i = 0; i < FLOOD; i += 50) {
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, k) => {
          const n = i + k;
          const page = `/${randomBytes(750).toString('hex').toUpperCase()}/?id=${n}`;
          return track('pageview', { page_path: page, session_id: `sess_flood_${n}` }, source(n), browserAgent(n));
        }),
      );
      expect(statuses.every((s) => s === 202)).toBe(true);
    }
    const floodMs = Date.now() - started;

    const auth = await token();
    const stats = await eventually(
      'every call of the flood to be counted',
      async () => {
        const current = await statistics(auth);
        return current.page_views >= FLOOD + 50 ? current : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 500 },
    );

    expect(stats.page_views).toBe(FLOOD + 50);
    expect(stats.top_pages).toHaveLength(10);
    expect(stats.top_pages[0]).toMatchObject({ page: '/preise', views: 50, bounce: 100 });
    for (const { page } of stats.top_pages) {
      expect(page.length).toBeLessThanOrEqual(200);
      expect(page).toBe(page.toLowerCase());
      expect(page).not.toMatch(/[?#]|.\/$/);
    }
    const shares = Object.values(stats.browsers).reduce((a, b) => a + b, 0);
    expect(Math.abs(shares - 100)).toBeLessThanOrEqual(0.5);
    expect(Object.keys(stats.browsers).length).toBeLessThanOrEqual(8);

    // In production /metrics answers only on the internal port.
    const metrics = await (await fetch(`http://127.0.0.1:${internalPort}/metrics`)).text();
    const sizes = cacheSizes(metrics);
    for (const name of ['user_agents', 'bot_verdicts']) expect(sizes.has(name)).toBe(true);
    // The statistics keep nothing in the process: their per-day figures are tables of ClickHouse.
    expect([...sizes.keys()].filter((name) => name.startsWith('statistics_'))).toEqual([]);
    for (const [name, { entries, capacity }] of sizes) {
      expect({ name, within: entries <= capacity }).toEqual({ name, within: true });
    }
    // 3,050 distinct user agents went through caches of 2,000: they are full, not larger.
    expect(sizes.get('user_agents')).toEqual({ entries: 2_000, capacity: 2_000 });
    const after = rssMb(api.child.pid as number);
    console.log(`flood of ${FLOOD} calls in ${floodMs} ms; api RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
  }, 300_000);
});
