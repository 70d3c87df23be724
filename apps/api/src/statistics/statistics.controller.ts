import { Body, Get, HttpCode, Post } from '@nestjs/common';
import { StatisticsQueries } from '@agency/analytics';
import { resetAnalyticsSchema, type ResetAnalyticsRequest, type StatisticsResponse } from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';

@AdminController('statistics')
@RequirePermission('statistics')
export class StatisticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  /** The last 30 days, every field of the spec's statistics response (docs/metrics.md). */
  @Get()
  async get(): Promise<StatisticsResponse> {
    return { data_source: 'clickhouse', ...(await this.queries.statistics(new Date())) };
  }
}

/** POST /api/admin/reset-analytics: deletes exactly what each chosen option names. */
@AdminController('reset-analytics')
@RequirePermission('statistics')
export class ResetAnalyticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  @Post()
  @HttpCode(200)
  async reset(@Body(new ZodBodyPipe(resetAnalyticsSchema)) options: ResetAnalyticsRequest): Promise<{ success: true; deleted: string[] }> {
    const { deleted } = await this.queries.reset(options);
    return { success: true, deleted };
  }
}
