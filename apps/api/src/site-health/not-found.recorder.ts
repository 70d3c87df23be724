import type { IncomingMessage } from 'node:http';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NOT_FOUND_LIMITS, notFoundPath, referrerOf } from '@agency/contracts';
import { isBot } from '@agency/pipeline';
import { BatchedCounts } from './batched-counts';

/** yyyy-mm-dd of now in UTC. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Counts the requests the server answered with the 404 page, by day, path and referrer: in memory, written in
 * batches every few seconds, so a 404 costs no database write. Requests of bots (or without a user agent) and
 * probes for other software are not counted. Bounded: a path longer than a page's is dropped, a day keeps at
 * most `pathsPerDay` paths (the first ones this process met, and the first ones in the table), a path at most `referrersPerPath` referrers. The
 * retention run deletes the days older than the statistics' retention (RetentionService).
 */
@Injectable()
export class NotFoundRecorder extends BatchedCounts {
  /** day → path → referrer → hits, since the last write. */
  private pending = new Map<string, Map<string, Map<string, number>>>();
  /** The paths this process counted today: a day's first `pathsPerDay` paths, the only ones it counts that day. */
  private counted = { day: '', paths: new Set<string>() };

  constructor(private readonly dataSource: DataSource) {
    super('404 counts');
  }

  /** Counts a request answered with the 404 page (see the class comment for what is left out). */
  record(request: IncomingMessage): void {
    const userAgent = request.headers['user-agent'];
    if (!userAgent || isBot(userAgent)) return;
    const path = notFoundPath(request.url ?? '');
    if (path === undefined) return;
    this.add(path, referrerOf(request.headers.referer, request.headers.host), 1);
  }

  /**
   * Adds `hits` of a path as the 404 list keeps it (notFoundPath) with its referrer (referrerOf): a request
   * answered here, or counted by another process that answers pages (SiteHealthBatchController). The same
   * bounds hold: a path that is none is dropped, a day's paths and a path's referrers are capped.
   */
  add(path: string, referrer: string, hits: number): void {
    if (notFoundPath(path) !== path) return;
    const day = today();
    if (this.counted.day !== day) this.counted = { day, paths: new Set() };
    if (!this.counted.paths.has(path)) {
      if (this.counted.paths.size >= NOT_FOUND_LIMITS.pathsPerDay) return;
      this.counted.paths.add(path);
    }
    let paths = this.pending.get(day);
    if (!paths) this.pending.set(day, (paths = new Map()));
    let referrers = paths.get(path);
    if (!referrers) paths.set(path, (referrers = new Map()));
    referrer = referrer.slice(0, NOT_FOUND_LIMITS.referrerLength);
    if (!referrers.has(referrer) && referrers.size >= NOT_FOUND_LIMITS.referrersPerPath) referrer = '';
    referrers.set(referrer, (referrers.get(referrer) ?? 0) + hits);
  }

  /** One statement per day the counts hold. */
  protected async write(): Promise<void> {
    const pending = this.pending;
    this.pending = new Map();
    for (const [day, paths] of pending) await this.writeDay(day, paths);
  }

  /**
   * Adds a day's counts. New paths are taken only while the day has room (pathsPerDay); several replicas
   * writing at once may pass the bound by what each holds, never without limit.
   */
  private async writeDay(day: string, paths: Map<string, Map<string, number>>): Promise<void> {
    const rows: { path: string[]; referrer: string[]; hits: number[] } = { path: [], referrer: [], hits: [] };
    for (const [path, referrers] of paths)
      for (const [referrer, hits] of referrers) {
        rows.path.push(path);
        rows.referrer.push(referrer);
        rows.hits.push(hits);
      }
    await this.dataSource.query(
      `WITH incoming AS (
         SELECT * FROM unnest($2::text[], $3::text[], $4::int[]) AS t(path, referrer, hits)
       ), known AS (
         SELECT DISTINCT path FROM not_found_pages WHERE day = $1::date
       ), admitted AS (
         SELECT path FROM (SELECT DISTINCT path FROM incoming WHERE path NOT IN (SELECT path FROM known)) fresh
         ORDER BY path LIMIT greatest($5::int - (SELECT count(*) FROM known), 0)
       ), kept_referrers AS (
         SELECT path, count(*) AS n FROM not_found_pages WHERE day = $1::date GROUP BY path
       ), mapped AS (
         SELECT i.path,
                CASE WHEN coalesce(k.n, 0) < $6::int OR EXISTS (
                  SELECT 1 FROM not_found_pages p WHERE p.day = $1::date AND p.path = i.path AND p.referrer = i.referrer
                ) THEN i.referrer ELSE '' END AS referrer,
                i.hits
         FROM incoming i LEFT JOIN kept_referrers k ON k.path = i.path
         WHERE i.path IN (SELECT path FROM known) OR i.path IN (SELECT path FROM admitted)
       )
       INSERT INTO not_found_pages (day, path, referrer, hits)
       SELECT $1::date, path, referrer, sum(hits) FROM mapped GROUP BY path, referrer
       ON CONFLICT (day, path, referrer) DO UPDATE SET hits = not_found_pages.hits + excluded.hits`,
      [day, rows.path, rows.referrer, rows.hits, NOT_FOUND_LIMITS.pathsPerDay, NOT_FOUND_LIMITS.referrersPerPath],
    );
  }
}
