import type { StatisticsFilter } from '@agency/contracts';
import { goalCondition, type CountedGoal } from './goals.query';

/** Device classes as the response labels them → the stored `device_type` (docs/metrics.md 'Devices'). */
export const DEVICE_CLASS = `multiIf(device_type IN ('desktop', 'mobile', 'tablet'), toString(device_type), 'other')`;

/** What a goal filter matches: the goal its name stands for, as goalCondition counts it (its id aside). */
export type FilterGoal = Omit<CountedGoal, 'id'>;

/**
 * A filter of a view. A goal filter (`goal:<name>`) carries the goal its name stands for: the api resolves the
 * name to the active, published goal, so this library reads no content.
 */
export type ViewFilter = StatisticsFilter & { goal?: FilterGoal };

/** The filters of a query with the goal a goal filter names; throws when that goal is not given. */
export function viewFilters(filters: readonly StatisticsFilter[], goal: FilterGoal | undefined): ViewFilter[] {
  return filters.map((filter) => {
    if (filter.dimension !== 'goal') return filter;
    if (!goal) throw new Error(`goal filter without its goal: ${filter.value}`);
    return { ...filter, goal };
  });
}

/**
 * The conditions on the events a filtered view keeps (docs/metrics.md 'Filters'), with their query parameters
 * (`f_<dimension>`, a goal's `gf_…`). Visitor filters (device, browser, country, …) hold for every call of the
 * visit; `page`, `source` and `goal` select visits, so they come apart: the caller decides how their sessions are
 * selected.
 */
export interface FilterConditions {
  params: Record<string, unknown>;
  visitor: string[];
  page: string | undefined;
  source: string | undefined;
  /** The calls that meet the goal of a goal filter: page views or events (its condition names the kind). */
  goal: string | undefined;
  /** Whether whole sessions are selected (a page, source or goal filter), not only calls. */
  selectsSessions: boolean;
}

export function filterConditions(filters: readonly ViewFilter[]): FilterConditions {
  const params: Record<string, unknown> = {};
  const visitor: string[] = [];
  let page: string | undefined;
  let source: string | undefined;
  let goal: string | undefined;
  for (const { dimension, value, goal: matched } of filters) {
    if (dimension === 'goal') {
      if (!matched) throw new Error(`goal filter without its goal: ${value}`);
      const condition = goalCondition({ ...matched, id: '' }, 'f');
      Object.assign(params, condition.params);
      goal = `(${condition.sql})`;
      continue;
    }
    params[`f_${dimension}`] = dimension === 'device' ? value.toLowerCase() : value;
    if (dimension === 'page') page = `page_path = {f_page:String}`;
    else if (dimension === 'source') source = `traffic_source = {f_source:String}`;
    else if (dimension === 'device') visitor.push(`${DEVICE_CLASS} = {f_device:String}`);
    else visitor.push(`${dimension} = {f_${dimension}:String}`);
  }
  return {
    params,
    visitor,
    page,
    source,
    goal,
    selectsSessions: page !== undefined || source !== undefined || goal !== undefined,
  };
}

/** What a goal matches, in a fixed order: a goal filter's key changes with its goal's definition. */
const goalKey = (goal: FilterGoal): string[] => [
  goal.type,
  goal.page,
  goal.event_type,
  goal.event_label,
  goal.target ?? '',
  goal.scroll_depth ?? '',
];

/**
 * One key per set of filters, whatever their order: a kept filtered view is found by it. A goal filter's holds
 * what the goal matches, so a view kept for a goal's former definition is not read after the goal changed.
 */
export const filtersKey = (filters: readonly ViewFilter[]): string =>
  JSON.stringify(
    filters.map((f) => (f.goal ? [f.dimension, f.value, ...goalKey(f.goal)] : [f.dimension, f.value])).sort(),
  );

/**
 * A condition keeping `column` to the days of a DaySet passed as `{<prefix>first}`, `{<prefix>last}` and
 * `{<prefix>days}`: the range narrows the read by the tables' key, the list picks the days.
 */
export const onDays = (column: string, prefix = ''): string =>
  `${column} >= {${prefix}first:Date} AND ${column} <= {${prefix}last:Date} AND ${column} IN {${prefix}days:Array(Date)}`;
