import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Cache lifetime per kind of file the web build holds. */
export function staticCacheControl(pathname: string): string {
  // Bundles, styles and fonts carry a content hash in their name: a new build means a new name.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Pictures keep their name when replaced (the seed and the image map point to them): a day, then revalidated.
  if (pathname.startsWith('/images/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=300';
}

export type StaticFiles = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/**
 * The web build's static files (dist/web/client), as both deployments serve them: the one-machine api
 * (Express middleware) and the web service of the distributed stack (serve.ts). The build's precompressed
 * .br/.gz siblings go to clients that accept them (no compression work per request), with ETags and the
 * cache lifetimes above. No extension guessing, so '/' reaches the page renderer and never the raw
 * index.html template, which is answered with a redirect to '/'. Anything else goes on to `next`.
 */
export function staticFiles(clientDir: string): StaticFiles {
  if (!existsSync(clientDir)) return (_request, _response, next) => next();
  const files = sirv(clientDir, {
    etag: true,
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', staticCacheControl(pathname)),
  });
  return (request, response, next) => {
    if (request.url?.split('?')[0] === '/index.html') {
      response.writeHead(301, { location: '/' }).end();
      return;
    }
    files(request, response, next);
  };
}
