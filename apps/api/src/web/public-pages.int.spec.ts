import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eventually, freePort } from '@agency/testing';
import { basedOnAt } from '../testing/based-on';
import { BUILT_API_MAIN, startBuiltApi, withInitialisedPostgres, type BuiltApi } from '../testing/built-api';

// The public pages as a crawler sees them: plain HTTP requests (no JavaScript) against the built product in
// its one-machine mode (dist/api serving dist/web; api:test builds both), on embedded stores with the
// built-in content.
const workspaceRoot = path.resolve(__dirname, '../../../..');
const clientDir = path.join(workspaceRoot, 'dist/web/client');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-pages-'));
// Picked free in beforeAll, not at random from a range another test file may pick from as well.
let port: number;
let base: string;
/** Operators' port: /metrics and /api/docs in production (NODE_ENV defaults to production). */
let internalPort: number;
/** The configured public address: every absolute URL the server writes uses it, whatever Host says. */
const PUBLIC_URL = 'https://www.nordwerk-pruefung.de';
const BRAND = ' | Nordwerk Digital';

const ROUTES = [
  {
    path: '/',
    title: 'Premium Webentwicklung aus dem Norden',
    h1: 'Premium Webentwicklung',
    canonical: '/',
    content: 'Komplettlösungen',
  },
  {
    path: '/leistungen',
    title: 'Leistungen',
    h1: 'Unsere Leistungen',
    canonical: '/leistungen',
    content: 'Kernleistungen',
  },
  {
    path: '/services',
    title: 'Leistungen',
    h1: 'Unsere Leistungen',
    canonical: '/leistungen',
    content: 'Weitere Services',
  },
  {
    path: '/preise',
    title: 'Abo-Preise',
    h1: 'Ihre Website im Abo',
    canonical: '/preise',
    content: 'BELIEBTESTE WAHL',
  },
  {
    path: '/pricing',
    title: 'Abo-Preise',
    h1: 'Ihre Website im Abo',
    canonical: '/preise',
    content: 'BELIEBTESTE WAHL',
  },
  {
    path: '/portfolio',
    title: 'Portfolio',
    h1: 'Portfolio &amp; Referenzen',
    canonical: '/portfolio',
    content: 'Ausgewählte Referenzen',
  },
  { path: '/faq', title: 'FAQ', h1: 'Häufig gestellte Fragen', canonical: '/faq', content: 'Allgemeines &amp; Ablauf' },
  { path: '/kontakt', title: 'Kontakt', h1: 'Kontakt aufnehmen', canonical: '/kontakt', content: 'Projekt-Anfrage' },
  { path: '/contact', title: 'Kontakt', h1: 'Kontakt aufnehmen', canonical: '/kontakt', content: 'Projekt-Anfrage' },
  {
    path: '/impressum',
    title: 'Impressum',
    h1: 'Impressum',
    canonical: '/impressum',
    content: 'Angaben gemäß § 5 TMG',
  },
  {
    path: '/datenschutz',
    title: 'Datenschutz',
    h1: 'Datenschutzerklärung',
    canonical: '/datenschutz',
    content: 'Datenschutz auf einen Blick',
  },
];

