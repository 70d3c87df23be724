import { Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { periodRange } from '@agency/analytics';
import {
  leadSourcesResponseSchema,
  type LeadSourcesResponse,
  statisticsQuerySchema,
  type StatisticsQuery,
} from '@agency/contracts';
import { openApiSchema } from '../infrastructure/http/openapi';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { LeadsService } from './leads.service';
import { StatisticsApi } from '../statistics/statistics-api.decorator';

@StatisticsApi('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /**
   * 'Anfragen nach Quelle' for the period of the statistics view (same parameters as GET /api/admin/statistics;
   * without any, the last 30 days). The offer funnel is a built-in funnel of GET /api/admin/statistics/funnels.
   * docs/metrics.md defines each figure.
   */
  @ApiOperation({
    summary: 'Anfragen nach Quelle und Einstiegsseite (Parameter wie GET /api/admin/statistics)',
  })
  @ApiOkResponse({ schema: openApiSchema(leadSourcesResponseSchema, 'output') })
  @Get()
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<LeadSourcesResponse> {
    const now = new Date();
    return this.leads.view(now, periodRange(query, now));
  }
}
