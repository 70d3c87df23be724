import { Get } from '@nestjs/common';
import { StatisticsQueries, statisticsPeriod } from '@agency/analytics';
import type { StatisticsResponse } from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';

@AdminController('statistics')
@RequirePermission('statistics')
export class StatisticsController {
  constructor(private readonly queries: StatisticsQueries) {}

  @Get()
  async get(): Promise<StatisticsResponse> {
    const now = new Date();
    const summary = await this.queries.summary(now);
    return { data_source: 'clickhouse', period: statisticsPeriod(now), ...summary };
  }
}
