import { Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  NOT_FOUND_LIMITS,
  NOT_FOUND_PERIODS,
  type NotFoundPage,
  type NotFoundPages,
  type NotFoundPagesQuery,
  notFoundPagesQuerySchema,
} from '@agency/contracts';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { notFoundKeptSince, RetentionService } from '../retention/retention.service';
import { SiteRedirects } from '../web/site-redirects';
import { StatisticsApi } from '../statistics/statistics-api.decorator';

interface Row {
  path: string;
  hits: number;
  last_day: string;
  referrers: { referrer: string; hits: number }[];
}

/** 'Nicht gefundene Seiten': the paths that answered the 404 page (NotFoundRecorder), most hits first. */
@StatisticsApi('not-found')
export class NotFoundPagesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redirects: SiteRedirects,
    private readonly retention: RetentionService,
  ) {}

  @ApiOperation({
    summary:
      'Nicht gefundene Seiten der letzten Tage (höchstens so weit zurück, wie die Aufbewahrung der Statistik reicht) mit Aufrufen und Verweisquellen; ob eine Weiterleitung sie nimmt',
  })
  @ApiQuery({ name: 'days', required: false, enum: NOT_FOUND_PERIODS })
  @Get()
  async list(@Query(new ZodBodyPipe(notFoundPagesQuerySchema)) query: NotFoundPagesQuery): Promise<NotFoundPages> {
    const days = Number(query.days);
    const { analytics_months } = await this.retention.settings();
    const keptSince = notFoundKeptSince(analytics_months);
    const rows = await this.dataSource.query<(Row & { since: string })[]>(
      `WITH bounds AS (
         SELECT greatest(current_date - $1::int + 1, $4::date)::text AS since
       ), recent AS (
         SELECT path, referrer, hits, day FROM not_found_pages WHERE day >= (SELECT since FROM bounds)::date
       ), per_path AS (
         SELECT path, sum(hits)::int AS hits, max(day)::text AS last_day FROM recent
         GROUP BY path ORDER BY 2 DESC, path LIMIT $2
       )
       SELECT b.since, p.path, p.hits, p.last_day, coalesce((
         SELECT json_agg(json_build_object('referrer', r.referrer, 'hits', r.hits) ORDER BY r.hits DESC, r.referrer)
         FROM (SELECT referrer, sum(hits)::int AS hits FROM recent WHERE recent.path = p.path
               GROUP BY referrer ORDER BY 2 DESC, referrer LIMIT $3) r
       ), '[]'::json) AS referrers
       FROM bounds b LEFT JOIN per_path p ON true ORDER BY p.hits DESC, p.path`,
      [days, NOT_FOUND_LIMITS.listRows, NOT_FOUND_LIMITS.listReferrers, keptSince],
    );
    // The redirects answering the pages now, as the page requests see them (SiteRedirects' table in memory).
    const pages: NotFoundPage[] = rows
      .filter((row) => row.path !== null)
      .map(({ since: _since, ...row }) => ({ ...row, redirected: this.redirects.covers(row.path) }));
    return { days, since: rows[0].since, kept_months: analytics_months, pages };
  }
}