/** A GET whose body stays as the server sent it (fetch would decompress it). */
function rawGet(
  pathname: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding, ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

let api: BuiltApi;

beforeAll(async () => {
  if (!existsSync(BUILT_API_MAIN) || !existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error('Build first: npx nx run-many -t build -p api web');
  }
  port = await freePort();
  internalPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  await withInitialisedPostgres(dataDir);
  api = startBuiltApi(port, dataDir, {
    ADMIN_PASSWORD: 'pages-admin-pw',
    LOG_LEVEL: 'warn',
    PUBLIC_URL,
    INTERNAL_PORT: String(internalPort),
  });
  await api.running();
}, 150_000);

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('public pages served by the one-machine api (no JavaScript)', () => {
  it.each(ROUTES)('$path: status, title with brand, description, canonical, main heading, content', async (route) => {
    const response = await fetch(`${base}${route.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    // Pages change with the content: always revalidated, never served stale from a cache. A page with a
    // request form carries a render token of its own in each answer: never stored at all.
    expect(response.headers.get('cache-control')).toBe(
      ['/kontakt', '/contact'].includes(route.path) ? 'no-store' : 'no-cache',
    );
    const html = await response.text();
    expect(html).toContain(`<title>${route.title}${BRAND}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
    expect(html).toMatch(/<meta name="keywords" content="[^"]+" \/>/);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${route.canonical}" />`);
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain('<html lang="de">');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.h1}`));
    expect(html).toContain(route.content);
    // Styles inline (no request before the first paint); the code is requested by the loader after it: the
    // islands' loader, never the app's entry (which only the back-office loads).
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(
      /<script type="application\/json" id="__CODE_FILES__">\{"entry":"\/assets\/islands-[\w-]+\.js"/,
    );
    expect(html).toContain('<agency-island data-island="header"');
  });

  it('answers an unknown path with the 404 page, noindex', async () => {
    const response = await fetch(`${base}/gibt-es-nicht`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Seite nicht gefunden');
    expect(html).toContain('<meta name="robots" content="noindex');
  });

  it('serves robots.txt and a sitemap with every public page and no admin', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/Disallow: \/admin/);
    expect(robotsText).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    for (const route of ROUTES.filter((r) => r.canonical === r.path))
      expect(xml).toContain(`<loc>${PUBLIC_URL}${route.canonical}</loc>`);
    for (const alias of ['/services', '/pricing', '/contact', '/admin']) expect(xml).not.toContain(`${alias}</loc>`);
  });

  it('sends the build’s precompressed bundles, identical to the files, cached for good', async () => {
    const entry = readdirSync(path.join(clientDir, 'assets')).find((file) => /^index-[\w-]+\.js$/.test(file));
    const original = readFileSync(path.join(clientDir, 'assets', entry as string));
    const brotli = await rawGet(`/assets/${entry}`, 'br');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    const gzip = await rawGet(`/assets/${entry}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);
    // The rendered pages leave compressed too.
    expect((await rawGet('/preise', 'br, gzip')).headers['content-encoding']).toMatch(/^(br|gzip)$/);
  });

  it('loads at most 50 KB of JavaScript (gzip) up front on every page of the sitemap, runs no React until a visitor uses a part, and no island pulls in page code', () => {
    // tools/public-js-size.mjs (`npm run size:public-js`): the entry and the chunks each page's HTML names.
    const run = spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/public-js-size.mjs'), base, '--json'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const sizes = JSON.parse(run.stdout) as {
      path: string;
      files: number;
      bytes: number;
      islandBytes: number;
      loadBytes: number;
      foreignCode: string[];
    }[];
    expect(sizes.map((size) => size.path)).toEqual(expect.arrayContaining(['/', '/kontakt', '/preise']));
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    const over = sizes.filter((size) => size.bytes > 50 * 1024).map((size) => `${size.path} ${kb(size.bytes)} KB`);
    expect(over).toEqual([]);
    // Every page is islands: its first code is the loader, the islands follow after the load.
    expect(sizes.filter((size) => size.islandBytes === 0).map((size) => size.path)).toEqual([]);
    // What runs after the load without a visitor's use is plain DOM code (the tracker, the consent banner):
    // React and its hydration layer alone are over 60 KB.
    const heavy = sizes
      .filter((size) => size.loadBytes > 15 * 1024)
      .map((size) => `${size.path} ${kb(size.loadBytes)} KB`);
    expect(heavy).toEqual([]);
    expect(sizes.flatMap((size) => size.foreignCode)).toEqual([]);
  });

  it('serves the pictures’ WebP copies with a day of caching, and never the raw template', async () => {
    const picture = await fetch(`${base}/images/hero/leistungen-800w.webp`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toMatch(/^public, max-age=86400/);
    const template = await fetch(`${base}/index.html`, { redirect: 'manual' });
    expect(template.status).toBe(301);
    expect(template.headers.get('location')).toBe('/');
  });
});

describe('absolute URLs come from PUBLIC_URL, never from the request', () => {
  it('ignores a forged Host and X-Forwarded-Host in canonical, og:url, JSON-LD, robots.txt and the sitemap', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    for (const pathname of ['/', '/leistungen', '/robots.txt', '/sitemap.xml']) {
      const answer = await rawGet(pathname, 'identity', forged);
      expect(answer.status).toBe(200);
      const text = answer.body.toString('utf8');
      expect(text).not.toContain('evil.example');
      expect(text).toContain(PUBLIC_URL);
    }
    const home = (await rawGet('/', 'identity', forged)).body.toString('utf8');
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(home).toContain(`<meta property="og:url" content="${PUBLIC_URL}/" />`);
    expect(home).toMatch(new RegExp(`"url":"${PUBLIC_URL.replace(/[.]/g, '\\.')}`));
  });
});

describe('security headers on every answer of the built product', () => {
  const policyOf = (headers: IncomingHttpHeaders) =>
    Object.fromEntries(
      String(headers['content-security-policy'])
        .split('; ')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
    );

  /** `document`: a page or file a browser renders; the API's JSON carries only the API set (libs/contracts). */
  function expectCommonHeaders(headers: IncomingHttpHeaders, kind: 'document' | 'api' = 'document') {
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    if (kind === 'document')
      expect(headers['permissions-policy']).toMatch(/camera=\(\), .*geolocation=\(\), .*microphone=\(\)/);
    else expect(headers['permissions-policy']).toBeUndefined();
    expect(policyOf(headers)['frame-ancestors']).toEqual(["'none'"]);
    // Served over plain http: no HSTS, which would pin a local installation to https.
    expect(headers['strict-transport-security']).toBeUndefined();
  }

  it('a page: scripts only from the site and by hash, the inline loader and styles matching their hashes', async () => {
    const page = await rawGet('/preise', 'identity');
    expect(page.status).toBe(200);
    expectCommonHeaders(page.headers);
    const policy = policyOf(page.headers);
    // The code loader and the speculation rules, each by its hash.
    const byHash = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy['script-src']).toEqual(["'self'", byHash, byHash]);
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    const html = page.body.toString('utf8');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    // Every inline script that runs is allowed by its hash; the data blocks are not scripts.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => m[1]);
    expect(inline).toHaveLength(2);
    for (const script of inline) expect(policy['script-src']).toContain(hash(script));
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(policy['style-src']).toContain(hash(style));
    expect(html).not.toMatch(/\son[a-z]+="/);
    // No third-party analytics configured for this build: its host is not allowed.
    expect(String(page.headers['content-security-policy'])).not.toContain('google');
  });

  it("the public site's pages go without the opener policy; the back-office's shell keeps it", async () => {
    for (const pathname of ['/', '/preise', '/gibt-es-nicht']) {
      const page = await rawGet(pathname, 'identity');
      expectCommonHeaders(page.headers);
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const shell = await rawGet('/admin/faq', 'identity');
    expect(shell.status).toBe(200);
    expectCommonHeaders(shell.headers);
    expect(shell.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps idle connections open 72 s, longer than a proxy or client would (no reset of a reused connection)', async () => {
    const answer = await rawGet('/api/faqs', 'identity');
    expect(answer.headers['keep-alive']).toBe('timeout=72');
  });

  it('an API answer, a static asset, a 404 page, an API 404 and a tracking call', async () => {
    const json = await rawGet('/api/faqs', 'identity');
    expect(json.status).toBe(200);
    expectCommonHeaders(json.headers, 'api');
    expect(policyOf(json.headers)['default-src']).toEqual(["'none'"]);

    const entry = readdirSync(path.join(clientDir, 'assets')).find((file) => /^index-[\w-]+\.js$/.test(file));
    const asset = await rawGet(`/assets/${entry}`, 'br');
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset.headers);

    const missingPage = await rawGet('/gibt-es-nicht', 'identity');
    expect(missingPage.status).toBe(404);
    expectCommonHeaders(missingPage.headers);

    const missingApi = await rawGet('/api/gibt-es-nicht', 'identity');
    expect(missingApi.status).toBe(404);
    expectCommonHeaders(missingApi.headers, 'api');

    const track = await fetch(`${base}/api/track/pageview`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      },
      body: JSON.stringify({ page_path: '/preise' }),
    });
    expect(track.status).toBeLessThan(500);
    const trackHeaders = Object.fromEntries(track.headers.entries());
    expectCommonHeaders(trackHeaders, 'api');
  });
});

