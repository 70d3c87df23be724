import { Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  NOT_FOUND_LIMITS,
  NOT_FOUND_PERIODS,
  type NotFoundPage,
  type NotFoundPages,
  type NotFoundPagesQuery,
  notFoundPagesQuerySchema,
} from '@agency/contracts';
import { AdminController, RequirePermission, TakesApiKeys } from '../auth/staff.decorators';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { PublishedRedirects } from './published-redirects';

interface Row {
  path: string;
  hits: number;
  last_day: string;
  referrers: { referrer: string; hits: number }[];
}

/** 'Nicht gefundene Seiten': the paths that answered the 404 page (NotFoundRecorder), most hits first. */
@ApiTags('Statistik')
@ApiBearerAuth()
@ApiBearerAuth('api-key')
@AdminController('statistics/not-found')
@RequirePermission('statistics')
@TakesApiKeys()
export class NotFoundPagesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redirects: PublishedRedirects,
  ) {}

  @ApiOperation({
    summary: 'Nicht gefundene Seiten der letzten Tage mit Aufrufen und Verweisquellen; ob eine Weiterleitung sie nimmt',
  })
  @ApiQuery({ name: 'days', required: false, enum: NOT_FOUND_PERIODS })
  @Get()
  async list(@Query(new ZodBodyPipe(notFoundPagesQuerySchema)) query: NotFoundPagesQuery): Promise<NotFoundPages> {
    const days = Number(query.days);
    const [rows, table] = await Promise.all([
      this.dataSource.query<Row[]>(
        `WITH recent AS (
           SELECT path, referrer, hits, day FROM not_found_pages WHERE day > current_date - $1::int
         ), per_path AS (
           SELECT path, sum(hits)::int AS hits, max(day)::text AS last_day FROM recent
           GROUP BY path ORDER BY 2 DESC, path LIMIT $2
         )
         SELECT p.path, p.hits, p.last_day, coalesce((
           SELECT json_agg(json_build_object('referrer', r.referrer, 'hits', r.hits) ORDER BY r.hits DESC, r.referrer)
           FROM (SELECT referrer, sum(hits)::int AS hits FROM recent WHERE recent.path = p.path
                 GROUP BY referrer ORDER BY 2 DESC, referrer LIMIT $3) r
         ), '[]'::json) AS referrers
         FROM per_path p ORDER BY p.hits DESC, p.path`,
        [days, NOT_FOUND_LIMITS.listRows, NOT_FOUND_LIMITS.listReferrers],
      ),
      this.redirects.table(),
    ]);
    const pages: NotFoundPage[] = rows.map((row) => ({ ...row, redirected: table.find(row.path) !== undefined }));
    return { days, pages };
  }
}
