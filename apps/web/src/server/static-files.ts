import { existsSync, readdirSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** Cache lifetime per kind of file the web build holds. */
export function staticCacheControl(pathname: string): string {
  // Bundles, styles and fonts carry a content hash in their name: a new build means a new name.
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // Pictures keep their name when replaced (the seed and the image map point to them): a day, then revalidated.
  if (pathname.startsWith('/images/')) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=300';
}

export type StaticFiles = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export interface StaticFilesOptions {
  /** Where a file of the build that went missing while the server runs is reported (once per file). */
  warn?: (message: string) => void;
}

/** The types of the files a web build holds; anything else goes out as bytes. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
};

/** The precompressed siblings the build writes, in the order a client's Accept-Encoding prefers them. */
const ENCODINGS = [
  { test: /\bbr\b/, suffix: '.br', name: 'br' },
  { test: /\bgzip\b/, suffix: '.gz', name: 'gzip' },
] as const;

/** Every file under `root` as a URL path ('/assets/a.js'), read once at start. */
function filesUnder(root: string, prefix = ''): string[] {
  return readdirSync(path.join(root, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${prefix}/${entry.name}`;
    return entry.isDirectory() ? filesUnder(root, relative) : [relative];
  });
}

/**
 * The request's path as a file of the build ('/assets/a.js'), or undefined for anything no file answers:
 * undecodable, a hidden segment ('.vite'), a way out of the directory, a precompressed copy asked for by name.
 */
function filePath(url: string | undefined): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent((url ?? '/').split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  const normalized = path.posix.normalize(pathname);
  if (!normalized.startsWith('/') || normalized.endsWith('/')) return undefined;
  if (normalized.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  if (/\.(br|gz)$/.test(normalized)) return undefined;
  return normalized;
}

/** Opens the first of `candidates` that is a file; undefined when none is (missing, gone, a directory). */
async function openFirst(
  candidates: readonly { file: string; encoding?: string }[],
): Promise<{ handle: FileHandle; size: number; mtime: Date; encoding?: string } | undefined> {
  for (const candidate of candidates) {
    let handle: FileHandle;
    try {
      handle = await open(candidate.file, 'r');
    } catch {
      continue;
    }
    // What was opened is what is sent: a file replaced or deleted after this point is read as it was.
    const stats = await handle.stat().catch(() => undefined);
    if (stats?.isFile()) return { handle, size: stats.size, mtime: stats.mtime, encoding: candidate.encoding };
    await handle.close().catch(() => undefined);
  }
  return undefined;
}

/**
 * The web build's static files (dist/web/client), as both deployments serve them: the one-machine api
 * (Express middleware) and the web service of the distributed stack (serve.ts). The build's precompressed
 * .br/.gz siblings go to clients that accept them (no compression work per request), with ETags and the
 * cache lifetimes above. No extension guessing, so '/' reaches the page renderer and never the raw
 * index.html template, which is answered with a redirect to '/'. Anything else goes on to `next`.
 *
 * Each request opens its file first and sends what it opened: a file that is missing, or that vanished
 * since the start (a build rewritten under the running server), goes on to `next` (the 404 page) and is
 * reported once; a read that fails halfway ends that one answer. No request can end the process.
 */
export function staticFiles(clientDir: string, options: StaticFilesOptions = {}): StaticFiles {
  if (!existsSync(clientDir)) return (_request, _response, next) => next();
  const root = path.resolve(clientDir);
  const warn = options.warn ?? ((message: string) => console.warn(`[web] ${message}`));
  const built = new Set(filesUnder(root));
  const reported = new Set<string>();

  async function serve(request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
    const pathname = filePath(request.url);
    if (pathname === undefined) return next();
    const file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep)) return next();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const candidates = [
      ...ENCODINGS.filter((encoding) => encoding.test.test(accepted)).map((encoding) => ({
        file: file + encoding.suffix,
        encoding: encoding.name,
      })),
      { file },
    ];
    const opened = await openFirst(candidates);
    if (!opened) {
      if (built.has(pathname) && !reported.has(pathname)) {
        reported.add(pathname);
        warn(`File of the web build gone since the start: ${pathname} (answered 404)`);
      }
      return next();
    }
    const { handle, size, mtime, encoding } = opened;
    const etag = `W/"${size}-${mtime.getTime()}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': CONTENT_TYPES[path.extname(pathname).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': staticCacheControl(pathname),
      'Last-Modified': mtime.toUTCString(),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (encoding) headers['Content-Encoding'] = encoding;
    if (request.headers['if-none-match'] === etag) {
      await handle.close();
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': size });
    if (request.method === 'HEAD') {
      await handle.close();
      response.end();
      return;
    }
    const stream = handle.createReadStream();
    stream.on('error', (error) => {
      warn(`Reading ${pathname} failed: ${error.message}`);
      response.destroy();
    });
    response.on('close', () => stream.destroy());
    stream.pipe(response);
  }

  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.url?.split('?')[0] === '/index.html') {
      response.writeHead(301, { location: '/' }).end();
      return;
    }
    serve(request, response, next).catch((error: unknown) => {
      warn(`Serving ${request.url ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (response.headersSent) response.destroy();
      else next();
    });
  };
}
