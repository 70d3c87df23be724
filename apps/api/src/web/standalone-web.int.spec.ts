import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { eventually, freePort } from '@agency/testing';
import { BUILT_WEB_SERVE, startBuiltWeb } from '../testing/built-web';

// The web deployable of the distributed stack (dist/web/server/serve.js, built by api:test's web build):
// the same security headers as the one-machine api, and absolute URLs from PUBLIC_URL only.
const PUBLIC_URL = 'https://www.nordwerk-pruefung.de';
let child: ChildProcess;
let base: string;
// A stand-in for the content API that only answers the tracking configuration; everything else is a 404,
// so pages render with their built-in fallbacks, which is all this test reads.
let thirdPartyAnalytics = false;
const stubApi = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stub');
  if (url.pathname === '/api/public/preview/content') {
    // A preview link's content: the api checks the token; 'gueltig' is the one it knows.
    const known = url.searchParams.get('vorschau') === 'gueltig';
    const path = url.searchParams.get('path');
    const body =
      path === '/api/public/pricing-packages'
        ? [{ id: 'p1', name: 'Vorschaupaket', price: 4242, features: [], enabled: true }]
        : path === '/api/public/website-settings'
          ? { success: true, settings: {} }
          : undefined;
    response
      .writeHead(known && body ? 200 : 404, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? {}));
    return;
  }
  if (request.url === '/api/public/tracking-config') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        thirdPartyAnalytics: { enabled: thirdPartyAnalytics, measurementId: thirdPartyAnalytics ? 'G-TEST1234' : '' },
      }),
    );
  } else {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
  }
});

function get(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      })
      .on('error', reject);
  });
}

beforeAll(async () => {
  if (!existsSync(BUILT_WEB_SERVE)) throw new Error('Build first: npx nx run web:build');
  const apiPort = await freePort();
  await new Promise<void>((resolve) => stubApi.listen(apiPort, '127.0.0.1', resolve));
  ({ child, base } = await startBuiltWeb({
    API_URL: `http://127.0.0.1:${apiPort}`,
    PUBLIC_URL,
    TRACKING_CONFIG_REFRESH_MS: '500',
  }));
}, 100_000);

afterAll(() => {
  child?.kill('SIGTERM');
  stubApi.close();
});

describe('the standalone web server', () => {
  it('sends the strict page policy and the other security headers on pages, files and 404s; HSTS only over https', async () => {
    for (const pathname of ['/', '/favicon.svg', '/gibt-es-nicht']) {
      const answer = await get(pathname);
      expect(answer.headers['content-security-policy']).toMatch(
        /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+';.*frame-ancestors 'none'/,
      );
      expect(answer.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toContain('geolocation=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
      // Only the back-office's shell keeps the opener policy (publicPageSecurityHeaders).
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    expect((await get('/admin/faq')).headers['cross-origin-opener-policy']).toBe('same-origin');
    expect((await get('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  }, 30_000);

  it('writes PUBLIC_URL, never a forged Host or X-Forwarded-Host, into the page, robots.txt and the sitemap', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    for (const pathname of ['/', '/robots.txt', '/sitemap.xml']) {
      const answer = await get(pathname, forged);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toContain('evil.example');
      expect(answer.body).toContain(PUBLIC_URL);
    }
    expect((await get('/', forged)).body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
  }, 30_000);

  it('allows the third-party analytics host in the pages’ policy only while the api says it is configured', async () => {
    expect((await get('/')).headers['content-security-policy']).not.toContain('googletagmanager');
    thirdPartyAnalytics = true;
    await eventually(
      'the page policy to allow the analytics host',
      async () =>
        String((await get('/preise')).headers['content-security-policy']).includes('https://www.googletagmanager.com'),
      { timeoutMs: 10_000 },
    );
    const policy = String((await get('/preise')).headers['content-security-policy']);
    expect(policy).toMatch(
      /script-src 'self' 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' https:\/\/www\.googletagmanager\.com;/,
    );
    expect(policy).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    thirdPartyAnalytics = false;
    await eventually(
      'the host to be refused again',
      async () => !String((await get('/')).headers['content-security-policy']).includes('googletagmanager'),
      { timeoutMs: 10_000 },
    );
  }, 30_000);

  it('renders a preview link’s page from the api’s preview content: banner, noindex, no-store, no code', async () => {
    const preview = await get('/preise?vorschau=gueltig');
    expect(preview.status).toBe(200);
    expect(preview.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(preview.headers['cache-control']).toBe('no-store, private');
    expect(preview.body).toContain('Vorschau – diese Seite zeigt noch nicht veröffentlichte Änderungen.');
    expect(preview.body).toContain('Vorschaupaket');
    expect(preview.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(preview.body).not.toContain('<script>');
    // The cached public page knows nothing of it; an unknown link opens nothing.
    expect((await get('/preise')).body).not.toContain('Vorschaupaket');
    expect((await get('/preise?vorschau=erfunden')).status).toBe(404);
  }, 30_000);
});
