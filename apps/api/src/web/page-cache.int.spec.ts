import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';
import { basedOnAt } from '../testing/based-on';
import {
  BUILT_API_MAIN,
  fetchFormToken,
  startBuiltApi,
  withInitialisedPostgres,
  type BuiltApi,
} from '../testing/built-api';
import { BUILT_WEB_SERVE, startBuiltWeb } from '../testing/built-web';
import { keptAliveGet, type TextAnswer } from '../testing/kept-alive-get';

// Through HTTP against the built product (api:test builds it): public pages rendered once per
// content version, answered from a bounded cache, rendered again ahead of visitors after each content change;
// and the standalone web service (dist/web/server/serve.js) in front of the same api.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-page-cache-'));
const PUBLIC_URL = 'https://www.nordwerk-cache.de';
const ADMIN_PASSWORD = 'page-cache-admin-pw';
const SITEMAP = ['/', '/leistungen', '/preise', '/portfolio', '/faq', '/kontakt', '/impressum', '/datenschutz'];
/** Pages whose answer carries a fresh form token: no ETag, `no-store`. */
const FORM_PAGES = ['/kontakt'];
let api: BuiltApi;
let base: string;
let internal: string;
const { get, agent, close: closeConnections } = keptAliveGet();

/** The sum of a metric's samples whose line matches `filter` (on the operators' port). */
async function metric(name: string, filter: (line: string) => boolean = () => true): Promise<number> {
  const text = await (await fetch(`${internal}/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => (line.startsWith(`${name} `) || line.startsWith(`${name}{`)) && filter(line))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** No render under way or due: the cache's figures hold still. */
const settled = () =>
  eventually('the page cache to settle', async () => (await metric('agency_page_renders_pending')) === 0);

/**
 * GETs that reached the api's public content endpoints: not the version the web service asks for, nor the
 * tracking configuration it reads every TRACKING_CONFIG_REFRESH_MS (5 s) for the pages' CSP. That read is a
 * timer's, not a request's, and a slow run that spanned one counted it as a content read.
 */
const contentReads = () =>
  metric(
    'http_request_duration_seconds_count',
    (line) =>
      line.includes('method="GET"') &&
      /route="\/api\//.test(line) &&
      !line.includes('content-version') &&
      !line.includes('/api/public/tracking-config') &&
      // A form page's fresh token per answer is no content read.
      !line.includes('/api/offer-request/form-token'),
  );

let token: string;
/**
 * A call of the admin api; a write is based on `version`, else on the version the server holds (If-Match, read
 * first: an extra content read).
 */
async function admin(
  method: string,
  pathname: string,
  body?: unknown,
  version?: number,
): Promise<Record<string, unknown>> {
  const basedOn: Record<string, string> =
    method === 'GET'
      ? {}
      : { 'if-match': version === undefined ? await basedOnAt(base, token, pathname) : `"${version}"` };
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...basedOn },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** A success story shown on `/`, and an edit of its title. */
async function storyOnHome(): Promise<{ id: string; title: string; retitle: (title: string) => Promise<unknown> }> {
  const { stories } = (await admin('GET', '/api/admin/success-stories')) as {
    stories: { id: string; title: string; version: number }[];
  };
  const home = (await get(`${base}/`)).body;
  const story = stories.find((s) => home.includes(s.title));
  if (!story) throw new Error('no success story shown on /');
  return {
    id: story.id,
    title: story.title,
    // Based on the version just listed: the edit itself reads nothing more.
    retitle: (title) => admin('PUT', `/api/admin/success-stories/${story.id}`, { title }, story.version),
  };
}

beforeAll(async () => {
  if (!existsSync(BUILT_API_MAIN) || !existsSync(BUILT_WEB_SERVE))
    throw new Error('Build first: npx nx run-many -t build -p api web');
  const port = await freePort();
  const internalPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  internal = `http://127.0.0.1:${internalPort}`;
  await withInitialisedPostgres(dataDir);
  api = startBuiltApi(port, dataDir, {
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    PUBLIC_URL,
    INTERNAL_PORT: String(internalPort),
    // The offer request below is sent as soon as its form token is fetched.
    OFFER_REQUEST_MIN_FILL_MS: '0',
  });
  await api.running();
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 150_000);

afterAll(async () => {
  closeConnections();
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('public pages rendered once per content version', () => {
  it('renders the sitemap’s pages and the 404 page after start, before anyone asks', async () => {
    // The warm start: 8 pages + the shared 404, rendered in the background.
    await eventually(
      'the warm start to fill the cache',
      async () => (await metric('agency_page_cache_entries')) >= SITEMAP.length + 1,
    );
    await settled();
    const renders = await metric('agency_page_render_duration_seconds_count');
    const hits = await metric('agency_page_cache_hits_total');
    for (const pathname of [...SITEMAP, '/gibt-es-nicht']) {
      expect((await get(`${base}${pathname}`)).status).toBe(pathname === '/gibt-es-nicht' ? 404 : 200);
    }
    expect(await metric('agency_page_render_duration_seconds_count')).toBe(renders);
    expect(await metric('agency_page_cache_hits_total')).toBe(hits + SITEMAP.length + 1);
    expect(await metric('agency_page_render_duration_seconds_count', (line) => line.includes('degraded'))).toBe(0);
  });

  it('shows an edit through the admin API on the next request, with a new ETag; unchanged pages keep theirs (304)', async () => {
    const story = await storyOnHome();
    const before = await get(`${base}/`);
    const pricingBefore = await get(`${base}/preise`);
    expect(before.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get(`${base}/`, { 'if-none-match': String(before.headers.etag) })).status).toBe(304);

    const title = `Neuer Titel ${randomBytes(4).toString('hex')}`;
    await story.retitle(title);
    const after = await get(`${base}/`);
    expect(after.status).toBe(200);
    expect(after.body).toContain(title);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old validator no longer matches; the new one does.
    const stale = await get(`${base}/`, { 'if-none-match': String(before.headers.etag) });
    expect(stale.status).toBe(200);
    expect(stale.body).toContain(title);
    const revalidated = await get(`${base}/`, { 'if-none-match': String(after.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    // The pricing page shows no story: rendered again for the new version, the same bytes, the same ETag.
    const pricing = await get(`${base}/preise`, { 'if-none-match': String(pricingBefore.headers.etag) });
    expect(pricing.status).toBe(304);
  });

  it('renders again only the pages that show what an edit changed', async () => {
    await settled();
    const pages = await Promise.all(
      SITEMAP.map(async (pathname) => ({ pathname, etag: String((await get(`${base}${pathname}`)).headers.etag) })),
    );
    const renders = await metric('agency_page_render_duration_seconds_count');
    await (await storyOnHome()).retitle(`Nur die Startseite ${randomBytes(4).toString('hex')}`);
    await settled();
    // Success stories are shown on / only: one render, every other page answers 304 to its old ETag; a
    // page with a request form has none (a fresh form token in every answer, never stored).
    expect(await metric('agency_page_render_duration_seconds_count')).toBe(renders + 1);
    for (const { pathname, etag } of pages) {
      const answer = await get(`${base}${pathname}`, { 'if-none-match': etag });
      const expected = pathname === '/' || FORM_PAGES.includes(pathname) ? 200 : 304;
      expect(`${pathname} ${answer.status}`).toBe(`${pathname} ${expected}`);
      if (FORM_PAGES.includes(pathname))
        expect([answer.headers.etag, answer.headers['cache-control']]).toEqual([undefined, 'no-store']);
    }
  });

  it('reads the content in-process: rendering after an edit sends no request to the content API', async () => {
    const story = await storyOnHome();
    const reads = await contentReads();
    const renders = await metric('agency_page_render_duration_seconds_count');
    await story.retitle(`Titel ohne Loopback ${randomBytes(4).toString('hex')}`);
    for (const pathname of SITEMAP) expect((await get(`${base}${pathname}`)).status).toBe(200);
    expect(await metric('agency_page_render_duration_seconds_count')).toBeGreaterThan(renders);
    expect(await contentReads()).toBe(reads);
    expect(api.output()).not.toContain('no in-process read');
  });

  it('answers 10,000 random unknown paths from the one cached 404 page: the cache does not grow', async () => {
    await get(`${base}/gibt-es-nicht`);
    await settled();
    const entries = await metric('agency_page_cache_entries');
    const bytes = await metric('agency_page_cache_bytes');
    const renders = await metric('agency_page_render_duration_seconds_count');
    const etags = new Set<string>();
    const paths = Array.from({ length: 10_000 }, (_, i) =>
      i % 2
        ? `/${randomBytes(8).toString('hex')}/${randomBytes(4).toString('hex')}?q=${i}`
        : `/assets/${randomBytes(6).toString('hex')}.js`,
    );
    for (let i = 0; i < paths.length; i += 50) {
      const answers = await Promise.all(
        paths.slice(i, i + 50).map((pathname) => get(`${base}${pathname}`, { 'accept-encoding': 'br' })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        etags.add(String(answer.headers.etag));
      }
    }
    expect(etags.size).toBe(1);
    expect(await metric('agency_page_cache_entries')).toBe(entries);
    expect(await metric('agency_page_cache_bytes')).toBe(bytes);
    expect(await metric('agency_page_render_duration_seconds_count')).toBe(renders);
  }, 120_000);

  it('does not split the cache by query strings, case or trailing slashes', async () => {
    await settled();
    const page = await get(`${base}/preise`);
    const entries = await metric('agency_page_cache_entries');
    for (const variant of ['/preise?utm_source=newsletter&x=1', '/Preise', '/preise/', '/PREISE/?a=b']) {
      const answer = await get(`${base}${variant}`);
      expect(`${variant} ${answer.status} ${answer.headers.etag}`).toBe(`${variant} 200 ${page.headers.etag}`);
    }
    expect(await metric('agency_page_cache_entries')).toBe(entries);
  });

  it('keeps the configured canonical address when the request that renders a page forges its Host', async () => {
    // A price edit moves what /pricing shows; the alias is not rendered ahead (not in the sitemap), so the
    // next request renders it: with forged headers.
    const { packages } = (await admin('GET', '/api/admin/pricing-packages')) as { packages: { id: string }[] };
    await admin('PUT', `/api/admin/pricing-packages/${packages[0]?.id}`, {
      title: `Paket ${randomBytes(3).toString('hex')}`,
    });
    const renders = await metric('agency_page_render_duration_seconds_count');
    const forged = await get(`${base}/pricing`, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(await metric('agency_page_render_duration_seconds_count')).toBeGreaterThan(renders);
    const cached = await get(`${base}/pricing`);
    expect(cached.headers.etag).toBe(forged.headers.etag);
    for (const page of [forged, cached]) {
      expect(page.body).not.toContain('evil.example');
      expect(page.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/preise" />`);
      expect(page.body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/preise" />`);
    }
  });

  it('answers HEAD with the headers of the page and no body, and brotli or gzip as asked', async () => {
    const head = await new Promise<TextAnswer>((resolve, reject) => {
      http
        .request(`${base}/faq`, { method: 'HEAD', agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }));
        })
        .on('error', reject)
        .end();
    });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
    expect((await get(`${base}/faq`, { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
    expect((await get(`${base}/faq`, { 'accept-encoding': 'gzip;q=0.5, br' })).headers['content-encoding']).toBe('br');
    expect((await get(`${base}/faq`, { 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
  });
});

/** A write of the admin api as it is answered, refused or not. */
async function adminWrite(method: string, pathname: string, body: unknown, basedOn = '"0"') {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': basedOn },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The status and Location a GET of `pathname` answers, once it is `status`. */
const answersWith = (pathname: string, status: number, at = base) =>
  eventually(`${pathname} to answer ${status}`, async () => {
    const answer = await get(`${at}${pathname}`);
    return answer.status === status && answer;
  });

describe("redirects ('Weiterleitungen') answered before the pages", () => {
  it('send an old address on (301 with the query, 302), a section below a prefix along, a removed page as 410', async () => {
    const created = await adminWrite('POST', '/api/admin/redirects', { from: '/alte-leistungen', to: '/leistungen' });
    expect(created.status).toBe(201);
    await adminWrite('POST', '/api/admin/redirects', { from: '/blog', to: '/faq', match: 'prefix', status: '302' });
    await adminWrite('POST', '/api/admin/redirects', { from: '/altes-angebot', status: '410' });
    await adminWrite('POST', '/api/admin/redirects', { from: '/über-uns', to: '/kontakt' });

    const moved = await answersWith('/alte-leistungen?utm_source=newsletter', 301);
    expect(moved.headers.location).toBe('/leistungen?utm_source=newsletter');
    expect(moved.headers['cache-control']).toBe('public, max-age=3600');
    expect(moved.headers['content-security-policy']).toBeDefined();
    expect((await answersWith('/blog/erster-beitrag', 302)).headers.location).toBe('/faq/erster-beitrag');
    expect((await answersWith('/%C3%BCber-uns', 301)).headers.location).toBe('/kontakt');
    const gone = await answersWith('/altes-angebot', 410);
    expect(gone.body).toContain('Diese Seite gibt es nicht mehr');
    // Paths of the api and the files keep their own answers.
    expect((await get(`${base}/api/public/redirects`)).status).toBe(200);
  });

  it('answer only once published and switched on: a draft does not, a switched-off one stops', async () => {
    const draft = await adminWrite('POST', '/api/admin/redirects/drafts', { from: '/entwurf-alt', to: '/preise' });
    expect(draft.status).toBe(201);
    await answersWith('/alte-leistungen', 301);
    expect((await get(`${base}/entwurf-alt`)).status).toBe(404);
    const { redirect } = draft.body as { redirect: { id: string; version: number } };
    const published = await adminWrite(
      'POST',
      `/api/admin/redirects/${redirect.id}/publish`,
      {},
      `"${redirect.version}"`,
    );
    expect(published.status).toBe(200);
    expect((await answersWith('/entwurf-alt', 301)).headers.location).toBe('/preise');
    const { version } = (published.body as { redirect: { version: number } }).redirect;
    await adminWrite('PUT', `/api/admin/redirects/${redirect.id}`, { enabled: false }, `"${version}"`);
    await answersWith('/entwurf-alt', 404);
  });

  it('refuse a circle, a chain and hostile addresses on save with the reason, and change nothing', async () => {
    const before = ((await admin('GET', '/api/admin/redirects')) as { redirects: unknown[] }).redirects.length;
    const circle = await adminWrite('POST', '/api/admin/redirects', { from: '/leistungen', to: '/alte-leistungen' });
    expect([circle.status, circle.body.message]).toEqual([
      400,
      'Weiterleitung im Kreis: /alte-leistungen → /leistungen → /alte-leistungen',
    ]);
    const chain = await adminWrite('POST', '/api/admin/redirects', { from: '/ganz-alt', to: '/alte-leistungen' });
    expect([chain.status, chain.body.message]).toEqual([
      400,
      'Weiterleitungskette: /ganz-alt → /alte-leistungen → /leistungen. Bitte /ganz-alt direkt auf das Ziel weiterleiten.',
    ]);
    for (const hostile of [
      { from: '/weg', to: '//evil.example' },
      { from: '/weg', to: 'javascript:alert(1)' },
      { from: '/api/faqs', to: '/faq' },
      { from: 'https://evil.example/', to: '/faq' },
    ]) {
      expect((await adminWrite('POST', '/api/admin/redirects', hostile)).status).toBe(400);
    }
    expect(((await admin('GET', '/api/admin/redirects')) as { redirects: unknown[] }).redirects).toHaveLength(before);
    expect((await get(`${base}/leistungen`)).status).toBe(200);
  });
});

describe('the standalone web service revalidates by content version', () => {
  let web: ChildProcess;
  let webBase: string;

  beforeAll(async () => {
    ({ child: web, base: webBase } = await startBuiltWeb({
      API_URL: base,
      PUBLIC_URL,
      CONTENT_VERSION_POLL_MS: '100',
    }));
  }, 100_000);

  afterAll(() => {
    web?.kill('SIGTERM');
  });

  it('answers the api’s content version, which moves with a content edit only', async () => {
    const read = async () =>
      ((await (await fetch(`${base}/api/public/content-version`)).json()) as { version: string }).version;
    const version = await read();
    expect(version).toMatch(/^[\w-]{22}$/);
    // A visitor's offer request appends to the log, but shows on no page: the version stays.
    const offer = await fetch(`${base}/api/offer-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...{
          name: 'Erika Muster',
          email: 'erika@example.de',
          company: 'Muster GmbH',
          address: 'Hafenstraße 1',
          zip: '23730',
          town: 'Neustadt',
        },
        ...{ service: 'SEO-Audit', budget: '2.500 - 5.000 €', message: 'Bitte um ein Angebot für unsere Website.' },
        form_token: await fetchFormToken(base),
      }),
    });
    expect(offer.status).toBe(201);
    expect(await read()).toBe(version);
    await (await storyOnHome()).retitle(`Titel ${randomBytes(4).toString('hex')}`);
    expect(await read()).not.toBe(version);
  });

  it('does not read the content per request, and shows an edit once the version moved', async () => {
    const story = await storyOnHome();
    await eventually('the web service to render with the api’s content', async () =>
      (await get(`${webBase}/`)).body.includes(story.title),
    );
    // Ten requests of every page read nothing: the pages come from the cache. A version the api moves late
    // (the edit's own bookkeeping) re-renders once and starts the ten again; a read per request never ends.
    await eventually('ten rounds of requests without a content read', async () => {
      const reads = await contentReads();
      for (let round = 0; round < 10; round++) {
        for (const pathname of SITEMAP) expect((await get(`${webBase}${pathname}`)).status).toBe(200);
      }
      return (await contentReads()) === reads;
    });

    const before = await get(`${webBase}/`);
    const title = `Titel im Web-Dienst ${randomBytes(4).toString('hex')}`;
    await story.retitle(title);
    const after = await eventually('the web service to show the edit', async () => {
      const answer = await get(`${webBase}/`);
      return answer.body.includes(title) && answer;
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  });

  it('answers the redirects the api publishes, before its pages', async () => {
    expect((await answersWith('/alte-leistungen?seite=2', 301, webBase)).headers.location).toBe('/leistungen?seite=2');
    expect((await answersWith('/altes-angebot', 410, webBase)).body).toContain('Diese Seite gibt es nicht mehr');
    expect((await get(`${webBase}/leistungen`)).status).toBe(200);
  });
});
