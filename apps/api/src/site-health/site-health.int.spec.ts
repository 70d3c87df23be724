import type { NotFoundPage } from '@agency/contracts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually, freePort } from '@agency/testing';
import { BUILT_API_MAIN, startBuiltApi, withInitialisedPostgres, type BuiltApi } from '../testing/built-api';
import { BUILT_WEB_SERVE } from '../testing/built-web';
import { keptAliveGet } from '../testing/kept-alive-get';

// Through HTTP against the built product: the paths that answer the 404 page are counted by the server (bots,
// probes and overlong paths left out, bounded per day), listed for staff with their referrers; redirects count
// their hits without a write per request; the redirects go out and come in as CSV, all or nothing.
const dataDir = mkdtempSync(path.join(tmpdir(), 'agency-site-health-'));
const ADMIN_PASSWORD = 'site-health-admin-pw';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
let api: BuiltApi;
let base: string;
let token: string;
const connections = keptAliveGet();

/** A visitor's GET (a browser's user agent unless told otherwise). */
const visit = (pathname: string, headers: Record<string, string> = {}) =>
  connections.get(`${base}${pathname}`, { 'user-agent': BROWSER, ...headers });

async function call(method: string, pathname: string, body?: unknown, bearer = token) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}`, 'if-match': '"0"' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Buffer keeps a byte order mark, which response.text() drops.
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // CSV
  }
  return { status: response.status, body: json, text, headers: response.headers };
}

const notFoundList = async () =>
  ((await call('GET', '/api/admin/statistics/not-found?days=7')).body as { pages: NotFoundPage[] }).pages;

async function login(username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A staff member holding only `permission`, logged in. */
async function staffWith(permission: string): Promise<string> {
  const username = `nur-${permission}`;
  const password = `${username}-Krabbenkutter-Nebelhorn-9`;
  const created = await call('POST', '/api/admin/users', {
    username,
    email: `${username}@example.de`,
    password,
    permissions: { [permission]: true },
  });
  expect(created.status).toBe(201);
  return login(username, password);
}

beforeAll(async () => {
  if (!existsSync(BUILT_API_MAIN) || !existsSync(BUILT_WEB_SERVE))
    throw new Error('Build first: npx nx run-many -t build -p api web');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await withInitialisedPostgres(dataDir);
  api = startBuiltApi(port, dataDir, { ADMIN_PASSWORD, LOG_LEVEL: 'warn', PUBLIC_URL: base });
  await api.running();
  token = await login('admin', ADMIN_PASSWORD);
}, 150_000);

afterAll(async () => {
  connections.close();
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("'Nicht gefundene Seiten'", () => {
  it('counts the 404s of visitors with the page that linked there; leaves out bots, probes and overlong paths', async () => {
    const host = new URL(base).host;
    for (let i = 0; i < 3; i++)
      expect((await visit('/alte-preisliste', { referer: `http://${host}/leistungen?ref=x` })).status).toBe(404);
    await visit('/alte-preisliste/?utm_source=mail', { referer: 'https://partner.example/links?user=anna' });
    await visit('/alte-preisliste', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    await visit('/alte-preisliste', { 'user-agent': '' });
    for (const probe of ['/wp-admin/setup-config.php', '/.env', '/shop/index.php', '/.git/config', '/wp-login'])
      expect((await visit(probe)).status).toBe(404);
    await visit(`/${'x'.repeat(301)}`);

    // Counted in batches: the row is read once all four visits have reached it (a count above four still fails).
    const row = await eventually('the four visits of the 404 to be listed', async () => {
      const found = (await notFoundList()).find((page) => page.path === '/alte-preisliste');
      return found && found.hits >= 4 ? found : undefined;
    });
    expect(row).toEqual({
      path: '/alte-preisliste',
      hits: 4,
      last_day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      referrers: [
        { referrer: '/leistungen', hits: 3 },
        { referrer: 'partner.example/links', hits: 1 },
      ],
      redirected: false,
    });
    const paths = (await notFoundList()).map((page) => page.path);
    expect(paths.filter((p) => /wp-|\.env|\.php|\.git|xxxx/.test(p))).toEqual([]);
  });

  it('keeps at most 500 paths a day: a path first met after them is not kept, however often', async () => {
    const many = Array.from({ length: 520 }, (_, i) => `/zufall-${i}`);
    for (let i = 0; i < many.length; i += 40) await Promise.all(many.slice(i, i + 40).map((p) => visit(p)));
    // Each visit is counted before it is answered: a write that holds the next one holds all of them.
    const known = async (hits: number) => {
      await visit('/alte-preisliste');
      await eventually(`the known path to count ${hits}`, async () =>
        (await notFoundList()).some((page) => page.path === '/alte-preisliste' && page.hits === hits),
      );
    };
    await known(5);
    for (let i = 0; i < 5; i++) await visit('/spaet-gekommen');
    // The day's paths kept so far still count on.
    await known(6);
    expect((await notFoundList()).map((page) => page.path)).not.toContain('/spaet-gekommen');
    expect(await notFoundList()).toHaveLength(100);
  }, 60_000);

  it('refuses unknown or malformed parameters, and staff without the statistics permission', async () => {
    expect((await call('GET', '/api/admin/statistics/not-found?days=5')).status).toBe(400);
    expect((await call('GET', '/api/admin/statistics/not-found?x=1')).body.message).toContain(
      'Unbekannter Parameter: x',
    );
    expect((await call('GET', '/api/admin/statistics/not-found', undefined, '')).status).toBe(401);
    expect((await call('GET', '/api/admin/statistics/not-found', undefined, await staffWith('website'))).status).toBe(
      403,
    );
  });

  it('turns into a redirect only for staff who edit the website; the row then says so, and the redirect counts its hits', async () => {
    const statisticsOnly = await staffWith('statistics');
    const redirect = { from: '/alte-preisliste', to: '/preise', status: '301', match: 'exact' };
    expect((await call('POST', '/api/admin/redirects', redirect, statisticsOnly)).status).toBe(403);
    expect((await call('POST', '/api/admin/redirects', redirect)).status).toBe(201);
    await eventually('the old path to answer 301', async () => (await visit('/alte-preisliste')).status === 301);
    expect((await visit('/alte-preisliste')).headers.location).toBe('/preise');
    await visit('/alte-preisliste/');
    expect((await notFoundList()).find((page) => page.path === '/alte-preisliste')?.redirected).toBe(true);

    const hits = await eventually('the hits to be written', async () => {
      const { body } = await call('GET', '/api/admin/redirect-hits');
      const row = (body.hits as { match: string; from: string; hits: number }[]).find(
        (entry) => entry.from === '/alte-preisliste',
      );
      return row && row.hits >= 3 && row;
    });
    expect(hits).toMatchObject({ match: 'exact', from: '/alte-preisliste', hits: 3 });
    expect((await call('GET', '/api/admin/redirect-hits', undefined, statisticsOnly)).status).toBe(403);
  });
});

