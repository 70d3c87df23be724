import { BadRequestException } from '@nestjs/common';
import type { CountedGoal } from '@agency/analytics';
import { type Goal, statisticsFilters, type StatisticsQuery } from '@agency/contracts';
import type { ContentCollection } from '../content/engine/content-collection';

/** What a goal filter hands to the statistics: the goal its name stands for, by what it matches. */
export interface ResolvedGoalFilter {
  goal?: Omit<CountedGoal, 'id'>;
}

/**
 * The goal a `goal:<name>` filter names (docs/metrics.md 'Filters'): the active, published goal of that name, the
 * first in the staff's order, as the goals' figures count them (GoalsController). The analytics library reads no
 * content, so the api resolves the name before it counts. Without a goal filter nothing is read; a name of no
 * active goal is a 400 naming it, before anything is counted.
 */
export async function resolveGoalFilter(goals: ContentCollection, query: StatisticsQuery): Promise<ResolvedGoalFilter> {
  const filter = statisticsFilters(query).find((f) => f.dimension === 'goal');
  if (!filter) return {};
  const live = (await goals.listPublic()) as (Goal & { id: string })[];
  const goal = live.find((item) => item.name === filter.value);
  if (!goal) {
    const message = `Filterwert für goal: kein aktives Ziel „${filter.value}“`;
    throw new BadRequestException({
      message: `Ungültige Eingabe: filter: ${message}`,
      details: [{ field: 'filter', message }],
    });
  }
  const { type, page, event_type, event_label, target, scroll_depth } = goal;
  return { goal: { type, page, event_type, event_label, target, scroll_depth } };
}
