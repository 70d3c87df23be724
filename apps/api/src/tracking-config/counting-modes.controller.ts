import { Get, Inject, Query } from '@nestjs/common';
import { periodRange } from '@agency/analytics';
import {
  countsWithoutConsent,
  type CountingModesResponse,
  statisticsQuerySchema,
  type StatisticsQuery,
  type TrackingConfig,
  trackingConfigSchema,
} from '@agency/contracts';
import { AdminController, RequirePermission } from '../auth/staff.decorators';
import type { ContentDocuments } from '../content/engine/content-documents';
import { contentToken } from '../content/engine/content-providers';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { countingModesByDay, type CountingSwitch } from './counting-modes';
import { trackingConfigDocument } from './tracking-config.document';

/**
 * Which counting mode each day of the statistics view used (same parameters as GET /api/admin/statistics;
 * without any, the last 30 days): derived from the tracking configuration's history, so it holds for every
 * day since the configuration was first saved, whatever the statistics store holds.
 */
@AdminController('statistics/counting-modes')
@RequirePermission('statistics')
export class CountingModesController {
  constructor(
    @Inject(contentToken(trackingConfigDocument.name))
    private readonly documents: ContentDocuments<typeof trackingConfigSchema, TrackingConfig>,
  ) {}

  @Get()
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<CountingModesResponse> {
    const { from, to } = periodRange(query, new Date());
    const history = await this.documents.history(undefined, (document) => ({
      countsWithoutConsent: document ? countsWithoutConsent(trackingConfigSchema.parse(document)) : false,
    }));
    const switches: CountingSwitch[] = history.flatMap((entry) =>
      entry.changes
        .filter((change) => change.field === 'countsWithoutConsent')
        .map((change) => ({ at: entry.at, on: change.after === true })),
    );
    return { success: true, days: countingModesByDay(switches, from, to) };
  }
}
