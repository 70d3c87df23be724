import { type QueryClient, queryOptions } from '@tanstack/react-query';

/**
 * Public (unauthenticated) calls (docs/product/public-pages.md 'Data and fallbacks'). In the browser they go
 * to the page's own host; the server render calls the api over HTTP at the address the renderer was given, bounded in time
 * so a slow api cannot hold the page (the features then fall back to their built-in content), or, in the
 * one-machine api, reads the same answers in-process from the content source it was given. The features
 * read each answer with its schema from libs/contracts (public-content.ts, zod/mini).
 */
const apiBases = new WeakMap<QueryClient, string>();

/** The answer of a public GET (path with query) read without HTTP; throws where the endpoint would fail. */
export type ContentSource = (path: string) => Promise<unknown>;
const contentSources = new WeakMap<QueryClient, ContentSource>();
/** Query clients of which a content call failed: their render shows fallbacks. */
const failedReads = new WeakSet<QueryClient>();

/** How long the server render waits for one content call before it uses the fallback. */
export const SSR_FETCH_TIMEOUT_MS = 2500;
const BROWSER_FETCH_TIMEOUT_MS = 15_000;

export function setApiBase(client: QueryClient, base: string): void {
  apiBases.set(client, base.replace(/\/$/, ''));
}

export function isServer(): boolean {
  return typeof window === 'undefined';
}

export function setContentSource(client: QueryClient, source: ContentSource): void {
  contentSources.set(client, source);
}

/** Whether a content call of this client failed (the server render then holds fallbacks). */
export function contentReadFailed(client: QueryClient): boolean {
  return failedReads.has(client);
}

/** GET a JSON document; a non-OK status or a network failure throws. */
export async function getJson(client: QueryClient, path: string): Promise<unknown> {
  try {
    const source = contentSources.get(client);
    if (source) return await source(path);
    const base = apiBases.get(client) ?? '';
    const response = await fetch(`${base}${path}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(isServer() ? SSR_FETCH_TIMEOUT_MS : BROWSER_FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} für ${path}`);
    return await response.json();
  } catch (error) {
    failedReads.add(client);
    throw error;
  }
}

/**
 * A POST the server refused: its status, the message of its error answer (the api's JSON error shape) and,
 * for a 429, the seconds its Retry-After names. A network failure is a plain Error.
 */
export class SendRefused extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(`HTTP ${status}${serverMessage ? `: ${serverMessage}` : ''}`);
  }
}

/** POST a JSON body; a non-OK status throws SendRefused (the answer is read as JSON). */
export async function postJson(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (answer as { message?: unknown } | null)?.message;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new SendRefused(
      response.status,
      typeof message === 'string' ? message : undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  return answer;
}

type Readers = typeof import('./public-readers');
/** A public answer read with its contract schema (public-readers.ts, a chunk of its own, loaded once). */
export async function readPublic<K extends keyof Readers>(
  reader: K,
  answer: unknown,
): Promise<ReturnType<Readers[K]['parse']>> {
  const readers = await import('./public-readers');
  return readers[reader].parse(answer) as ReturnType<Readers[K]['parse']>;
}

/** Logs a failed public call; the page goes on with its fallback. */
export function logLoadError(what: string, error: unknown): void {
  console.error(`[${what}]`, error instanceof Error ? error.message : error);
}

/** The readers whose answer is a list. */
type ListReader = {
  [K in keyof Readers]: ReturnType<Readers[K]['parse']> extends unknown[] ? K : never;
}[keyof Readers];

/**
 * The query of the public list GET /api/public/`name`, read with `reader`; a failed call or an answer that is no
 * such list is logged and read as an empty list.
 */
export function publicListQuery<K extends ListReader>(name: string, reader: K) {
  return queryOptions({
    queryKey: ['public', name],
    queryFn: async ({ client }): Promise<ReturnType<Readers[K]['parse']>> => {
      try {
        return await readPublic(reader, await getJson(client, `/api/public/${name}`));
      } catch (error) {
        logLoadError(name, error);
        return [] as ReturnType<Readers[K]['parse']>;
      }
    },
  });
}
