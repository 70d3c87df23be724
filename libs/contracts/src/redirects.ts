import { z } from 'zod';

/*
 * Redirects ('Weiterleitungen'): an old address of the site answers 301 or 302 with a new one, or 410 when
 * the page is gone for good. `exact` takes the path alone, `prefix` the path and everything below it
 * (/blog → /news takes /blog/a to /news/a). The api answers them before the page cache; staff edit them
 * like other content (drafts, history, trash), and a save that would send visitors in a circle or through
 * a chain of redirects is refused.
 */

export const REDIRECT_STATUSES = ['301', '302', '410'] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
export const REDIRECT_MATCHES = ['exact', 'prefix'] as const;

/** How many redirects the site keeps at most (each request looks them up). */
export const MAX_REDIRECTS = 1000;

/** First path segments that belong to the api and the back-office, never to a redirect. */
const RESERVED_SEGMENTS = new Set(['api', 'admin', 'assets', 'health', 'metrics']);

const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;
const isSitePath = (value: string) =>
  SITE_PATH.test(value) && !RESERVED_SEGMENTS.has(value.split('/')[1]?.toLowerCase() ?? '');
const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

export const redirectSchema = z
  .object({
    from: z
      .string({ error: 'Bitte die alte Adresse angeben' })
      .trim()
      .max(300, 'Die alte Adresse ist zu lang (höchstens 300 Zeichen)')
      .refine(
        isSitePath,
        'Die alte Adresse ist ein Pfad der Website, z. B. /alte-seite (nicht unter /api oder /admin)',
      ),
    to: z
      .string()
      .trim()
      .max(500, 'Das Ziel ist zu lang (höchstens 500 Zeichen)')
      .refine(
        (value) => value === '' || isSitePath(value) || isWebAddress(value),
        'Das Ziel ist ein Pfad der Website (/neue-seite) oder eine Adresse mit https://',
      )
      .default(''),
    status: z.enum(REDIRECT_STATUSES, { error: 'Art: 301, 302 oder 410' }).default('301'),
    match: z.enum(REDIRECT_MATCHES, { error: 'Gilt für: genau diese Adresse oder alles darunter' }).default('exact'),
    note: z.string().trim().max(500, 'Die Notiz ist zu lang (höchstens 500 Zeichen)').default(''),
    enabled: z.boolean().default(true),
  })
  .superRefine((redirect, context) => {
    if (redirect.status !== '410' && redirect.to === '')
      context.addIssue({ code: 'custom', path: ['to'], message: 'Bitte das Ziel angeben (nur 410 braucht keines)' });
  });
export type RedirectFields = z.output<typeof redirectSchema>;

/** What a request answers instead of its page: the status and, but for 410, where to. */
export interface RedirectAnswer {
  status: RedirectStatus;
  location: string;
  /** The redirect that answers (its hits are counted by it). */
  redirect?: RedirectFields;
}

/** The page a 410 answers with: the address is gone for good. */
export const GONE_PAGE =
  '<!doctype html><html lang="de"><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<title>Nicht mehr verfügbar</title><p>Diese Seite gibt es nicht mehr. <a href="/">Zur Startseite</a></p></html>';

const GONE_HEADERS = [
  'content-type',
  'text/html; charset=utf-8',
  'content-length',
  String(new TextEncoder().encode(GONE_PAGE).length),
  'cache-control',
  'no-cache',
];

/**
 * The HTTP answer of a redirect, as header name/value pairs: 301 (browsers keep it an hour) or 302 with the
 * new address and no body, or 410 with a short page.
 */
export function redirectResponse(answer: RedirectAnswer): { status: number; headers: string[]; body: string } {
  const status = Number(answer.status);
  if (status === 410) return { status, headers: GONE_HEADERS, body: GONE_PAGE };
  const caching = status === 301 ? 'public, max-age=3600' : 'no-store';
  return { status, headers: ['location', answer.location, 'cache-control', caching, 'content-length', '0'], body: '' };
}

/** A path as redirects compare it: without a trailing slash (but the home page's). */
export const normalizedRedirectPath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
const normalized = normalizedRedirectPath;

/** What tells redirects apart: how they match and the address they take, as the table compares it. */
export const redirectKey = (redirect: Pick<RedirectFields, 'match' | 'from'>): string =>
  `${redirect.match} ${normalized(redirect.from)}`;

/** The redirects that answer, looked up by path: exact ones first, then the longest prefix. */
export class RedirectTable {
  private readonly exact = new Map<string, RedirectFields>();
  /** The prefix redirects with their normalised address, longest first. */
  private readonly prefixes: { from: string; redirect: RedirectFields }[];

