import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);

/**
 * Brotli options for a page: `quality`, text mode, and a window just large enough for the page (at least
 * 64 KB, at most brotli's default 4 MB). On the thread pool, an encoder with the default window takes a fresh
 * few megabytes per call, which cost five times the compression itself; a page's own size is enough.
 */
export function brotliFor(input: Buffer, quality: number): BrotliOptions {
  const window = Math.min(22, Math.max(16, Math.ceil(Math.log2(input.length + 16))));
  return {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_LGWIN]: window,
      [zlib.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  };
}
const gzipAsync = promisify(gzip);

/** One rendered page: `complete` is false when a content read failed and the page shows fallbacks. */
export interface RenderedPage {
  status: number;
  html: string;
  complete: boolean;
  /** The content it read (the public endpoints' paths), when the renderer knows them. */
  reads?: readonly string[];
}

export interface PageCacheOptions {
  /** Renders the page of a key (`pageKey`: the path it is rendered at). */
  render: (key: string) => Promise<RenderedPage>;
  /**
   * The content version now (synchronous and cheap: it is asked on every request): of everything, or, given
   * `reads`, of the content a page read. A page is rendered again when the version of what it read moved; a
   * page whose content did not change is never re-rendered. Without `reads` (a renderer that does not say
   * what it read) every change renders every page again.
   */
  version: (reads?: readonly string[]) => string;
  /** Bound of the bodies held: identity, gzip and brotli of every entry together. */
  maxBytes: number;
  /** How long a page that shows fallbacks (a content read failed) is answered before it is rendered again. */
  degradedTtlMs?: number;
  /** A render that failed (answered 500, or in the background). */
  onError?: (error: unknown, key: string) => void;
  /** A finished render and how long it took, compression included (metrics). */
  onRendered?: (key: string, seconds: number, complete: boolean) => void;
  /**
   * A value that differs per answer (a form's render token): a page holding `marker` is stored once, and
   * each answer gets a fresh `fill()` in the marker's place, compressed for it and never stored by the
   * browser (no-store, no validator). Pages without the marker are answered as before.
   */
  slot?: { marker: string; fill: () => string | Promise<string> };
}

/** A finished answer: the page in every encoding a browser asks for, and its validator. */
interface PageEntry {
  key: string;
  /** The version of what the page read (of everything, if the renderer did not say). */
  version: string;
  reads?: readonly string[];
  /** The version of everything when the entry was last found current: until it moves, no need to look again. */
  checked: string;
  status: number;
  /** Weak: the same for the three encodings, which are one page; a hash of the page, so a re-render
   * that changed nothing keeps it (browsers keep their copy). */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
  expiresAt: number;
  /** Where the per-answer slot sits in `identity` (the page holds PageCacheOptions.slot's marker). */
  slotAt?: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Answers by how they were made: from the cache, after a render, joined to a render under way, 304. */
  hits: number;
  renders: number;
  joined: number;
  notModified: number;
  /** Renders whose page showed fallbacks (kept only `degradedTtlMs`). */
  degraded: number;
  /** Renders under way; a running warm round counts one more until it ends. */
  pending: number;
}

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Finished page answers, rendered once per content version. Every public page is the same for every visitor
 * (nothing in it depends on the request: addresses come from configuration, the query string and the case of
 * the path do not reach the render), so one render serves everybody until the content moves; the one value
 * that must differ per answer, a form's render token, is put into its slot per answer (`slot`). Entries are kept least recently used first out within `maxBytes`; renders are single-flight per key.
 */
