import { z } from 'zod';
import { normalizedRedirectPath, REDIRECT_MATCHES } from './redirects';

/*
 * Pages not found ('Nicht gefundene Seiten'): the paths of the site that answered the 404 page, counted by the
 * server per day with the pages that linked there, so staff can turn a dead link into a redirect. Every
 * request path is chosen by whoever sends it: what is kept is bounded, and bots and obvious probes for other
 * software are not kept at all.
 */

export const NOT_FOUND_LIMITS = {
  /** A longer path is not kept (no page of the site has one). */
  pathLength: 300,
  /** A referrer is kept cut to this length, without its query string. */
  referrerLength: 300,
  /** Distinct paths kept per day; once reached, only those already kept count further that day. */
  pathsPerDay: 500,
  /** Distinct referrers kept per path and day; more count as 'unknown' (''). */
  referrersPerPath: 10,
  /** Rows the list answers, most hits first. */
  listRows: 100,
  /** Referrers the list shows per path. */
  listReferrers: 5,
} as const;

/**
 * Requests for software the site does not run, sent by scanners: WordPress, PHP files, configuration and
 * repository files, server admin tools. They are no dead links of the site and would flood the list.
 */
const PROBE =
  /(^|\/)(wp-[\w-]*|wordpress|xmlrpc|phpmyadmin|pma|cgi-bin|vendor|\.well-known\/security\.txt\.bak)(\/|$)|\.(php\d?|asp|aspx|jsp|cgi|env|ini|sql|bak|old|orig|swp|log|yml|yaml|toml|sh|py|rb|git)(\/|$|\.)|(^|\/)\.(env|git|svn|hg|aws|ssh|docker|htaccess|htpasswd|ds_store|vscode|idea)/i;

/** Whether a request path is a scanner's probe for other software rather than a dead link of the site. */
export const isProbePath = (path: string): boolean => PROBE.test(path);

/** The path of a request as the 404 list keeps it: decoded, without query and trailing slash; undefined when not kept. */
export function notFoundPath(url: string): string | undefined {
  const raw = url.split(/[?#]/, 1)[0];
  if (!raw.startsWith('/') || raw.length > NOT_FOUND_LIMITS.pathLength * 3) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (path.length > NOT_FOUND_LIMITS.pathLength || /[\u0000-\u001f\u007f\s\\]/.test(path)) return undefined;
  return isProbePath(path) ? undefined : normalizedRedirectPath(path);
}

/**
 * The page that linked to a path: only its path for a page of this site, host and path for another site;
 * never the query string (it may carry personal data). '' when none was sent or it is no web address.
 */
export function referrerOf(referer: string | undefined, host: string | undefined): string {
  if (!referer) return '';
  try {
    const url = new URL(referer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const where = url.host === host ? url.pathname : `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
    return where.slice(0, NOT_FOUND_LIMITS.referrerLength);
  } catch {
    return '';
  }
}

/**
 * What a process that answers public pages apart from the api (the web deployable) counted since its last
 * batch, sent to the api's internal listener every few seconds: 404s by path and referrer (bots and probes
 * already left out), redirect answers by how the redirects compare addresses. Bounded per batch.
 */
export const SITE_HEALTH_BATCH_LIMITS = { notFoundRows: 1000, redirectRows: 1000, hits: 1_000_000 } as const;
const batchHits = z.number().int().min(1).max(SITE_HEALTH_BATCH_LIMITS.hits);
export const siteHealthBatchSchema = z.strictObject({
  not_found: z
    .array(
      z.strictObject({
        path: z.string().min(1).max(NOT_FOUND_LIMITS.pathLength),
        referrer: z.string().max(NOT_FOUND_LIMITS.referrerLength),
        hits: batchHits,
      }),
    )
    .max(SITE_HEALTH_BATCH_LIMITS.notFoundRows),
  redirects: z
    .array(z.strictObject({ match: z.enum(REDIRECT_MATCHES), from: z.string().min(1).max(300), hits: batchHits }))
    .max(SITE_HEALTH_BATCH_LIMITS.redirectRows),
});
export type SiteHealthBatch = z.infer<typeof siteHealthBatchSchema>;

export const NOT_FOUND_PERIODS = ['7', '30', '90'] as const;

export const notFoundPagesQuerySchema = z.strictObject(
  {
    days: z.enum(NOT_FOUND_PERIODS, { error: 'Zeitraum: 7, 30 oder 90 Tage' }).default('30'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unbekannter Parameter: ${issue.keys.join(', ').slice(0, 200)}` : undefined,
  },
);
export type NotFoundPagesQuery = z.output<typeof notFoundPagesQuerySchema>;

export const notFoundPageSchema = z.object({
  path: z.string(),
  hits: z.number().int(),
  last_day: z.string(),
  /** The pages that linked here, most first ('' = none sent). */
  referrers: z.array(z.object({ referrer: z.string(), hits: z.number().int() })),
  /** A published redirect takes this path now. */
  redirected: z.boolean(),
});
export type NotFoundPage = z.infer<typeof notFoundPageSchema>;

export const notFoundPagesSchema = z.object({
  days: z.number().int(),
  /** The first day the list covers (yyyy-mm-dd): `days` back, but no further than the retention keeps. */
  since: z.string(),
  /** The statistics' retention in months ('Aufbewahrung'), which removes older days. */
  kept_months: z.number().int(),
  pages: z.array(notFoundPageSchema),
});
export type NotFoundPages = z.infer<typeof notFoundPagesSchema>;

/** How often each redirect answered ('Aufrufe'), keyed like the redirects compare addresses. */
export const redirectHitsSchema = z.object({
  hits: z.array(
    z.object({
      match: z.enum(REDIRECT_MATCHES),
      from: z.string(),
      hits: z.number().int(),
      last_hit: z.string(),
    }),
  ),
});
export type RedirectHits = z.infer<typeof redirectHitsSchema>;
