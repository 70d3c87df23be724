import { existsSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import sirv from 'sirv';

type Middleware = (request: Request, response: Response, next: NextFunction) => void;

/** Cache lifetime per kind of file the web build holds. */
export function webCacheControl(pathname: string): string {
  // Bundles, styles and fonts carry a content hash in their name: a new build means a new name.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Pictures keep their name when replaced (the seed and the image map point to them): a day, then revalidated.
  if (pathname.startsWith('/images/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=300';
}

/**
 * The web build's static files as the one-machine api serves them (the same rules as the web app's own
 * server, apps/web/src/serve.ts): the build's precompressed .br/.gz siblings when the client accepts them
 * (no compression work per request), ETags, and the cache lifetimes above. No extension guessing, so '/'
 * reaches the page renderer and never the raw index.html template.
 */
export function webStaticFiles(clientDir: string): Middleware {
  if (!existsSync(clientDir)) return (_request, _response, next) => next();
  const files = sirv(clientDir, {
    etag: true,
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (response, pathname) => response.setHeader('Cache-Control', webCacheControl(pathname)),
  });
  return (request, response, next) => {
    if (request.path === '/index.html') {
      response.redirect(301, '/');
      return;
    }
    files(request, response, next);
  };
}