describe('redirects as CSV', () => {
  const header = 'Alte Adresse;Ziel;Art;Gilt für;Aktiv;Notiz';
  const redirectCount = async () => ((await call('GET', '/api/admin/redirects')).body.redirects as unknown[]).length;

  it('exports all redirects for German Excel', async () => {
    const exported = await call('GET', '/api/admin/redirects-csv');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('text/csv');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="weiterleitungen.csv"');
    expect(exported.text).toBe(`\uFEFF${header}\r\n/alte-preisliste;/preise;301;genau;ja;\r\n`);
  });

  it('refuses a file with any bad row, naming each line, and changes nothing', async () => {
    const before = await redirectCount();
    const csv = [
      header,
      '/katalog;/leistungen;301;genau;ja;',
      '/aktion;/preise;307;genau;ja;',
      '/api/geheim;/faq;301;genau;ja;',
      '/archiv;/faq;301;irgendwie;ja;',
    ].join('\n');
    const refused = await call('POST', '/api/admin/redirects-csv', { csv });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Import abgelehnt (3 Fehler); es wurde nichts geändert');
    expect((refused.body.details as { message: string }[]).map((detail) => detail.message)).toEqual([
      'Zeile 3: Art: 301, 302 oder 410',
      'Zeile 4: Die alte Adresse ist ein Pfad der Website, z. B. /alte-seite (nicht unter /api oder /admin)',
      'Zeile 5: Gilt für: genau diese Adresse oder alles darunter',
    ]);
    // A circle with a redirect already there, and a file that repeats an address.
    const circle = await call('POST', '/api/admin/redirects-csv', {
      csv: `${header}\n/preise;/alte-preisliste;301;;;`,
    });
    expect([circle.status, circle.body.details]).toEqual([
      400,
      [{ field: 'Datei', message: 'Weiterleitung im Kreis: /alte-preisliste → /preise → /alte-preisliste' }],
    ]);
    const twice = await call('POST', '/api/admin/redirects-csv', {
      csv: `${header}\n/a;/faq;301;;;\n/a/;/preise;301;;;`,
    });
    expect((twice.body.details as { message: string }[])[0].message).toBe('Zeile 3: /a/ steht schon in Zeile 2');
    const unclosed = await call('POST', '/api/admin/redirects-csv', { csv: `${header}\n"/a;/faq;301;;;` });
    expect(unclosed.status).toBe(400);
    const tooLarge = await call('POST', '/api/admin/redirects-csv', { csv: 'x'.repeat(600 * 1024) });
    expect([tooLarge.status, tooLarge.body.message]).toEqual([400, expect.stringContaining('zu groß')]);
    expect(await redirectCount()).toBe(before);
    expect((await visit('/katalog')).status).toBe(404);
  });

  it('imports a good file: new redirects answer at once, one of the same address is replaced; only with `website`', async () => {
    const csv = `${header}\r\n/katalog;/leistungen;302;genau;ja;"Alter Katalog; 2024"\r\n/alte-preisliste;/faq;301;genau;ja;\r\n`;
    expect((await call('POST', '/api/admin/redirects-csv', { csv }, await staffWith('faq'))).status).toBe(403);
    const imported = await call('POST', '/api/admin/redirects-csv', { csv });
    expect([imported.status, imported.body]).toEqual([
      200,
      { created: 1, updated: 1, message: '1 Weiterleitung angelegt, 1 ersetzt' },
    ]);
    await eventually('the import to answer', async () => (await visit('/katalog')).status === 302);
    expect((await visit('/alte-preisliste')).headers.location).toBe('/faq');
    expect((await call('GET', '/api/admin/redirects-csv')).text).toContain(
      '/katalog;/leistungen;302;genau;ja;"Alter Katalog; 2024"',
    );
  });
});
