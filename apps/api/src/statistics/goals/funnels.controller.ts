import { Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CLICKHOUSE_CLIENT, type ClickHouseClient, funnelFigures, periodRange, readRows } from '@agency/analytics';
import {
  type Funnel,
  funnelsKind,
  type FunnelsResponse,
  funnelsResponseSchema,
  type Goal,
  goalsKind,
  isPageStep,
  statisticsQuerySchema,
  type StatisticsQuery,
} from '@agency/contracts';
import { AdminController, RequirePermission, TakesApiKeys } from '../../auth/staff.decorators';
import type { ContentCollection } from '../../content/engine/content-collection';
import { contentToken } from '../../content/engine/content-providers';
import { openApiSchema } from '../../infrastructure/http/openapi';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';

/**
 * 'Trichter' in the statistics: each active, published funnel's consented sessions per step for the period of the
 * view, in all and per traffic source (docs/metrics.md 'Funnels'). A step is a page or an active goal by its name.
 */
@ApiTags('Statistik')
@ApiBearerAuth()
@ApiBearerAuth('api-key')
@AdminController('statistics/funnels')
@RequirePermission('statistics')
@TakesApiKeys()
export class FunnelsController {
  private readonly rows;

  constructor(
    @Inject(contentToken(funnelsKind.name)) private readonly funnels: ContentCollection,
    @Inject(contentToken(goalsKind.name)) private readonly goals: ContentCollection,
    @Inject(CLICKHOUSE_CLIENT) client: ClickHouseClient,
  ) {
    this.rows = readRows(client);
  }

  @Get()
  @ApiOperation({
    summary: 'Trichter: Sitzungen je Schritt, gesamt und je Quelle (Parameter wie GET /api/admin/statistics)',
  })
  @ApiOkResponse({ schema: openApiSchema(funnelsResponseSchema, 'output') })
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<FunnelsResponse> {
    const range = periodRange(query, new Date());
    const [funnels, goals] = await Promise.all([
      this.funnels.listPublic() as Promise<(Funnel & { id: string })[]>,
      this.goals.listPublic() as Promise<(Goal & { id: string })[]>,
    ]);
    const byName = new Map(goals.map((goal) => [goal.name, goal]));
    const answers = await Promise.all(
      funnels.map(async (funnel) => {
        const steps = funnel.steps.map((step) =>
          isPageStep(step)
            ? { type: 'page' as const, page: step, event_type: '' as const, event_label: '' }
            : (byName.get(step) ?? null),
        );
        const figures = await funnelFigures(this.rows, { steps }, range);
        return {
          id: funnel.id,
          name: funnel.name,
          steps: funnel.steps.map((label, index) => ({ label, known: steps[index] !== null })),
          ...figures,
        };
      }),
    );
    return { period: range, funnels: answers };
  }
}
