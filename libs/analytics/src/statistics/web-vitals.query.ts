import {
  WEB_VITAL_METRICS,
  WEB_VITALS_TOP_PAGES,
  webVitalRating,
  type WebVitalDevice,
  type WebVitalFigures,
  type WebVitalMetric,
  type WebVitalP75s,
  type WebVitalsResponse,
} from '@agency/contracts';
import type { DayRange } from './periods';
import { num, pct, type ReadRows, type Row } from './rows';

/*
 * 'Ladezeiten echter Besucher' (docs/metrics.md): the Core Web Vitals of a range from the web_vitals_days
 * rollup: per metric the 75th percentile and the shares of good, needs-improvement and poor measurements by
 * Google's thresholds, the p75 per device class and per day, and the pages to fix first. Every read is grouped
 * by metric and at most a day, a device class or a page, and the pages are cut to their top in ClickHouse.
 */

export interface WebVitalsFilter {
  device?: WebVitalDevice;
  page?: string;
}

const TABLE = 'web_vitals_days';
const P75 = 'quantileTDigestMerge(0.75)(p75)';

/** The WHERE of a range and the filter; the values go in as parameters. */
function where(filter: WebVitalsFilter, withDevice = true): string {
  return [
    'day >= {from:Date} AND day <= {to:Date}',
    ...(withDevice && filter.device ? ['device_type = {device:String}'] : []),
    ...(filter.page ? ['page_path = {page:String}'] : []),
  ].join(' AND ');
}

/** The metric's p75 as shown: whole milliseconds, CLS to three decimals. */
export function roundedValue(metric: WebVitalMetric, value: number): number {
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

const isMetric = (value: unknown): value is WebVitalMetric => (WEB_VITAL_METRICS as readonly unknown[]).includes(value);

/** A row's p75, rounded; null without samples (an empty t-digest answers NaN). */
function p75Of(row: Row | undefined): number | null {
  if (!row || !num(row['samples']) || !isMetric(row['metric'])) return null;
  const value = Number(row['p75']);
  return Number.isFinite(value) ? roundedValue(row['metric'], value) : null;
}

/** Each metric's figures from rows of `metric, samples, good, poor, p75`, in WEB_VITAL_METRICS order. */
export function metricFigures(rows: Row[]): WebVitalFigures[] {
  return WEB_VITAL_METRICS.map((metric) => {
    const row = rows.find((r) => r['metric'] === metric);
    const samples = num(row?.['samples']);
    const good = num(row?.['good']);
    const poor = num(row?.['poor']);
    const p75 = p75Of(row);
    return {
      metric,
      samples,
      p75,
      rating: p75 === null ? null : webVitalRating(metric, p75),
      good: pct(good, samples),
      needs_improvement: pct(samples - good - poor, samples),
      poor: pct(poor, samples),
    };
  });
}

/** The p75 of each metric among `rows` (of one group), null where a metric has none. */
export function p75s(rows: Row[]): WebVitalP75s {
  return Object.fromEntries(
    WEB_VITAL_METRICS.map((metric) => [metric, p75Of(rows.find((r) => r['metric'] === metric))]),
  ) as WebVitalP75s;
}

/** Rows grouped by `key`, in the order the key first appears. */
function groups(rows: Row[], key: string): Map<string, Row[]> {
  const by = new Map<string, Row[]>();
  for (const row of rows) {
    const value = String(row[key]);
    by.set(value, [...(by.get(value) ?? []), row]);
  }
  return by;
}

/** The devices' p75s from rows of `device_type, metric, samples, p75`; a device's samples are its most measured metric's. */
export function deviceFigures(rows: Row[]): WebVitalsResponse['devices'] {
  return [...groups(rows, 'device_type')].map(([device, of]) => ({
    device,
    samples: Math.max(...of.map((r) => num(r['samples']))),
    p75: p75s(of),
  }));
}

/** The days' p75s from rows of `on_day, metric, samples, p75`, oldest first. */
export function trendFigures(rows: Row[]): WebVitalsResponse['trend'] {
  return [...groups(rows, 'on_day')]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, of]) => ({ day, p75: p75s(of) }));
}

/** The pages to fix first from rows of `page_path, metric, samples, good, poor, p75`, in the rows' page order. */
export function pageFigures(rows: Row[]): WebVitalsResponse['pages'] {
  return [...groups(rows, 'page_path')].map(([page, of]) => ({
    page,
    samples: Math.max(...of.map((r) => num(r['samples']))),
    poor: of.reduce((sum, r) => sum + num(r['poor']), 0),
    needs_improvement: of.reduce((sum, r) => sum + num(r['samples']) - num(r['good']) - num(r['poor']), 0),
    p75: p75s(of),
  }));
}

/** The web-vitals statistics of `range` for the filter (every field but the period). */
export async function webVitals(
  rows: ReadRows,
  range: DayRange,
  filter: WebVitalsFilter,
): Promise<Omit<WebVitalsResponse, 'period'>> {
  const params = { from: range.from, to: range.to, device: filter.device ?? '', page: filter.page ?? '' };
  const figures = `sum(samples) AS samples, sum(good) AS good, sum(poor) AS poor, ${P75} AS p75`;
  const [metrics, devices, trend, pages] = await Promise.all([
    rows(`SELECT metric, ${figures} FROM ${TABLE} WHERE ${where(filter)} GROUP BY metric`, params),
    // Every device class beside each other: the device filter does not apply here.
    rows(
      `SELECT device_type, metric, ${figures} FROM ${TABLE} WHERE ${where(filter, false)}
        GROUP BY device_type, metric ORDER BY device_type, metric`,
      params,
    ),
    rows(
      `SELECT toString(day) AS on_day, metric, ${figures} FROM ${TABLE} WHERE ${where(filter)}
        GROUP BY on_day, metric ORDER BY on_day, metric`,
      params,
    ),
    // The top pages first, by poor measurements, then those needing improvement, then measurements; then
    // each of those pages' figures per metric, in that order.
    rows(
      `WITH top AS (
          SELECT page_path, sum(poor) AS bad, sum(samples) - sum(good) - sum(poor) AS middling, sum(samples) AS n
          FROM ${TABLE} WHERE ${where(filter)} GROUP BY page_path
          ORDER BY bad DESC, middling DESC, n DESC, page_path LIMIT {top:UInt32})
        SELECT page_path, metric, ${figures}, any(bad) AS rank_bad, any(middling) AS rank_middling, any(n) AS rank_n
        FROM ${TABLE} INNER JOIN top USING (page_path)
        WHERE ${where(filter)}
        GROUP BY page_path, metric
        ORDER BY rank_bad DESC, rank_middling DESC, rank_n DESC, page_path, metric`,
      { ...params, top: WEB_VITALS_TOP_PAGES },
    ),
  ]);
  return {
    device: filter.device ?? null,
    page: filter.page ?? null,
    metrics: metricFigures(metrics),
    devices: deviceFigures(devices),
    trend: trendFigures(trend),
    pages: pageFigures(pages),
  };
}
