import type { StatisticsFilter } from '@agency/contracts';

/** Device classes as the response labels them → the stored `device_type` (docs/metrics.md 'Devices'). */
export const DEVICE_CLASS = `multiIf(device_type IN ('desktop', 'mobile', 'tablet'), toString(device_type), 'other')`;

/**
 * The conditions on the events a filtered view keeps (docs/metrics.md 'Filters'), with their query parameters
 * (`f_<dimension>`). Visitor filters (device, browser, country, …) hold for every call of the visit; `page` and
 * `source` select visits, so they come apart: the caller decides how their sessions are selected.
 */
export interface FilterConditions {
  params: Record<string, unknown>;
  visitor: string[];
  page: string | undefined;
  source: string | undefined;
  /** Whether whole sessions are selected (a page or source filter), not only calls. */
  selectsSessions: boolean;
}

export function filterConditions(filters: readonly StatisticsFilter[]): FilterConditions {
  const params: Record<string, unknown> = {};
  const visitor: string[] = [];
  let page: string | undefined;
  let source: string | undefined;
  for (const { dimension, value } of filters) {
    params[`f_${dimension}`] = dimension === 'device' ? value.toLowerCase() : value;
    if (dimension === 'page') page = `page_path = {f_page:String}`;
    else if (dimension === 'source') source = `traffic_source = {f_source:String}`;
    else if (dimension === 'device') visitor.push(`${DEVICE_CLASS} = {f_device:String}`);
    else visitor.push(`${dimension} = {f_${dimension}:String}`);
  }
  return { params, visitor, page, source, selectsSessions: page !== undefined || source !== undefined };
}

/** One key per set of filters, whatever their order: a kept filtered view is found by it. */
export const filtersKey = (filters: readonly StatisticsFilter[]): string =>
  JSON.stringify(filters.map((f) => [f.dimension, f.value]).sort());

/**
 * A condition keeping `column` to the days of a DaySet passed as `{<prefix>first}`, `{<prefix>last}` and
 * `{<prefix>days}`: the range narrows the read by the tables' key, the list picks the days.
 */
export const onDays = (column: string, prefix = ''): string =>
  `${column} >= {${prefix}first:Date} AND ${column} <= {${prefix}last:Date} AND ${column} IN {${prefix}days:Array(Date)}`;