export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  private readonly renders = new Map<string, { version: string; promise: Promise<PageEntry> }>();
  private bytes = 0;
  private readonly counts = { hits: 0, renders: 0, joined: 0, notModified: 0, degraded: 0 };
  private warmKeys: readonly string[] = [];
  private warming = false;
  private warmAgain = false;
  private closed = false;

  constructor(private readonly options: PageCacheOptions) {}

  /**
   * Answers GET/HEAD of the page `key` from the cache, rendering it first when its version is not the
   * current one. `headers` (a flat list: name, value, …) go out with it (security headers, request id).
   * Resolves with the status sent; a failed render is a 500 answered here.
   */
  send(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    headers: readonly string[] = [],
  ): number | Promise<number> {
    const entry = this.fresh(key);
    if (entry) {
      this.counts.hits++;
      return entry.slotAt === undefined
        ? this.write(request, response, entry, headers)
        : this.writeFilled(request, response, entry, headers);
    }
    return this.entry(key).then(
      (rendered) =>
        rendered.slotAt === undefined
          ? this.write(request, response, rendered, headers)
          : this.writeFilled(request, response, rendered, headers),
      (error: unknown) => {
        this.options.onError?.(error, key);
        if (!response.headersSent)
          response.writeHead(500, [...headers, 'content-type', 'text/plain; charset=utf-8']).end('Interner Fehler');
        else response.destroy();
        return 500;
      },
    );
  }

  /** The current answer of `key`, rendered if needed (joined to a render of the same version under way). */
  async entry(key: string): Promise<PageEntry> {
    const entry = this.fresh(key);
    if (entry) return entry;
    const version = this.options.version();
    const running = this.renders.get(key);
    if (running && running.version === version) {
      this.counts.joined++;
      return running.promise;
    }
    const promise = this.render(key, version).finally(() => {
      if (this.renders.get(key)?.promise === promise) this.renders.delete(key);
    });
    this.renders.set(key, { version, promise });
    return promise;
  }

  /**
   * Renders `keys` one after the other in the background, each only if its entry is not current: after
   * start and after each content change, so the first visitor finds the page ready. One render at a time,
   * and the event loop is given back before each, so requests (tracking calls above all) go first. A call
   * while a round runs starts another round after it (the content moved again meanwhile).
   */
  warm(keys: readonly string[]): void {
    this.warmKeys = keys;
    if (this.warming) {
      this.warmAgain = true;
      return;
    }
    this.warming = true;
    void this.warmRounds().finally(() => (this.warming = false));
  }

  /** Stops background renders after the one under way (shutdown). */
  close(): void {
    this.closed = true;
  }

  stats(): PageCacheStats {
    const pending = this.renders.size + (this.warming ? 1 : 0);
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.options.maxBytes, ...this.counts, pending };
  }

  private fresh(key: string): PageEntry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.expiresAt <= Date.now()) return undefined;
    const now = this.options.version();
    if (entry.checked !== now) {
      if (entry.version !== this.options.version(entry.reads)) return undefined;
      entry.checked = now;
    }
    // Least recently used first out: a hit moves the entry to the end of the map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private async render(key: string, version: string): Promise<PageEntry> {
    this.counts.renders++;
    const started = performance.now();
    const page = await this.options.render(key);
    const identity = Buffer.from(page.html, 'utf8');
    const marker = this.options.slot?.marker;
    const slotAt = marker ? identity.indexOf(marker) : -1;
    // On the thread pool, both at once: the event loop stays free. Brotli at quality 5 takes ~2 ms for a
    // 150 KB page (quality 11: ~110 ms for 10 % fewer bytes), gzip 9 ~2 ms.
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, brotliFor(identity, 5)),
    ]);
    if (!page.complete) this.counts.degraded++;
    this.options.onRendered?.(key, (performance.now() - started) / 1000, page.complete);
    const entry: PageEntry = {
      key,
      version: page.reads ? this.options.version(page.reads) : version,
      reads: page.reads,
      checked: version,
      status: page.status,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      gzip: gzipped,
      br: brotli,
      bytes: identity.length + gzipped.length + brotli.length,
      expiresAt: page.complete ? Number.POSITIVE_INFINITY : Date.now() + (this.options.degradedTtlMs ?? 5_000),
      slotAt: slotAt === -1 ? undefined : slotAt,
    };
    // Kept only if no content moved during the render (the page may show some of it from before the change):
    // then the next request renders again; this answer still serves the requests that came before the change.
    if (this.options.version() === version) this.store(entry);
    return entry;
  }

  private store(entry: PageEntry): void {
    const previous = this.entries.get(entry.key);
    if (previous) {
      this.entries.delete(entry.key);
      this.bytes -= previous.bytes;
    }
    if (entry.bytes > this.options.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= oldest.bytes;
    }
  }

  private write(
    request: IncomingMessage,
    response: ServerResponse,
    entry: PageEntry,
    headers: readonly string[],
  ): number {
    const out = [
      ...headers,
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      'no-cache',
      'vary',
      'Accept-Encoding',
      'etag',
      entry.etag,
    ];
    // A validator answers only for a page (RFC 9110 §13.1.2: other statuses ignore If-None-Match).
    if (entry.status === 200 && matchesEtag(request.headers['if-none-match'], entry.etag)) {
      this.counts.notModified++;
      response.writeHead(304, out).end();
      return 304;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    return sendBody(request, response, entry.status, out, encoding, entry[encoding]);
  }

  /**
   * A page with a per-answer slot: the stored page with a fresh value in the marker's place, compressed for
   * this answer (gzip 6 or brotli 4: well under a millisecond for a page). Never kept by the browser or a
   * proxy, so no value is answered twice.
   */
  private async writeFilled(
    request: IncomingMessage,
    response: ServerResponse,
    entry: PageEntry,
    headers: readonly string[],
  ): Promise<number> {
    const slot = this.options.slot;
    const at = entry.slotAt ?? 0;
    const value = Buffer.from(slot ? await slot.fill() : '', 'utf8');
    const identity = Buffer.concat([
      entry.identity.subarray(0, at),
      value,
      entry.identity.subarray(at + (slot?.marker.length ?? 0)),
    ]);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body =
      encoding === 'br'
        ? await brotliAsync(identity, brotliFor(identity, 4))
        : encoding === 'gzip'
          ? await gzipAsync(identity, { level: 6 })
          : identity;
    const out = [
      ...headers,
      'content-type',
      'text/html; charset=utf-8',
      'cache-control',
      'no-store',
      'vary',
      'Accept-Encoding',
    ];
    return sendBody(request, response, entry.status, out, encoding, body);
  }

  private async warmRounds(): Promise<void> {
    do {
      this.warmAgain = false;
      for (const key of this.warmKeys) {
        if (this.closed) return;
        await new Promise((resolve) => setImmediate(resolve));
        await this.entry(key).catch((error: unknown) => this.options.onError?.(error, key));
      }
    } while (this.warmAgain && !this.closed);
  }
}

/** Answers `body` (compressed as `encoding`) with `headers` and its length; a HEAD answer has no body. */
function sendBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: string[],
  encoding: Encoding,
  body: Buffer,
): number {
  if (encoding !== 'identity') headers.push('content-encoding', encoding);
  headers.push('content-length', String(body.length));
  response.writeHead(status, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(body);
  return status;
}

// The last Accept-Encoding seen and its answer: clients send a handful of spellings, mostly the same one.
let lastAccepted: [string, Encoding] = ['', 'identity'];

/** br, else gzip, else identity, as the client accepts them (`q=0` refuses one; `*` accepts any). */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  if (lastAccepted[0] === header) return lastAccepted[1];
  const encoding = parseAcceptEncoding(header);
  lastAccepted = [header, encoding];
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  let br = false;
  let gzipped = false;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';');
    if (parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(parameter))) continue;
    const name = coding.trim().toLowerCase();
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzipped = true;
    else if (name === '*') br = gzipped = true;
  }
  return br ? 'br' : gzipped ? 'gzip' : 'identity';
}

/** If-None-Match against our ETag, compared weakly as RFC 9110 §13.1.2 asks. */
function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === opaque;
  });
}
