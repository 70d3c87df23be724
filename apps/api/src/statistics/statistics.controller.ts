import { Body, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { StatisticsQueries } from '@agency/analytics';
import {
  resetAnalyticsSchema,
  statisticsExportQuerySchema,
  statisticsLiveQuerySchema,
  statisticsQuerySchema,
  type ResetAnalyticsRequest,
  type StatisticsExportQuery,
  type StatisticsLive,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { exportFileName, statisticsCsv } from './statistics-csv';

@AdminController('statistics')
@RequirePermission('statistics')
export class StatisticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  /**
   * Without parameters the spec's response: the last 30 days, every field (docs/metrics.md). With `period`
   * (and `from`/`to` for a custom range), `compare=previous` or `filter` the same fields for that view, its
   * trend and the comparison (issue 18). Unknown, repeated or malformed parameters are a 400 naming each.
   */
  @Get()
  get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<StatisticsResponse> {
    return this.answer(query);
  }

  /** Visitors of the last minutes and the pages they are on (issue 18, docs/metrics.md 'Live'). */
  @Get('live')
  live(@Query(new ZodBodyPipe(statisticsLiveQuerySchema)) _query: object): Promise<StatisticsLive> {
    return this.queries.live(new Date());
  }

  /** One table of the view the other parameters name, as CSV for Excel in German (issue 18). */
  @Get('export')
  async export(
    @Query(new ZodBodyPipe(statisticsExportQuerySchema)) { table, view }: StatisticsExportQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const data = await this.answer(view);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(table, data)}"`);
    response.setHeader('Cache-Control', 'no-store');
    return statisticsCsv(table, data, view);
  }

  private async answer(query: StatisticsQuery): Promise<StatisticsResponse> {
    const now = new Date();
    const asked = Object.keys(query).length > 0;
    return {
      data_source: 'clickhouse',
      ...(asked ? await this.queries.view(now, query) : await this.queries.statistics(now)),
    };
  }
}

/** POST /api/admin/reset-analytics: deletes exactly what each chosen option names. */
@AdminController('reset-analytics')
@RequirePermission('statistics')
export class ResetAnalyticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  @Post()
  @HttpCode(200)
  async reset(
    @Body(new ZodBodyPipe(resetAnalyticsSchema)) options: ResetAnalyticsRequest,
  ): Promise<{ success: true; deleted: string[] }> {
    const { deleted } = await this.queries.reset(options);
    return { success: true, deleted };
  }
}
