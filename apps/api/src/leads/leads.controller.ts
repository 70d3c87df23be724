import { Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { periodRange } from '@agency/analytics';
import { type LeadSourcesResponse, statisticsQuerySchema, type StatisticsQuery } from '@agency/contracts';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { LeadsService } from './leads.service';
import { StatisticsApi } from '../statistics/statistics-api.decorator';

@StatisticsApi('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /**
   * 'Anfragen nach Quelle' and the offer funnel per source for the period of the statistics view (same
   * parameters as GET /api/admin/statistics; without any, the last 30 days). docs/metrics.md defines each figure.
   */
  @ApiOperation({
    summary: 'Anfragen nach Quelle und Angebots-Trichter je Quelle (Parameter wie GET /api/admin/statistics)',
  })
  @Get()
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<LeadSourcesResponse> {
    const now = new Date();
    return this.leads.view(now, periodRange(query, now));
  }
}
