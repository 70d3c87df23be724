import { Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import {
  CLICKHOUSE_CLIENT,
  change,
  type ClickHouseClient,
  funnelFigures,
  goalFigures,
  periodRange,
  previousRange,
} from '@agency/analytics';
import {
  type Funnel,
  funnelsKind,
  type FunnelsResponse,
  funnelsResponseSchema,
  type Goal,
  goalsKind,
  type GoalsResponse,
  goalsResponseSchema,
  isPageStep,
  statisticsQuerySchema,
  type StatisticsQuery,
} from '@agency/contracts';
import type { ContentCollection } from '../../content/engine/content-collection';
import { contentToken } from '../../content/engine/content-providers';
import { openApiSchema } from '../../infrastructure/http/openapi';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';
import { StatisticsApi } from '../statistics-api.decorator';

type Live<T> = T & { id: string };

/**
 * 'Ziele' and 'Trichter' in the statistics (docs/metrics.md 'Goals', 'Funnels'), of the active, published goals
 * and funnels staff define in their own tab (the `goals` permission). Reading the figures needs `statistics`, as
 * every view of the statistics; both take its period parameters.
 */
@StatisticsApi()
export class GoalsController {
  constructor(
    @Inject(contentToken(goalsKind.name)) private readonly goals: ContentCollection,
    @Inject(contentToken(funnelsKind.name)) private readonly funnels: ContentCollection,
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
  ) {}

  /** What the website would show of a kind: its active, published items, in the staff's order. */
  private live<T>(content: ContentCollection): Promise<Live<T>[]> {
    return content.listPublic() as Promise<Live<T>[]>;
  }

  /** Each goal's conversions, converting visitors and rate for the period and the one before. */
  @Get('goals')
  @ApiOperation({
    summary: 'Ziele: Conversions, Besucher und Conversion-Rate je Ziel (Parameter wie GET /api/admin/statistics)',
  })
  @ApiOkResponse({ schema: openApiSchema(goalsResponseSchema, 'output') })
  async goalsView(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<GoalsResponse> {
    const range = periodRange(query, new Date());
    const previous = previousRange(range);
    const goals = await this.live<Goal>(this.goals);
    const [now, before] = await Promise.all([
      goalFigures(this.client, goals, range),
      goalFigures(this.client, goals, previous),
    ]);
    return {
      period: range,
      previous,
      visitors: now.visitors,
      goals: goals.map((goal, index) => ({
        id: goal.id,
        name: goal.name,
        type: goal.type,
        now: now.goals[index],
        before: before.goals[index],
        change: change(now.goals[index].conversions, before.goals[index].conversions),
      })),
    };
  }

  /** Each funnel's consented sessions per step, in all and per traffic source; a step is a page or a goal's name. */
  @Get('funnels')
  @ApiOperation({
    summary: 'Trichter: Sitzungen je Schritt, gesamt und je Quelle (Parameter wie GET /api/admin/statistics)',
  })
  @ApiOkResponse({ schema: openApiSchema(funnelsResponseSchema, 'output') })
  async funnelsView(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<FunnelsResponse> {
    const range = periodRange(query, new Date());
    const [funnels, goals] = await Promise.all([this.live<Funnel>(this.funnels), this.live<Goal>(this.goals)]);
    const byName = new Map(goals.map((goal) => [goal.name, goal]));
    const answers = await Promise.all(
      funnels.map(async (funnel) => {
        const steps = funnel.steps.map((step) =>
          isPageStep(step)
            ? { type: 'page' as const, page: step, event_type: '' as const, event_label: '' }
            : (byName.get(step) ?? null),
        );
        return {
          id: funnel.id,
          name: funnel.name,
          steps: funnel.steps.map((label, index) => ({ label, known: steps[index] !== null })),
          ...(await funnelFigures(this.client, { steps }, range)),
        };
      }),
    );
    return { period: range, funnels: answers };
  }
}
