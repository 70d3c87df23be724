// The web deployable of the distributed stack: static client files plus server-rendered pages.
// (In the one-machine mode the api serves the same pages through renderPage.)
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import {
  FORM_TOKEN_SLOT,
  PREVIEW_QUERY_PARAMETER,
  documentSecurityHeaders,
  type RedirectFields,
  redirectResponse,
  RedirectTable,
  STRICT_TRANSPORT_SECURITY,
} from '@agency/contracts';
import {
  ADMIN_SHELL,
  NOT_FOUND_PAGE,
  PageCache,
  pageKey,
  pageSecurityPolicy,
  renderPage,
  robotsTxt,
  sitemapXml,
  staticFiles,
  WARM_PAGES,
} from './entry-server';
import { SiteHealthCounts } from './server/site-health-counts';

const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3002),
    HOST: z.string().min(1).default('0.0.0.0'),
    WEB_DIST_DIR: z.string().min(1).default('dist/web'),
    // The content API the server render reads (public GETs only).
    API_URL: z.url().default('http://127.0.0.1:3000'),
    // The api's internal listener (its INTERNAL_PORT), which takes this server's 404 counts and redirect hits
    // into the shared store; unset: they are not counted (the server says so at start).
    API_INTERNAL_URL: z.url().optional(),
    // The site's public address for canonical/og URLs, JSON-LD, sitemap and robots.txt; never the Host header.
    PUBLIC_URL: z.url().optional(),
    // How often the third-party analytics switch is read from the api (for the pages' CSP).
    TRACKING_CONFIG_REFRESH_MS: z.coerce.number().int().min(500).max(300_000).default(5000),
    // Rendered pages kept (identity, gzip and brotli bodies together), least recently used first out.
    PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(32),
    // How often the api is asked for its content version; a change renders the pages again.
    CONTENT_VERSION_POLL_MS: z.coerce.number().int().min(50).default(500),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(
    `Invalid configuration:\n${env.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
  process.exit(1);
}
const { PORT, HOST, WEB_DIST_DIR, API_URL, TRACKING_CONFIG_REFRESH_MS, PAGE_CACHE_MAX_MB, CONTENT_VERSION_POLL_MS } =
  env.data;
// 'Nicht gefundene Seiten' and the redirects' 'Aufrufe' count every process that answers pages, this one too.
const siteHealth = env.data.API_INTERNAL_URL
  ? new SiteHealthCounts({
      url: `${env.data.API_INTERNAL_URL.replace(/\/+$/, '')}/api/internal/site-health`,
      log: (line) => console.error(`[web] ${line}`),
    })
  : undefined;
if (!siteHealth)
  console.error('[web] API_INTERNAL_URL is not set: 404s and redirect hits of this server are not counted');
const origin = (env.data.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const clientDir = path.resolve(WEB_DIST_DIR, 'client');
const templateFile = path.join(clientDir, 'index.html');
const template = readFileSync(templateFile, 'utf8');
const builtOn = statSync(templateFile).mtime.toISOString().slice(0, 10);
// The same headers as the one-machine api sends (libs/contracts): on every answer, HSTS only over https; the
// back-office's shell alone with the opener policy (documentSecurityHeaders). The pages allow the third-party
// analytics host only while staff have it configured, which this server learns from the api's tracking
// configuration (read again every few seconds).
const headers = documentSecurityHeaders({
  plain: pageSecurityPolicy(template),
  withThirdPartyAnalytics: pageSecurityPolicy(template, true),
});
let thirdPartyAnalytics = false;
async function readTrackingConfig(): Promise<void> {
  try {
    const response = await fetch(`${API_URL}/api/public/tracking-config`, { signal: AbortSignal.timeout(2000) });
    if (response.ok)
      thirdPartyAnalytics =
        (((await response.json()) as { thirdPartyAnalytics?: { enabled?: unknown } }).thirdPartyAnalytics?.enabled ??
          false) === true;
  } catch {
    // The api away: keep the last known answer.
  }
}
void readTrackingConfig();
setInterval(() => void readTrackingConfig(), TRACKING_CONFIG_REFRESH_MS).unref();

function secure(req: IncomingMessage, res: ServerResponse, key: string): void {
  const documents = key === ADMIN_SHELL ? headers.staff : headers.site;
  for (const [name, value] of thirdPartyAnalytics ? documents.withThirdPartyAnalytics : documents.plain)
    res.setHeader(name, value);
  // Always behind the proxy, which sets X-Forwarded-Proto to the scheme the visitor used.
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader(...STRICT_TRANSPORT_SECURITY);
}

// The build's files as the one-machine api serves them (server/static-files.ts).
const assets = staticFiles(clientDir);

/**
 * The api's content version, asked every CONTENT_VERSION_POLL_MS: the pages are rendered again (over the
 * network, from the api) only when it moves, never per request. While the api does not answer, the pages of
 * the last known version are answered on.
 */
let contentVersion = 'unknown';
let versionFailing = false;
async function pollContentVersion(): Promise<void> {
  try {
    const response = await fetch(`${API_URL}/api/public/content-version`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { version } = (await response.json()) as { version?: unknown };
    if (typeof version !== 'string') throw new Error('no version in the answer');
    if (versionFailing) console.log('[web] content version readable again');
    versionFailing = false;
    if (version !== contentVersion) {
      contentVersion = version;
      pages.warm(WARM_PAGES);
      await readRedirects();
    }
  } catch (error) {
    if (!versionFailing)
      console.error(
        `[web] content version of ${API_URL} not readable (pages of the last known version are answered):`,
        error instanceof Error ? error.message : error,
      );
    versionFailing = true;
  }
}

/**
 * The staff's redirects ('Weiterleitungen'), read from the api's public list whenever the content version
 * moves and answered before any page; while the api does not answer, the last ones read are kept.
 */
let redirects = new RedirectTable([]);
async function readRedirects(): Promise<void> {
  try {
    const response = await fetch(`${API_URL}/api/public/redirects`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const list = (await response.json()) as unknown;
    if (!Array.isArray(list)) throw new Error('no list in the answer');
    redirects = new RedirectTable(list as RedirectFields[]);
  } catch (error) {
    console.error(`[web] redirects of ${API_URL} not readable:`, error instanceof Error ? error.message : error);
  }
}

/**
 * A fresh render token for a request form's page, from the api (which signs it); an empty one while the
 * api does not answer (the form then arrives there as suspected spam, for staff to review).
 */
async function formToken(): Promise<string> {
  try {
    const response = await fetch(`${API_URL}/api/offer-request/form-token`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { token } = (await response.json()) as { token?: unknown };
    return typeof token === 'string' ? token : '';
  } catch (error) {
    console.error('[web] no form token from the api:', error instanceof Error ? error.message : error);
    return '';
  }
}

const pages = new PageCache({
  render: (key) => renderPage(key, template, { origin, apiUrl: API_URL }),
  version: () => contentVersion,
  maxBytes: PAGE_CACHE_MAX_MB * 1024 * 1024,
  onError: (error, key) => console.error(`[web] rendering ${key} failed:`, error),
  slot: { marker: FORM_TOKEN_SLOT, fill: formToken },
});

/** The preview token of a request URL (`/preise?vorschau=…`), if any. */
function previewToken(url: string): string | undefined {
  const query = url.indexOf('?');
  if (query === -1 || !url.includes(`${PREVIEW_QUERY_PARAMETER}=`, query)) return undefined;
  return new URLSearchParams(url.slice(query + 1)).get(PREVIEW_QUERY_PARAMETER) ?? undefined;
}

/**
 * A page opened through a preview link: rendered for the request with the link's drafts, read
 * from the api (which checks the link), never cached, never indexed, without code (so never tracked).
 */
async function answerPreview(req: IncomingMessage, res: ServerResponse, key: string, token: string): Promise<void> {
  const content = async (path: string) => {
    const query = new URLSearchParams({ [PREVIEW_QUERY_PARAMETER]: token, path });
    const response = await fetch(`${API_URL}/api/public/preview/content?${query}`, {
      signal: AbortSignal.timeout(2_500),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} für ${path}`);
    return response.json();
  };
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store, private',
    'x-robots-tag': 'noindex, nofollow',
    'referrer-policy': 'no-referrer',
  };
  try {
    await content('/api/public/website-settings');
  } catch {
    res
      .writeHead(404, headers)
      .end(
        '<!doctype html><meta charset="utf-8"><p>Dieser Vorschau-Link ist ungültig, abgelaufen oder wurde widerrufen.</p>',
      );
    return;
  }
  try {
    const page = await renderPage(key, template, { origin, content, preview: true });
    res.writeHead(page.status, headers).end(req.method === 'HEAD' ? undefined : page.html);
  } catch (error) {
    console.error(`[web] preview of ${key} failed:`, error);
    res.writeHead(500, headers).end('Interner Fehler');
  }
}

