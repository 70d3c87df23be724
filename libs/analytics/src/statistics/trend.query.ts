import type { StatisticsResponse } from '@agency/contracts';
import { DAY_MS, rangeDays, trendBucketDays, trendMonths, windowDays, type DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, type ReadRows, type Row } from './rows';

/*
 * Visitors over time (docs/metrics.md): unique visitors per month of the last months up to today, and per
 * trend point (day or week) of a period, with its previous period's beside it.
 */

type TrendPoint = { bucket: string; visitors: number };

/** Unique visitors per month of the trend months (trendMonths) up to the end of today's window (`month`, `visitors`). */
export function monthlyVisitorRows(rows: ReadRows, now: Date, rollups: Rollups): Promise<Row[]> {
  const window = windowDays(now);
  return rows(
    `SELECT formatDateTime(toStartOfMonth(day), '%Y-%m') AS month, uniqCombinedMerge(14)(visitors) AS visitors
          FROM ${rollups.monthly?.source ?? rollups.totals} WHERE kind = 'pageview' AND day >= {trendFrom:Date} AND day <= {to:Date}
          GROUP BY month`,
    { ...rollups.monthly?.params, from: window.from, to: window.to, trendFrom: `${trendMonths(now)[0]}-01` },
  );
}

/** Every trend month, oldest first, with its visitors (0 for a month without rows). */
export function monthlyVisitors(now: Date, monthly: Row[]): StatisticsResponse['monthly_visitors'] {
  const monthlyBy = new Map(monthly.map((r) => [String(r['month']), num(r['visitors'])]));
  return trendMonths(now).map((month) => ({ month, visitors: monthlyBy.get(month) ?? 0 }));
}

/**
 * Unique visitors per trend point of a range (trendBucketDays), every point present, oldest first. Points
 * count from the range's first day, so a period and its previous one line up point by point.
 */
export async function trend(rows: ReadRows, range: DayRange, rollups: Rollups): Promise<TrendPoint[]> {
  const size = trendBucketDays(rangeDays(range));
  const points = await rows(
    `SELECT intDiv(dateDiff('day', {from:Date}, day), {size:UInt32}) AS i, uniqCombinedMerge(14)(visitors) AS visitors
        FROM ${rollups.totals} WHERE kind = 'pageview' AND day >= {from:Date} AND day <= {to:Date}
        GROUP BY i`,
    { ...range, size },
  );
  return trendPoints(range, points);
}

/** The rows of trend() (point `i`, `visitors`) as every point of the range, each named by its first day. */
export function trendPoints(range: DayRange, points: Row[]): TrendPoint[] {
  const days = rangeDays(range);
  const size = trendBucketDays(days);
  const by = new Map(points.map((r) => [num(r['i']), num(r['visitors'])]));
  const first = Date.parse(`${range.from}T00:00:00.000Z`);
  return Array.from({ length: Math.ceil(days / size) }, (_, i) => ({
    bucket: new Date(first + i * size * DAY_MS).toISOString().slice(0, 10),
    visitors: by.get(i) ?? 0,
  }));
}

/** A period's trend with the previous period's visitors at the same point, when there is a previous period. */
export function withPreviousTrend(
  current: TrendPoint[],
  before: TrendPoint[] | undefined,
): NonNullable<StatisticsResponse['trend']> {
  return current.map((point, i) => (before ? { ...point, previous_visitors: before[i]?.visitors ?? 0 } : point));
}
