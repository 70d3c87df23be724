// The web deployable of the distributed stack: static client files plus server-rendered pages.
// (In the one-machine mode the api serves the same pages through renderPage.)
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import sirv from 'sirv';
import { z } from 'zod';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '@agency/contracts';
import { pageSecurityPolicy, renderPage, robotsTxt, sitemapXml } from './entry-server';

const env = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(3002),
    HOST: z.string().min(1).default('0.0.0.0'),
    WEB_DIST_DIR: z.string().min(1).default('dist/web'),
    // The content API the server render reads (public GETs only).
    API_URL: z.url().default('http://127.0.0.1:3000'),
    // The site's public address for canonical/og URLs, JSON-LD, sitemap and robots.txt; never the Host header.
    PUBLIC_URL: z.url().optional(),
  })
  .safeParse(process.env);
if (!env.success) {
  console.error(`Invalid configuration:\n${env.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  process.exit(1);
}
const { PORT, HOST, WEB_DIST_DIR, API_URL } = env.data;
const origin = (env.data.PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, '');
const clientDir = path.resolve(WEB_DIST_DIR, 'client');
const templateFile = path.join(clientDir, 'index.html');
const template = readFileSync(templateFile, 'utf8');
const builtOn = statSync(templateFile).mtime.toISOString().slice(0, 10);
// The same headers as the one-machine api sends (libs/contracts): on every answer, HSTS only over https.
const headers = securityHeaders(pageSecurityPolicy(template));

function secure(req: IncomingMessage, res: ServerResponse): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  // Always behind the proxy, which sets X-Forwarded-Proto to the scheme the visitor used.
  if (req.headers['x-forwarded-proto'] === 'https') res.setHeader(...STRICT_TRANSPORT_SECURITY);
}

// Hashed bundle files never change under their name; everything else is revalidated.
// No extension guessing: '/' must reach the renderer, never the raw template index.html. Precompressed
// .br/.gz siblings (written by the build) are served to clients that accept them.
const assets = sirv(clientDir, {
  etag: true,
  extensions: [],
  brotli: true,
  gzip: true,
  setHeaders: (res, pathname) =>
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300'),
});

const server = createServer((req, res) => {
  secure(req, res);
  if (req.url === '/healthz') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (req.url === '/index.html') {
    res.writeHead(301, { location: '/' }).end();
    return;
  }
  if (req.url === '/robots.txt' || req.url === '/sitemap.xml') {
    const robots = req.url === '/robots.txt';
    res
      .writeHead(200, { 'content-type': robots ? 'text/plain; charset=utf-8' : 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' })
      .end(robots ? robotsTxt(origin) : sitemapXml(origin, builtOn));
    return;
  }
  assets(req, res, () => {
    renderPage(req.url ?? '/', template, { origin, apiUrl: API_URL })
      .then(({ status, html }) => {
        const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
        if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
          res.writeHead(status, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(html));
        } else {
          res.writeHead(status, headers).end(html);
        }
      })
      .catch((error: unknown) => {
        console.error('[web]', error);
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Interner Fehler');
      });
  });
});

server.listen(PORT, HOST, () => console.log(`web: listening on http://${HOST}:${PORT} (build ${WEB_DIST_DIR})`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
