import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normalizedRedirectPath, type RedirectFields, redirectKey } from '@agency/contracts';
import { BatchedCounts } from './batched-counts';

/**
 * How often each redirect answered ('Aufrufe' in 'Weiterleitungen'). A redirect is answered as fast as a
 * cached page, so a hit is one increment in a map keyed by the redirect object the table holds (no string,
 * no allocation); every few seconds the counts are added to `redirect_hits` in one statement, keyed by how
 * the redirects compare addresses (match and path), so an edit of a redirect's target keeps its count.
 */
@Injectable()
export class RedirectHitCounter extends BatchedCounts {
  private pending = new Map<RedirectFields, number>();

  constructor(private readonly dataSource: DataSource) {
    super('Redirect hits');
  }

  /** Counts `hits` answers (one unless told) of `redirect` (bounded: the table holds at most MAX_REDIRECTS). */
  count(redirect: RedirectFields, hits = 1): void {
    this.pending.set(redirect, (this.pending.get(redirect) ?? 0) + hits);
  }

  protected async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const pending = this.pending;
    this.pending = new Map();
    const byKey = new Map<string, { match: string; from: string; hits: number }>();
    for (const [redirect, hits] of pending) {
      const from = normalizedRedirectPath(redirect.from);
      const key = redirectKey(redirect);
      const known = byKey.get(key);
      if (known) known.hits += hits;
      else byKey.set(key, { match: redirect.match, from, hits });
    }
    const rows = [...byKey.values()];
    await this.dataSource.query(
      `INSERT INTO redirect_hits (match, from_path, hits, last_hit)
       SELECT match, from_path, hits, now() FROM unnest($1::text[], $2::text[], $3::bigint[]) AS t(match, from_path, hits)
       ON CONFLICT (match, from_path) DO UPDATE SET hits = redirect_hits.hits + excluded.hits, last_hit = excluded.last_hit`,
      [rows.map((row) => row.match), rows.map((row) => row.from), rows.map((row) => row.hits)],
    );
  }
}
