import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import {
  NOT_FOUND_LIMITS,
  notFoundPath,
  type RedirectFields,
  redirectKey,
  referrerOf,
  SITE_HEALTH_BATCH_LIMITS,
  type SiteHealthBatch,
} from '@agency/contracts';

/** How often the counts are sent (and once more when the server stops), as the api writes its own. */
export const SITE_HEALTH_SEND_MS = 2_000;

export interface SiteHealthCountsOptions {
  /** The api's internal listener (API_INTERNAL_URL), which adds the counts to the shared store. */
  url: string;
  /** Told once per failing stretch, and once when sending works again. */
  log: (line: string) => void;
}

/**
 * What the standalone web server counts of the site's health, as the api counts its own answers: the requests
 * answered with the 404 page (bots, requests without a user agent and probes for other software left out; a
 * path and referrer kept as the 404 list keeps them) and each redirect's answers. Kept in memory, bounded as
 * the api's counts (a batch holds at most `pathsPerDay` paths, `referrersPerPath` referrers a path, the
 * redirects of the table), and sent every SITE_HEALTH_SEND_MS to the api's internal listener, which writes them
 * to PostgreSQL with its own. A batch the api does not take is lost (never counted twice), as a failed write is.
 */
export class SiteHealthCounts {
  /** path → referrer → hits, since the last batch. */
  private notFound = new Map<string, Map<string, number>>();
  /** redirect key → match, from, hits, since the last batch. */
  private redirects = new Map<string, { match: RedirectFields['match']; from: string; hits: number }>();
  private readonly timer: NodeJS.Timeout;
  private sending = Promise.resolve();
  private failing = false;

  constructor(private readonly options: SiteHealthCountsOptions) {
    this.timer = setInterval(() => void this.send(), SITE_HEALTH_SEND_MS);
    this.timer.unref();
  }

  /** Counts a request answered with the 404 page (see the class comment for what is left out). */
  notFoundPage(request: IncomingMessage): void {
    const userAgent = request.headers['user-agent'];
    if (!userAgent || isbot(userAgent)) return;
    const path = notFoundPath(request.url ?? '');
    if (path === undefined) return;
    let referrers = this.notFound.get(path);
    if (!referrers) {
      if (this.notFound.size >= NOT_FOUND_LIMITS.pathsPerDay) return;
      this.notFound.set(path, (referrers = new Map()));
    }
    let referrer = referrerOf(request.headers.referer, request.headers.host);
    if (!referrers.has(referrer) && referrers.size >= NOT_FOUND_LIMITS.referrersPerPath) referrer = '';
    referrers.set(referrer, (referrers.get(referrer) ?? 0) + 1);
  }

  /** Counts one answer of `redirect` (bounded: the table holds at most MAX_REDIRECTS). */
  redirect(redirect: RedirectFields): void {
    const key = redirectKey(redirect);
    const known = this.redirects.get(key);
    if (known) known.hits++;
    else this.redirects.set(key, { match: redirect.match, from: redirect.from, hits: 1 });
  }

  /** Sends what is counted so far, after any batch under way. */
  send(): Promise<void> {
    this.sending = this.sending.then(() => this.sendBatches());
    return this.sending;
  }

  /** Stops the timer and sends the last counts. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.send();
  }

  private async sendBatches(): Promise<void> {
    if (this.notFound.size === 0 && this.redirects.size === 0) return;
    const notFound = [...this.notFound].flatMap(([path, referrers]) =>
      [...referrers].map(([referrer, hits]) => ({ path, referrer, hits })),
    );
    const redirects = [...this.redirects.values()];
    this.notFound = new Map();
    this.redirects = new Map();
    const { notFoundRows, redirectRows, hits } = SITE_HEALTH_BATCH_LIMITS;
    const capped = <T extends { hits: number }>(rows: T[]) =>
      rows.map((row) => ({ ...row, hits: Math.min(row.hits, hits) }));
    for (let i = 0; i < Math.max(notFound.length, redirects.length); i += Math.min(notFoundRows, redirectRows)) {
      const batch: SiteHealthBatch = {
        not_found: capped(notFound.slice(i, i + notFoundRows)),
        redirects: capped(redirects.slice(i, i + redirectRows)),
      };
      await this.post(batch);
    }
  }

  private async post(batch: SiteHealthBatch): Promise<void> {
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      if (this.failing) this.options.log('404 counts and redirect hits are taken by the api again');
      this.failing = false;
    } catch (error) {
      if (!this.failing)
        this.options.log(
          `404 counts and redirect hits not taken by ${this.options.url} (this batch is lost): ${error instanceof Error ? error.message : String(error)}`,
        );
      this.failing = true;
    }
  }
}
