import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { StatisticsQueries } from '@agency/analytics';
import {
  resetAnalyticsSchema,
  statisticsQuerySchema,
  type ResetAnalyticsRequest,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';

@AdminController('statistics')
@RequirePermission('statistics')
export class StatisticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  /**
   * Without parameters the spec's response: the last 30 days, every field (docs/metrics.md). With `period`
   * (and `from`/`to` for a custom range) or `compare=previous` the same fields for that period, its trend and
   * the comparison (issue 18). Unknown, repeated or malformed parameters are a 400 naming each.
   */
  @Get()
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<StatisticsResponse> {
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
