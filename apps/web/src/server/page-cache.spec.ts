/** @jest-environment node */
import { createServer, get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { brotliFor, PageCache, type PageCacheOptions, preferredEncoding, type RenderedPage } from './page-cache';
import { SITE_PAGE_PATHS } from '@agency/contracts';
import { PAGE_ROUTES } from '../app/route-table';
import { NOT_FOUND_PAGE, pageKey, WARM_PAGES } from './page-key';

/** A render that records its calls and finishes when the test says so (or at once). */
function renderer(
  html: (key: string, call: number) => string = (key, call) => `<p>${key} #${call}</p>`.padEnd(2_000, ' '),
) {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  let hold = false;
  const render = async (key: string): Promise<RenderedPage> => {
    calls.push(key);
    const call = calls.length;
    if (hold) await new Promise<void>((resolve) => waiting.push(resolve));
    return { status: key === NOT_FOUND_PAGE ? 404 : 200, html: html(key, call), complete: true };
  };
  return {
    render,
    calls,
    hold: () => (hold = true),
    release: () => {
      hold = false;
      waiting.splice(0).forEach((resolve) => resolve());
    },
  };
}

let version = '1';
const cacheWith = (options: Partial<PageCacheOptions> & Pick<PageCacheOptions, 'render'>) =>
  new PageCache({ version: () => version, maxBytes: 1024 * 1024, ...options });

/** Serves `cache` on a real socket: the answers as a browser gets them. */
async function serve(cache: PageCache): Promise<{
  server: Server;
  fetchRaw: (
    path: string,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>;
}> {
  const server = createServer(
    (request, response) => void cache.send(request, response, pageKey(request.url ?? '/'), ['x-test', 'yes']),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fetchRaw = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`http://127.0.0.1:${port}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  return { server, fetchRaw };
}

beforeEach(() => {
  version = '1';
});

describe('pageKey', () => {
  it('maps a URL to its page: query, fragment, case and trailing slashes do not count', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/?utm_source=x')).toBe('/');
    expect(pageKey('/preise?a=1#b')).toBe('/preise');
    expect(pageKey('/Preise/')).toBe('/preise');
    expect(pageKey('/services')).toBe('/services');
    expect(pageKey('/admin/benutzer?x')).toBe('/admin');
  });

  it('gives every unknown path the one 404 page', () => {
    for (const url of [
      '/gibt-es-nicht',
      '/preise/x',
      '//preise',
      '/pr%65ise',
      '/assets/x.js',
      '/404',
      'http://evil.example/',
    ]) {
      expect(`${url} → ${pageKey(url)}`).toBe(`${url} → ${NOT_FOUND_PAGE}`);
    }
  });

  it('renders exactly the site’s pages that preview links may open (SITE_PAGE_PATHS)', () => {
    const rendered = [...SITE_PAGE_PATHS].filter((path) => pageKey(path) === path);
    expect(rendered).toEqual([...SITE_PAGE_PATHS]);
    expect(PAGE_ROUTES.flatMap((route) => route.paths).sort()).toEqual([...SITE_PAGE_PATHS].sort());
  });

  it('warms the sitemap’s pages, the request forms’ pages and the 404 page', () => {
    expect(WARM_PAGES).toEqual([
      '/',
      '/leistungen',
      '/preise',
      '/portfolio',
      '/faq',
      '/kontakt',
      '/impressum',
      '/datenschutz',
      '/angebot',
      '/anfrage-gesendet',
      NOT_FOUND_PAGE,
    ]);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['GZIP;q=0.5', 'gzip'],
  ])('%s → %s', (header, expected) => expect(preferredEncoding(header)).toBe(expected));
});

describe('brotliFor', () => {
  it('compresses a page with a window of its own size, never below 64 KB nor above 4 MB, to the same bytes back', () => {
    const windowOf = (bytes: number) => brotliFor(Buffer.alloc(bytes), 4).params?.[zlib.BROTLI_PARAM_LGWIN];
    expect([windowOf(1_000), windowOf(99_000), windowOf(200_000), windowOf(50_000_000)]).toEqual([16, 17, 18, 22]);
    const page = Buffer.from('<p>Nordwerk Digital</p>'.repeat(6_000));
    expect(brotliDecompressSync(brotliCompressSync(page, brotliFor(page, 5))).equals(page)).toBe(true);
  });
});

describe('PageCache', () => {
  it('renders a page once per content version and answers it in every encoding with one weak ETag', async () => {
    const pages = renderer();
    const cache = cacheWith({ render: pages.render });
    const { server, fetchRaw } = await serve(cache);
    try {
      const br = await fetchRaw('/faq', { 'accept-encoding': 'gzip, br' });
      const gzip = await fetchRaw('/faq?x=1', { 'accept-encoding': 'gzip' });
      const plain = await fetchRaw('/FAQ/');
      expect(pages.calls).toEqual(['/faq']);
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
      expect(plain.body.toString()).toContain('<p>/faq #1</p>');
      for (const answer of [br, gzip, plain]) {
        expect(answer.headers).toMatchObject({
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          vary: 'Accept-Encoding',
          'x-test': 'yes',
        });
        expect(answer.headers.etag).toBe(plain.headers.etag);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      }
      expect(plain.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);

      version = '2';
      expect((await fetchRaw('/faq')).body.toString()).toContain('<p>/faq #2</p>');
      expect(pages.calls).toEqual(['/faq', '/faq']);
      expect(cache.stats()).toMatchObject({ entries: 1, renders: 2, hits: 2 });
    } finally {
      server.close();
    }
  });

  it('answers 304 to a matching If-None-Match (weakly compared, in a list), never for a 404', async () => {
    const cache = cacheWith({ render: renderer().render });
    const { server, fetchRaw } = await serve(cache);
    try {
      const page = await fetchRaw('/preise');
      const etag = String(page.headers.etag);
      expect((await fetchRaw('/preise', { 'if-none-match': etag })).status).toBe(304);
      expect((await fetchRaw('/preise', { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304);
      expect((await fetchRaw('/preise', { 'if-none-match': '"other"' })).status).toBe(200);
      const missing = await fetchRaw('/gibt-es-nicht');
      expect(missing.status).toBe(404);
      expect((await fetchRaw('/nichts-hier', { 'if-none-match': String(missing.headers.etag) })).status).toBe(404);
      expect(cache.stats()).toMatchObject({ entries: 2, notModified: 2 });
    } finally {
      server.close();
    }
  });

  it('keeps the ETag when a new version renders the same bytes', async () => {
    const pages = renderer((key) => `<p>${key}</p>`);
    const cache = cacheWith({ render: pages.render });
    const first = await cache.entry('/kontakt');
    version = '2';
    const second = await cache.entry('/kontakt');
    expect(pages.calls).toHaveLength(2);
    expect(second.etag).toBe(first.etag);
  });

  it('renders a page again only when the content it read moved', async () => {
    const positions: Record<string, number> = {
      '/api/faqs': 3,
      '/api/public/testimonials': 5,
      '/api/public/website-settings': 1,
    };
    const global = () => String(Math.max(...Object.values(positions)));
    const reads: Record<string, string[]> = {
      '/faq': ['/api/faqs', '/api/public/website-settings'],
      '/': ['/api/public/testimonials', '/api/public/website-settings'],
    };
    const calls: string[] = [];
    const cache = new PageCache({
      maxBytes: 1024 * 1024,
      version: (read) => (read ? String(Math.max(0, ...read.map((path) => positions[path] ?? 0))) : global()),
      render: async (key) => {
        calls.push(key);
        return { status: 200, html: `<p>${key} ${calls.length}</p>`, complete: true, reads: reads[key] };
      },
    });
    await cache.entry('/faq');
    await cache.entry('/');
    positions['/api/public/testimonials'] = 9; // shown on / only
    await cache.entry('/faq');
    await cache.entry('/');
    expect(calls).toEqual(['/faq', '/', '/']);
    positions['/api/public/website-settings'] = 10; // the footer of every page
    await cache.entry('/faq');
    await cache.entry('/');
    expect(calls).toEqual(['/faq', '/', '/', '/faq', '/']);
  });

  it('renders once for concurrent requests of one version, and again for a request after the version moved', async () => {
    const pages = renderer();
    const cache = cacheWith({ render: pages.render });
    pages.hold();
    const early = [cache.entry('/'), cache.entry('/'), cache.entry('/')];
    await new Promise((resolve) => setImmediate(resolve));
    version = '2';
    // The content changed during the render: this request must not get the page of before the change.
    const late = cache.entry('/');
    pages.release();
    const [a, b, c] = await Promise.all(early);
    const d = await late;
    expect(pages.calls).toEqual(['/', '/']);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(a.version).toBe('1');
    expect(d.version).toBe('2');
    expect(cache.stats()).toMatchObject({ joined: 2, entries: 1 });
    expect(await cache.entry('/')).toBe(d);
  });

  it('holds at most maxBytes, least recently used first out; a page larger than the bound is answered, not kept', async () => {
    const pages = renderer((key) => `${key}:${'x'.repeat(20_000)}`);
    const probe = cacheWith({ render: pages.render });
    const size = (await probe.entry('/faq')).bytes;
    const cache = cacheWith({ render: pages.render, maxBytes: size * 2 + size / 2 });
    await cache.entry('/faq');
    await cache.entry('/preise');
    await cache.entry('/faq'); // used: /preise is now the least recently used
    await cache.entry('/kontakt');
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(size * 2 + size / 2);
    const calls = pages.calls.length;
    await cache.entry('/faq');
    await cache.entry('/kontakt');
    expect(pages.calls.length).toBe(calls);
    await cache.entry('/preise');
    expect(pages.calls.length).toBe(calls + 1);

    const tiny = cacheWith({ render: pages.render, maxBytes: 100 });
    expect((await tiny.entry('/faq')).identity.length).toBeGreaterThan(100);
    expect(tiny.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('answers a page that shows fallbacks only for degradedTtlMs, then renders it again', async () => {
    let complete = false;
    const calls: string[] = [];
    const cache = cacheWith({
      degradedTtlMs: 60_000,
      render: async (key) => {
        calls.push(key);
        return { status: 200, html: `<p>${complete ? 'Inhalt' : 'Ersatz'}</p>`, complete };
      },
    });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await cache.entry('/');
      await cache.entry('/');
      expect(calls).toHaveLength(1);
      complete = true;
      now.mockReturnValue(1_000_000 + 60_001);
      expect((await cache.entry('/')).identity.toString()).toBe('<p>Inhalt</p>');
      now.mockReturnValue(1_000_000 + 10_000_000);
      await cache.entry('/');
      expect(calls).toHaveLength(2);
      expect(cache.stats()).toMatchObject({ renders: 2, degraded: 1 });
    } finally {
      now.mockRestore();
    }
  });

  it('warms pages one at a time, skips current ones, and runs another round when the content moved meanwhile', async () => {
    const pages = renderer();
    let running = 0;
    let most = 0;
    const cache = cacheWith({
      render: async (key) => {
        running++;
        most = Math.max(most, running);
        try {
          return await pages.render(key);
        } finally {
          running--;
        }
      },
    });
    await cache.entry('/faq');
    cache.warm(['/', '/faq', '/preise']);
    expect(cache.stats().pending).toBe(1);
    version = '2';
    cache.warm(['/', '/faq', '/preise']);
    await waitFor(() => cache.stats().pending === 0);
    expect(most).toBe(1);
    // Round one rendered what was not current (version 2 from its second page on), round two found all current.
    expect(pages.calls.filter((key) => key === '/faq').length).toBeLessThanOrEqual(2);
    for (const key of ['/', '/faq', '/preise']) expect((await cache.entry(key)).version).toBe('2');
    const calls = pages.calls.length;
    cache.warm(['/', '/faq', '/preise']);
    await waitFor(() => cache.stats().pending === 0);
    expect(pages.calls.length).toBe(calls);
  });

  it('answers 500 when a render fails and reports it, rendering again on the next request', async () => {
    let fail = true;
    const errors: string[] = [];
    const cache = cacheWith({
      render: async (key) => {
        if (fail) throw new Error('kaputt');
        return { status: 200, html: `<p>${key}</p>`, complete: true };
      },
      onError: (error, key) => errors.push(`${key}: ${(error as Error).message}`),
    });
    const { server, fetchRaw } = await serve(cache);
    try {
      expect((await fetchRaw('/')).status).toBe(500);
      expect(errors).toEqual(['/: kaputt']);
      fail = false;
      expect((await fetchRaw('/')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
