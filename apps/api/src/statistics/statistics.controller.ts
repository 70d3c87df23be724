import { Body, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { StatisticsQueries } from '@agency/analytics';
import {
  goalsKind,
  resetAnalyticsSchema,
  statisticsExportQuerySchema,
  statisticsLiveQuerySchema,
  statisticsQuerySchema,
  webVitalsQuerySchema,
  type ResetAnalyticsRequest,
  type StatisticsExportQuery,
  type StatisticsLive,
  type StatisticsQuery,
  type StatisticsResponse,
  type WebVitalsQuery,
  type WebVitalsResponse,
} from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { AdminController, CurrentStaff, RequirePermission } from '../auth/staff.decorators';
import type { ContentCollection } from '../content/engine/content-collection';
import { contentToken } from '../content/engine/content-providers';
import { actorMetadata, type StaffPrincipal } from '../auth/staff-principal';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { AnnotationsService, trendRange } from './annotations/annotations.service';
import { resolveGoalFilter } from './goal-filter';
import { exportFileName, statisticsCsv } from './statistics-csv';
import { STATISTICS_RESET_STREAM, type StatisticsDataReset } from './statistics-reset.events';
import { StatisticsApi } from './statistics-api.decorator';

@StatisticsApi()
export class StatisticsController {
  constructor(
    private readonly queries: StatisticsQueries,
    private readonly annotations: AnnotationsService,
    @Inject(contentToken(goalsKind.name)) private readonly goals: ContentCollection,
  ) {}

  /**
   * Without parameters the spec's response: the last 30 days, every field (docs/metrics.md). With `period`
   * (and `from`/`to` for a custom range), `compare=previous` or `filter` the same fields for that view, its
   * trend and the comparison. Unknown, repeated or malformed parameters are a 400 naming each, and so is a goal
   * filter naming no active goal.
   */
  @ApiOperation({ summary: 'Statistik eines Zeitraums, mit Vergleich und Filtern (ohne Parameter: 30 Tage)' })
  @ApiQuery({ name: 'period', required: false, enum: ['today', '7d', '30d', '6m', '12m', 'custom'] })
  @ApiQuery({ name: 'from', required: false, description: 'yyyy-mm-dd, nur mit period=custom' })
  @ApiQuery({ name: 'to', required: false, description: 'yyyy-mm-dd, nur mit period=custom' })
  @ApiQuery({ name: 'compare', required: false, enum: ['previous'] })
  @ApiQuery({
    name: 'filter',
    required: false,
    isArray: true,
    description: 'z. B. page:/leistungen, source:search, goal:Kontakt (der Name eines aktiven Ziels)',
  })
  @Get()
  get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<StatisticsResponse> {
    return this.answer(query);
  }

  /** Visitors of the last minutes and the pages they are on (docs/metrics.md 'Live'). */
  @ApiOperation({ summary: 'Besucher der letzten Minuten und ihre Seiten' })
  @Get('live')
  live(@Query(new ZodBodyPipe(statisticsLiveQuerySchema)) _query: object): Promise<StatisticsLive> {
    return this.queries.live(new Date());
  }

  /**
   * 'Ladezeiten echter Besucher': the Core Web Vitals of real visitors, per metric the p75 and the shares by
   * Google's thresholds, per device class, per day and the pages to fix first (docs/metrics.md).
   */
  @ApiOperation({ summary: 'Ladezeiten echter Besucher (Core Web Vitals): p75, Anteile, Verlauf, Seiten' })
  @ApiQuery({ name: 'period', required: false, enum: ['today', '7d', '30d', '6m', '12m', 'custom'] })
  @ApiQuery({ name: 'from', required: false, description: 'yyyy-mm-dd, nur mit period=custom' })
  @ApiQuery({ name: 'to', required: false, description: 'yyyy-mm-dd, nur mit period=custom' })
  @ApiQuery({ name: 'device', required: false, enum: ['mobile', 'tablet', 'desktop'] })
  @ApiQuery({ name: 'page', required: false, description: 'ein Pfad, z. B. /leistungen' })
  @Get('web-vitals')
  webVitals(@Query(new ZodBodyPipe(webVitalsQuerySchema)) query: WebVitalsQuery): Promise<WebVitalsResponse> {
    return this.queries.webVitals(new Date(), query);
  }

  /** One table of the view the other parameters name, as CSV for Excel in German. */
  @ApiOperation({ summary: 'Eine Tabelle der Ansicht als CSV (Excel, deutsch)' })
  @Get('export')
  async export(
    @Query(new ZodBodyPipe(statisticsExportQuerySchema)) { table, view }: StatisticsExportQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const data = await this.answer(view);
    const annotations = table === 'trend' ? (await this.annotations.of(trendRange(view, new Date()))).annotations : [];
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${exportFileName(table, data)}"`);
    response.setHeader('Cache-Control', 'no-store');
    return statisticsCsv(table, data, view, annotations);
  }

  private async answer(query: StatisticsQuery): Promise<StatisticsResponse> {
    // A goal filter's name becomes the goal it stands for before anything is counted (or a 400 naming it).
    const resolved = await resolveGoalFilter(this.goals, query);
    const now = new Date();
    const asked = Object.keys(query).length > 0;
    return {
      data_source: 'clickhouse',
      ...(asked ? await this.queries.view(now, query, resolved) : await this.queries.statistics(now)),
    };
  }
}

/** POST /api/admin/reset-analytics: deletes exactly what each chosen option names. */
@AdminController('reset-analytics')
@RequirePermission('statistics')
export class ResetAnalyticsController {
  constructor(
    private readonly queries: StatisticsQueries,
    private readonly store: EventStore,
  ) {}

  @Post()
  @HttpCode(200)
  async reset(
    @Body(new ZodBodyPipe(resetAnalyticsSchema)) options: ResetAnalyticsRequest,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<{ success: true; deleted: string[] }> {
    const { deleted } = await this.queries.reset(options);
    const reset: StatisticsDataReset = { type: 'StatisticsDataReset', data: { deleted } };
    await this.store.appendToStream(STATISTICS_RESET_STREAM, [reset], {
      expectedVersion: 'any',
      metadata: actorMetadata(staff),
    });
    return { success: true, deleted };
  }
}
