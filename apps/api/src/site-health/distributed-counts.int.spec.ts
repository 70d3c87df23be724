import type { NotFoundPage } from '@agency/contracts';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';
import { BUILT_API_MAIN, startBuiltApi, withInitialisedPostgres, type BuiltApi } from '../testing/built-api';
import { BUILT_WEB_SERVE, startBuiltWeb } from '../testing/built-web';

// The distributed mode as compose and Kubernetes run it: the api with its internal listener (INTERNAL_PORT), and
// the public pages answered by the separate web deployable (dist/web/server/serve.js) with API_URL and
// API_INTERNAL_URL. The 404s and redirect answers of the web process land in the same PostgreSQL as the api's
// own, and staff see them through the admin API.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-web-counts-'));
const ADMIN_PASSWORD = 'web-counts-admin-pw';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
let api: BuiltApi;
let apiBase: string;
let internalBase: string;
let webBase: string;
let web: ChildProcess | undefined;
let token: string;

/** A visitor's GET on the web process (a browser's user agent unless told otherwise). */
function visit(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${webBase}${pathname}`, { headers: { 'user-agent': BROWSER, ...headers } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

async function admin(method: string, pathname: string, body?: unknown) {
  const response = await fetch(`${apiBase}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const post = (base: string, body: unknown) =>
  fetch(`${base}/api/internal/site-health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const notFoundList = async () =>
  (await admin('GET', '/api/admin/statistics/not-found?days=7')).body.pages as NotFoundPage[];
const redirectHits = async () =>
  (await admin('GET', '/api/admin/redirect-hits')).body.hits as { match: string; from: string; hits: number }[];

beforeAll(async () => {
  if (!existsSync(BUILT_API_MAIN) || !existsSync(BUILT_WEB_SERVE))
    throw new Error('Build first: npx nx run-many -t build -p api web');
  const [port, internalPort] = [await freePort(), await freePort()];
  apiBase = `http://127.0.0.1:${port}`;
  internalBase = `http://127.0.0.1:${internalPort}`;
  await withInitialisedPostgres(dataDir);
  api = startBuiltApi(port, dataDir, {
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    INTERNAL_PORT: String(internalPort),
  });
  await api.running();
  const login = await fetch(`${apiBase}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
  ({ child: web, base: webBase } = await startBuiltWeb({
    API_URL: apiBase,
    API_INTERNAL_URL: internalBase,
    PUBLIC_URL: 'https://www.nordwerk-pruefung.de',
    CONTENT_VERSION_POLL_MS: '100',
  }));
}, 150_000);

afterAll(async () => {
  web?.kill('SIGTERM');
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the web process of the distributed mode', () => {
  it("counts the 404s it answers into the api's store, with their referrers; bots and probes left out", async () => {
    for (let i = 0; i < 3; i++)
      expect((await visit('/verlorene-seite', { referer: 'https://partner.example/links?user=anna' })).status).toBe(
        404,
      );
    await visit('/verlorene-seite/?utm_source=mail');
    await visit('/verlorene-seite', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    expect((await visit('/wp-admin/setup-config.php')).status).toBe(404);

    const row = await eventually('the web process’s 404s to be listed', async () =>
      (await notFoundList()).find((page) => page.path === '/verlorene-seite' && page.hits >= 4),
    );
    expect(row).toMatchObject({
      path: '/verlorene-seite',
      hits: 4,
      referrers: [
        { referrer: 'partner.example/links', hits: 3 },
        { referrer: '', hits: 1 },
      ],
      redirected: false,
    });
    expect((await notFoundList()).map((page) => page.path)).not.toContain('/wp-admin/setup-config.php');
  }, 60_000);

  it('counts the answers of a redirect it serves; the 404 row then says a redirect takes it', async () => {
    const redirect = { from: '/verlorene-seite', to: '/preise', status: '301', match: 'exact' };
    expect((await admin('POST', '/api/admin/redirects', redirect)).status).toBe(201);
    await eventually(
      'the web process to answer the redirect',
      async () => (await visit('/verlorene-seite')).status === 301,
    );
    await visit('/verlorene-seite/');
    const hits = await eventually('the web process’s redirect hits to be written', async () =>
      (await redirectHits()).find((entry) => entry.from === '/verlorene-seite' && entry.hits >= 2),
    );
    expect(hits).toMatchObject({ match: 'exact', from: '/verlorene-seite', hits: 2 });
    expect((await notFoundList()).find((page) => page.path === '/verlorene-seite')?.redirected).toBe(true);
  }, 60_000);

  it('takes counts only on the internal port, bounded, and only for redirects the api holds', async () => {
    const batch = { not_found: [{ path: '/eingeschleust', referrer: '', hits: 5 }], redirects: [] };
    // On the public port the route does not exist, whatever the body.
    expect((await post(apiBase, batch)).status).toBe(404);
    expect((await post(apiBase, { kaputt: true })).status).toBe(404);
    // On the internal port a batch out of bounds is refused whole.
    for (const hostile of [
      { not_found: [{ path: '/x', referrer: '', hits: 0 }], redirects: [] },
      { not_found: [{ path: '/x', referrer: '', hits: 1e9 }], redirects: [] },
      { not_found: [{ path: `/${'x'.repeat(400)}`, referrer: '', hits: 1 }], redirects: [] },
      { not_found: Array.from({ length: 1001 }, (_, i) => ({ path: `/p${i}`, referrer: '', hits: 1 })), redirects: [] },
      { not_found: [], redirects: [], extra: 1 },
    ])
      expect((await post(internalBase, hostile)).status).toBe(400);
    // A path the 404 list does not keep (a probe) and a redirect the api does not hold count nothing.
    expect(
      (
        await post(internalBase, {
          not_found: [{ path: '/.env', referrer: '', hits: 7 }],
          redirects: [{ match: 'prefix', from: '/gibt-es-nicht', hits: 9 }],
        })
      ).status,
    ).toBe(204);
    expect((await post(internalBase, batch)).status).toBe(204);
    await eventually('the internal batch to be written', async () =>
      (await notFoundList()).some((page) => page.path === '/eingeschleust'),
    );
    expect((await notFoundList()).map((page) => page.path)).not.toContain('/.env');
    expect((await redirectHits()).map((entry) => entry.from)).not.toContain('/gibt-es-nicht');
  }, 60_000);
});
