/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NOT_FOUND_LIMITS, type RedirectFields, siteHealthBatchSchema, type SiteHealthBatch } from '@agency/contracts';
import { SiteHealthCounts } from './site-health-counts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

/** A request as the server sees it: only what the counts read. */
const request = (url: string, headers: Record<string, string> = {}) =>
  ({ url, headers: { 'user-agent': BROWSER, host: 'www.beispiel.de', ...headers } }) as unknown as IncomingMessage;

const redirect = (from: string, match: RedirectFields['match'] = 'exact') =>
  ({ from, to: '/preise', status: '301', match, enabled: true }) as RedirectFields;

// A real HTTP server in the api's place: every batch it is sent, checked against the api's schema.
let server: Server;
let url: string;
let status = 204;
const batches: SiteHealthBatch[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      batches.push(siteHealthBatchSchema.parse(JSON.parse(body)));
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/internal/site-health`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  batches.length = 0;
  status = 204;
});

describe('the web server’s site-health counts', () => {
  it('counts 404s of browsers by path and referrer and redirect answers by redirect; sends them in one batch', async () => {
    const counts = new SiteHealthCounts({ url, log: () => undefined });
    counts.notFoundPage(request('/alt/?utm_source=mail', { referer: 'https://partner.example/links?user=anna' }));
    counts.notFoundPage(request('/alt'));
    counts.notFoundPage(request('/alt', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }));
    counts.notFoundPage(request('/alt', { 'user-agent': '' }));
    counts.notFoundPage(request('/wp-login.php'));
    counts.notFoundPage(request(`/${'x'.repeat(NOT_FOUND_LIMITS.pathLength + 1)}`));
    counts.redirect(redirect('/weg'));
    counts.redirect(redirect('/weg'));
    counts.redirect(redirect('/bereich', 'prefix'));
    await counts.close();
    expect(batches).toEqual([
      {
        not_found: [
          { path: '/alt', referrer: 'partner.example/links', hits: 1 },
          { path: '/alt', referrer: '', hits: 1 },
        ],
        redirects: [
          { match: 'exact', from: '/weg', hits: 2 },
          { match: 'prefix', from: '/bereich', hits: 1 },
        ],
      },
    ]);
    // Nothing counted since: nothing is sent.
    await counts.send();
    expect(batches).toHaveLength(1);
  });

  it('holds at most pathsPerDay paths and referrersPerPath referrers, and sends them in batches the api takes', async () => {
    const counts = new SiteHealthCounts({ url, log: () => undefined });
    for (let p = 0; p <= NOT_FOUND_LIMITS.pathsPerDay; p++)
      for (let r = 0; r <= NOT_FOUND_LIMITS.referrersPerPath; r++)
        counts.notFoundPage(request(`/weg-${p}`, { referer: `https://seite-${r}.example/` }));
    await counts.close();
    const rows = batches.flatMap((batch) => batch.not_found);
    expect(batches.length).toBe(Math.ceil(rows.length / 1000));
    expect(new Set(rows.map((row) => row.path)).size).toBe(NOT_FOUND_LIMITS.pathsPerDay);
    expect(rows.some((row) => row.path === `/weg-${NOT_FOUND_LIMITS.pathsPerDay}`)).toBe(false);
    // The referrers past the cap count as unknown ('').
    expect(rows.filter((row) => row.path === '/weg-0')).toHaveLength(NOT_FOUND_LIMITS.referrersPerPath + 1);
    expect(rows.find((row) => row.path === '/weg-0' && row.referrer === '')?.hits).toBe(1);
  });

  it('loses a batch the api refuses (never counts twice) and says so once', async () => {
    const lines: string[] = [];
    const counts = new SiteHealthCounts({ url, log: (line) => lines.push(line) });
    status = 503;
    counts.notFoundPage(request('/eins'));
    await counts.send();
    counts.notFoundPage(request('/zwei'));
    await counts.send();
    status = 204;
    counts.notFoundPage(request('/drei'));
    await counts.close();
    expect(batches.map((batch) => batch.not_found.map((row) => row.path))).toEqual([['/eins'], ['/zwei'], ['/drei']]);
    expect(lines).toEqual([
      expect.stringMatching(/^404 counts and redirect hits not taken by .* \(this batch is lost\): HTTP 503$/),
      '404 counts and redirect hits are taken by the api again',
    ]);
  });
});