describe('internals off the public port in production', () => {
  it('answers /metrics, /api/docs and its JSON only on INTERNAL_PORT', async () => {
    for (const pathname of ['/metrics', '/api/docs', '/api/docs-json']) {
      const outside = await fetch(`${base}${pathname}`);
      expect(outside.status).toBe(404);
      expect(await outside.text()).not.toMatch(/process_cpu|openapi|swagger/i);
      const inside = await fetch(`http://127.0.0.1:${internalPort}${pathname}`);
      expect(inside.status).toBe(200);
    }
    // Express matches routes case-insensitively: no other spelling reaches them on the public port either.
    for (const pathname of [
      '/METRICS',
      '/Metrics',
      '//metrics',
      '/%6detrics',
      '/api/DOCS',
      '/API/docs-json',
      '/api/docs-JSON',
      '/api/docs/',
    ]) {
      const outside = await rawGet(pathname, 'identity');
      expect(`${pathname} ${outside.status}`).toBe(`${pathname} 404`);
      expect(outside.body.toString('utf8')).not.toMatch(/process_cpu|"openapi"|swagger/i);
    }
    expect(await (await fetch(`http://127.0.0.1:${internalPort}/metrics`)).text()).toContain(
      'process_cpu_user_seconds_total',
    );
    expect(
      ((await (await fetch(`http://127.0.0.1:${internalPort}/api/docs-json`)).json()) as { openapi: string }).openapi,
    ).toMatch(/^3\./);
  });
});

