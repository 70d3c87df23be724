import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { metricsRegistry } from '@agency/observability';
import { eventually } from '@agency/testing';
import { startTestApi, type TestApi } from './testing/test-app';

/*
 * The intake inside the one-machine api (Express): a browser call made by a page of another site is refused
 * before it is read. The site's own origin is PUBLIC_URL; the intake library's specs cover the rules on
 * Fastify and Express without it.
 */

const PUBLIC_URL = 'https://www.nordwerk-herkunft.de';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
let api: TestApi;
let clickhouse: ClickHouseClient;

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_URL, TRACKING_ALLOWED_ORIGINS: 'https://agentur-blog.example' });
  clickhouse = api.app.get(CLICKHOUSE_CLIENT);
});

afterAll(async () => {
  await api?.close();
});

/** A page view as navigator.sendBeacon sends it: text/plain, so a browser sends it without a preflight. */
const beacon = (pagePath: string, headers: Record<string, string>) =>
  api.http
    .post('/api/track/pageview')
    .set('user-agent', FIREFOX)
    .set('content-type', 'text/plain;charset=UTF-8')
    .set(headers)
    // A consenting visitor's view (a session id): without one the built-in configuration counts nothing.
    .send(JSON.stringify({ page_path: pagePath, session_id: 'sess_origins' }));

async function storedPaths(): Promise<string[]> {
  const result = await clickhouse.query({
    query: `SELECT page_path FROM events WHERE page_path IN ('/fremd', '/eigen') ORDER BY page_path`,
    format: 'JSONEachRow',
  });
  return (await result.json<{ page_path: string }>()).map((row) => row.page_path);
}

async function refusedCount(): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric('agency_ingest_events_dropped_total')?.get();
  return metric?.values.find((v) => v.labels['reason'] === 'foreign_origin')?.value ?? 0;
}

it('refuses a page view from a foreign Origin with 403, counts it, and stores nothing', async () => {
  const before = await refusedCount();
  const refused = [
    await beacon('/fremd', { origin: 'https://evil.example' }),
    await beacon('/fremd', { origin: 'null' }),
    // PUBLIC_URL names the site: a page whose name resolves to this server (DNS rebinding) sends its own
    // name as Origin and Host alike, and is still another site.
    await beacon('/fremd', { host: 'evil.example', origin: 'http://evil.example' }),
    await beacon('/fremd', { 'sec-fetch-site': 'cross-site' }),
  ];
  for (const answer of refused) {
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      statusCode: 403,
      message: 'Tracking-Aufrufe werden nur von den Seiten dieser Website angenommen',
    });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(await refusedCount()).toBe(before + refused.length);

  // The site's own pages, a configured origin and a call without Origin (a server, an old browser) count.
  const taken = [
    await beacon('/eigen', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }),
    await beacon('/eigen', { origin: 'https://agentur-blog.example', 'sec-fetch-site': 'cross-site' }),
    await beacon('/eigen', {}),
  ];
  expect(taken.map((answer) => answer.status)).toEqual([202, 202, 202]);
  // Sent after the refused ones: once these are stored, the refused would be too.
  await eventually('the three page views from the site stored', async () => (await storedPaths()).length >= 3);
  expect(await storedPaths()).toEqual(['/eigen', '/eigen', '/eigen']);
});
