import { z } from 'zod';
import { REDIRECT_MATCHES } from './redirects';

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