describe('what visitors and staff would notice, in the server-rendered pages', () => {
  let token: string;
  // A write based on the version the server holds (If-Match).
  const staff = async (method: string, pathname: string, body: unknown) =>
    fetch(`${base}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'if-match': await basedOnAt(base, token, pathname),
      },
      body: JSON.stringify(body),
    });
  const page = async (pathname: string) => (await fetch(`${base}${pathname}`)).text();
  const staffGet = async <T>(pathname: string) =>
    (await (await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${token}` } })).json()) as T;

  beforeAll(async () => {
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'pages-admin-pw' }),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  });

  it('/leistungen: one tab per active service, a switched-off one has none', async () => {
    const services = (await (await fetch(`${base}/api/services`)).json()) as { id: string; title: string }[];
    expect(services).toHaveLength(12);
    const tabs = (html: string) =>
      [...html.matchAll(/role="tab"[^>]*>(?:<svg[\s\S]*?<\/svg>)?([^<]+)</g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(tabs(await page('/leistungen'))).toEqual(services.map((service) => service.title));
    const all = await staffGet<Record<string, unknown>[]>('/api/admin/services');
    expect(
      (
        await staff(
          'POST',
          '/api/admin/services',
          all.map((service, index) => (index === 1 ? { ...service, active: false } : service)),
        )
      ).status,
    ).toBeLessThan(300);
    expect(tabs(await page('/leistungen'))).toEqual(
      services.filter((_, index) => index !== 1).map((service) => service.title),
    );
    expect((await staff('POST', '/api/admin/services', all)).status).toBeLessThan(300);
  });

  it('/datenschutz: the data-protection contact once, with the site’s one e-mail address', async () => {
    const html = await page('/datenschutz');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.match(/Kontakt in Datenschutzfragen/g)).toHaveLength(2); // the card's heading and the text's pointer to it
    expect(main.match(/<h2[^>]*>Kontakt in Datenschutzfragen<\/h2>/g)).toHaveLength(1);
    expect(main).not.toContain('datenschutz@');
    const addresses = new Set([...main.matchAll(/[\w.+-]+@[\w-]+\.[\w.]+/g)].map((m) => m[0]));
    expect([...addresses]).toEqual(['info@nordwerk-digital.de']);
  });

  it('shows the company’s founding year in the footer and the structured data, as staff set it', async () => {
    const before = await page('/preise');
    // React separates the text parts with comments.
    expect(before).toMatch(/Gegründet (<!-- -->)?2025(<!-- -->)?\./);
    expect(before).toContain('"foundingDate":"2025"');
    const current = await staffGet<{ settings: Record<string, unknown> }>('/api/admin/website-settings');
    const saved = await staff('POST', '/api/admin/website-settings', {
      ...current.settings,
      company_info: { name: 'Nordwerk Digital', slogan: '', founded: '2019' },
    });
    expect(saved.status).toBeLessThan(300);
    const after = await page('/');
    expect(after).toMatch(/Gegründet (<!-- -->)?2019(<!-- -->)?\./);
    expect(after).toContain('"foundingDate":"2019"');
  });

  it('uses the image slots logo and hero staff set under Bilder', async () => {
    expect(await page('/')).toMatch(/<img[^>]+src="\/images\/hero\/startseite\.jpg"/);
    const { images } = await staffGet<{ images: Record<string, Record<string, unknown>> }>('/api/admin/images');
    const saved = await staff('PUT', '/api/admin/images', {
      ...images,
      logo: { ...images.logo, url: '/images/testimonials/katrin-voss.jpg' },
      hero: { ...images.hero, url: '/images/hero/faq.jpg' },
    });
    expect(saved.status).toBeLessThan(300);
    const html = await page('/');
    // The hero behind the headline, and the logo in the header and the footer.
    expect(html).toMatch(/<img[^>]+src="\/images\/hero\/faq\.jpg"/);
    expect(html).not.toContain('/images/hero/startseite.jpg');
    expect(html.match(/<img[^>]+src="\/images\/testimonials\/katrin-voss\.jpg"[^>]*>/g)?.length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('allows the third-party analytics host only while staff have a measurement id switched on; the page stays the same', async () => {
    const policy = async () => String((await rawGet('/preise', 'identity')).headers['content-security-policy']);
    // The page's own bytes, without the data's fetch times.
    const pageBody = async () =>
      (await rawGet('/preise', 'identity')).body.toString('utf8').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    const bodyBefore = await pageBody();
    expect(await policy()).not.toContain('googletagmanager');
    const { config: current } = await staffGet<{ config: Record<string, unknown> }>('/api/admin/tracking-config');
    // Switched on without an id: refused, in German.
    const refused = await staff('POST', '/api/admin/tracking-config', {
      ...current,
      thirdPartyAnalytics: { enabled: true, measurementId: '' },
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('Mess-ID');
    expect(
      (
        await staff('POST', '/api/admin/tracking-config', {
          ...current,
          thirdPartyAnalytics: { enabled: true, measurementId: 'G-TEST1234' },
        })
      ).status,
    ).toBeLessThan(300);
    await eventually(
      'the pages to allow the analytics host',
      async () => (await policy()).includes('https://www.googletagmanager.com'),
      { timeoutMs: 15_000 },
    );
    expect(await policy()).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' https:\/\/www\.googletagmanager\.com;/,
    );
    // Visitors' browsers learn the id from the tracking configuration, never from the page: it stays cacheable.
    await eventually(
      'the visitor view to carry the id',
      async () =>
        JSON.stringify(
          ((await (await fetch(`${base}/api/public/tracking-config`)).json()) as { thirdPartyAnalytics: unknown })
            .thirdPartyAnalytics,
        ) === '{"enabled":true,"measurementId":"G-TEST1234"}',
      { timeoutMs: 15_000 },
    );
    expect(await pageBody()).toBe(bodyBefore);
    // API answers never allow it.
    expect(String((await rawGet('/api/faqs', 'identity')).headers['content-security-policy'])).not.toContain('google');
    expect(
      (
        await staff('POST', '/api/admin/tracking-config', {
          ...current,
          thirdPartyAnalytics: { enabled: false, measurementId: 'G-TEST1234' },
        })
      ).status,
    ).toBeLessThan(300);
    await eventually(
      'the pages to refuse the analytics host again',
      async () => !(await policy()).includes('googletagmanager'),
      { timeoutMs: 15_000 },
    );
  });
});

describe('request forms without JavaScript, through the built product', () => {
  const tokenIn = (html: string) => /name="form_token" value="([^"]*)"/.exec(html)?.[1] ?? '';
  const form = (fields: Record<string, string>) =>
    fetch(`${base}/api/offer-request/form`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const offer = (token: string, overrides: Record<string, string> = {}) => ({
    form: 'angebot',
    form_token: token,
    website: '',
    name: 'Hanna Formular',
    email: 'hanna.formular@example.de',
    phone: '',
    company: 'Formular GmbH',
    address: 'Am Hafen 2',
    zip: '24103',
    town: 'Kiel',
    service: 'SEO-Audit',
    budget: '',
    message: 'Bitte um ein Angebot.',
    ...overrides,
  });

  it('puts a fresh render token into each answer of a form’s page (never stored), and none into other pages', async () => {
    for (const pathname of ['/kontakt', '/angebot']) {
      const [first, second] = await Promise.all([rawGet(pathname, 'br'), rawGet(pathname, 'gzip')]);
      expect(first.headers['cache-control']).toBe('no-store');
      expect(first.headers.etag).toBeUndefined();
      const tokens = [brotliDecompressSync(first.body), gunzipSync(second.body)].map((body) =>
        tokenIn(body.toString()),
      );
      expect(tokens[0]).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
      expect(tokens[1]).toMatch(/^[0-9a-z]+\.[\w-]+\.[\w-]+$/);
      expect(tokens[0]).not.toBe(tokens[1]);
    }
    const other = await rawGet('/preise', 'identity');
    expect(other.headers.etag).toBeDefined();
    expect(other.body.toString()).not.toContain('form_token');
    expect(other.body.toString()).not.toContain('__FORM_TOKEN__');
  });

  it('takes a posted form with its page’s token as a request and sends the browser on to the thanks (303)', async () => {
    const token = tokenIn(await (await fetch(`${base}/angebot`)).text());
    // The spam shield's minimum fill time (3 s by default) from the token's issue time.
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const response = await form(offer(token, { name: 'Hanna Formular 303' }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/anfrage-gesendet');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const thanks = await fetch(`${base}/anfrage-gesendet`);
    expect(await thanks.text()).toContain('Vielen Dank!');
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'pages-admin-pw' }),
    });
    const { token: staffToken } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${staffToken}` };
    const { requests } = (await (await fetch(`${base}/api/admin/offer-requests`, { headers })).json()) as {
      requests: { name: string; source: string }[];
    };
    expect(requests.find((request) => request.name === 'Hanna Formular 303')).toMatchObject({ source: 'offer_dialog' });
    const { spam } = (await (await fetch(`${base}/api/admin/offer-requests/spam`, { headers })).json()) as {
      spam: { name: string }[];
    };
    expect(spam.find((held) => held.name === 'Hanna Formular 303')).toBeUndefined();
  });

  it('answers a wrong field with the form’s page again: the message, what was typed, a new token, the pages’ headers', async () => {
    const token = tokenIn(await (await fetch(`${base}/angebot`)).text());
    const response = await form(offer(token, { phone: 'keine Nummer', name: 'Hanna <Formular>' }));
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // A page: its inlined styles allowed by hash, and its form may post again.
    expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
    // It holds what the visitor typed: unlike the site's other pages, it keeps the opener policy.
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const html = await response.text();
    expect(html).toContain('Ungültige Telefonnummer');
    expect(html).toContain('Bitte prüfen Sie Ihre Angaben');
    expect(html).toContain('value="Hanna &lt;Formular&gt;"');
    expect(html).toContain('value="keine Nummer"');
    expect(tokenIn(html)).toMatch(/^[0-9a-z]+\./);
    expect(tokenIn(html)).not.toBe(token);
    // No code runs on it: it holds what the visitor typed and is for a browser without code.
    expect(html).not.toContain('__CODE_FILES__');
  });
});