  constructor(redirects: readonly RedirectFields[]) {
    const enabled = redirects.filter((redirect) => redirect.enabled);
    for (const redirect of enabled.filter((r) => r.match === 'exact')) {
      const from = normalized(redirect.from);
      if (!this.exact.has(from)) this.exact.set(from, redirect);
    }
    this.prefixes = enabled
      .filter((redirect) => redirect.match === 'prefix')
      .map((redirect) => ({ from: normalized(redirect.from), redirect }))
      .sort((a, b) => b.from.length - a.from.length);
  }

  get size(): number {
    return this.exact.size + this.prefixes.length;
  }

  /** The active redirect that compares addresses as `match` and `from` do (redirectKey), if the table holds one. */
  byKey(match: RedirectFields['match'], from: string): RedirectFields | undefined {
    const wanted = normalized(from);
    if (match === 'exact') return this.exact.get(wanted);
    return this.prefixes.find((prefix) => prefix.from === wanted)?.redirect;
  }

  /** What `path` answers: the status and, but for 410, where to; undefined when no redirect takes it. */
  find(path: string): { status: RedirectStatus; location: string; redirect: RedirectFields } | undefined {
    const wanted = normalized(path);
    const exact = this.exact.get(wanted);
    if (exact) return { status: exact.status, location: exact.to, redirect: exact };
    for (const { from, redirect } of this.prefixes) {
      const rest = from === '/' ? wanted : wanted.slice(from.length);
      if (wanted !== from && !(wanted.startsWith(from) && rest.startsWith('/'))) continue;
      const location = redirect.to === '' || wanted === from ? redirect.to : `${normalized(redirect.to)}${rest}`;
      return { status: redirect.status, location, redirect };
    }
    return undefined;
  }

  /**
   * What a request's URL answers, or undefined. The path is compared decoded (browsers encode 'ü'); the query
   * string travels along to a target without one. A redirect whose target would send the visitor straight
   * back (a circle a planned publish could make) answers nothing: the page, or the 404 page, answers instead.
   */
  answer(url: string): RedirectAnswer | undefined {
    if (this.size === 0) return undefined;
    const end = url.search(/[?#]/);
    let path: string;
    try {
      path = decodeURIComponent(end === -1 ? url : url.slice(0, end));
    } catch {
      return undefined;
    }
    const found = this.find(path);
    if (!found) return undefined;
    if (found.status === '410') return { status: found.status, location: '', redirect: found.redirect };
    if (found.location.startsWith('/') && this.find(found.location)?.location === path) return undefined;
    const query = end !== -1 && url[end] === '?' ? url.slice(end).split('#')[0] : '';
    const location = query && !found.location.includes('?') ? `${found.location}${query}` : found.location;
    return { status: found.status, location, redirect: found.redirect };
  }
}

/**
 * Why these redirects cannot all answer together, in German, or undefined: two for one address, a circle
 * (/a → /b → /a) or a chain (/a → /b → /c, which costs visitors a second round trip), too many.
 */
export function redirectProblem(redirects: readonly RedirectFields[]): string | undefined {
  const enabled = redirects.filter((redirect) => redirect.enabled);
  if (enabled.length > MAX_REDIRECTS) return `Höchstens ${MAX_REDIRECTS} Weiterleitungen sind möglich`;
  const seen = new Set<string>();
  for (const redirect of enabled) {
    const key = redirectKey(redirect);
    if (seen.has(key)) return `Für ${redirect.from} gibt es schon eine Weiterleitung`;
    seen.add(key);
  }
  const table = new RedirectTable(enabled);
  for (const redirect of enabled) {
    if (redirect.status === '410' || !redirect.to.startsWith('/')) continue;
    const next = table.find(redirect.to);
    if (!next) continue;
    const path = [redirect.from, redirect.to];
    if (normalized(redirect.to) === normalized(redirect.from) || next.redirect === redirect)
      return `Weiterleitung im Kreis: ${path.join(' → ')}`;
    if (next.status !== '410' && next.location.startsWith('/') && table.find(next.location)?.redirect === redirect)
      return `Weiterleitung im Kreis: ${[...path, next.location].join(' → ')}`;
    const end = next.status === '410' ? `${redirect.to} (410)` : next.location;
    return `Weiterleitungskette: ${[...path, end].join(' → ')}. Bitte ${redirect.from} direkt auf das Ziel weiterleiten.`;
  }
  return undefined;
}