function answerPage(req: IncomingMessage, res: ServerResponse, key: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      .end('Methode nicht erlaubt');
    return;
  }
  const token = previewToken(req.url ?? '/');
  if (token !== undefined) void answerPreview(req, res, key, token);
  else {
    if (key === NOT_FOUND_PAGE) siteHealth?.notFoundPage(req);
    void pages.send(req, res, key);
  }
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  const key = pageKey(url);
  secure(req, res, key);
  if (url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url === '/robots.txt' || url === '/sitemap.xml') {
    const robots = url === '/robots.txt';
    res
      .writeHead(200, {
        'content-type': robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=300',
      })
      .end(robots ? robotsTxt(origin) : sitemapXml(origin, builtOn));
    return;
  }
  const redirect = req.method === 'GET' || req.method === 'HEAD' ? redirects.answer(url) : undefined;
  if (redirect) {
    if (redirect.redirect) siteHealth?.redirect(redirect.redirect);
    const answer = redirectResponse(redirect);
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  // Pages of the route table straight from the cache; anything else may be a file, else the shared 404.
  if (key !== NOT_FOUND_PAGE) answerPage(req, res, key);
  else assets(req, res, () => answerPage(req, res, key));
});

server.listen(PORT, HOST, () => console.log(`web: listening on http://${HOST}:${PORT} (build ${WEB_DIST_DIR})`));
// The pages are rendered ahead of the first visitor once the version is known (or the api found missing).
const versionPoll = setInterval(() => void pollContentVersion(), CONTENT_VERSION_POLL_MS);
void pollContentVersion().finally(() => pages.warm(WARM_PAGES));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(versionPoll);
    pages.close();
    server.close(() => void (siteHealth?.close() ?? Promise.resolve()).finally(() => process.exit(0)));
  });
}
