import { Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CLICKHOUSE_CLIENT,
  change,
  type ClickHouseClient,
  type CountedGoal,
  goalFigures,
  periodRange,
  previousRange,
  readRows,
} from '@agency/analytics';
import {
  type Goal,
  goalsKind,
  type GoalsResponse,
  goalsResponseSchema,
  statisticsQuerySchema,
  type StatisticsQuery,
} from '@agency/contracts';
import { AdminController, RequirePermission, TakesApiKeys } from '../../auth/staff.decorators';
import type { ContentCollection } from '../../content/engine/content-collection';
import { contentToken } from '../../content/engine/content-providers';
import { openApiSchema } from '../../infrastructure/http/openapi';
import { ZodBodyPipe } from '../../infrastructure/http/zod-body.pipe';

/**
 * 'Ziele' in the statistics: each active, published goal's conversions, converting visitors and conversion rate
 * for the period of the view and the one before (docs/metrics.md 'Ziele'). Staff define the goals in their own
 * tab (the `goals` permission); reading the figures needs `statistics`, as every view of the statistics.
 */
@ApiTags('Statistik')
@ApiBearerAuth()
@ApiBearerAuth('api-key')
@AdminController('statistics/goals')
@RequirePermission('statistics')
@TakesApiKeys()
export class GoalsController {
  private readonly rows;

  constructor(
    @Inject(contentToken(goalsKind.name)) private readonly goals: ContentCollection,
    @Inject(CLICKHOUSE_CLIENT) client: ClickHouseClient,
  ) {
    this.rows = readRows(client);
  }

  @Get()
  @ApiOperation({
    summary: 'Ziele: Conversions, Besucher und Conversion-Rate je Ziel (Parameter wie GET /api/admin/statistics)',
  })
  @ApiOkResponse({ schema: openApiSchema(goalsResponseSchema, 'output') })
  async get(@Query(new ZodBodyPipe(statisticsQuerySchema)) query: StatisticsQuery): Promise<GoalsResponse> {
    const range = periodRange(query, new Date());
    const previous = previousRange(range);
    // What the website would show of them: active and published goals only, in the staff's order.
    const goals = (await this.goals.listPublic()) as (Goal & { id: string })[];
    const counted: CountedGoal[] = goals;
    const [now, before] = await Promise.all([
      goalFigures(this.rows, counted, range),
      goalFigures(this.rows, counted, previous),
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
}
