import type { StatisticsResponse } from '@agency/contracts';
import { countedFromDays } from './counted-days';
import { conversions, countedDirect, ROWS_PER_DIMENSION, trafficSources } from './counted-dimensions.query';
import { browsers, devices, topCountries, visitorDimensions } from './devices-browsers-countries.query';
import { cookieConsent, enhancedMetrics, eventTotals } from './events.query';
import { headlineChange, sessionHeadline, summary } from './headline.query';
import { statisticsPeriod, type DayRange } from './periods';
import type { Rollups } from './rollups';
import type { ReadRows, Row } from './rows';
import { sessionChecksums, type SessionFigures } from './sessions.query';
import { pageTimes, topPageRows, topPages } from './top-pages.query';
import { monthlyVisitorRows, monthlyVisitors, trend, withPreviousTrend } from './trend.query';

/*
 * The statistics response, put together from the views' reads: which read runs beside which, and which waits
 * for another's answer (the top pages' times and sessions for the top pages).
 */

export type StatisticsFields = Omit<StatisticsResponse, 'data_source'>;

/** The reads the response is put together from: rows of a query, and the figures kept per day. */
export interface StatisticsReads {
  rows: ReadRows;
  /** The counted dimensions' tops of a range on the stored rollups, merged from the per-day tops (counted-days.ts). */
  countedTop(now: Date, params: { from: string; to: string }): Promise<Row[]>;
  /**
   * A range's session figures, in total and by entry page for `pages`, from the per-day table of `rollups`;
   * days before `now`'s are stored there once computed.
   */
  sessionFigures(
    now: Date,
    range: DayRange,
    checks: Row[],
    pages: string[],
    rollups: Rollups,
  ): Promise<{ total: SessionFigures; byPage: Map<string, SessionFigures> }>;
}

/**
 * Every field of the statistics response, read from the daily rollups. Every list
 * comes sorted and cut to its top from ClickHouse (ORDER BY … LIMIT … BY dimension), with the dimension's
 * total beside it for the shares: however many distinct values clients create, a read returns a bounded
 * number of rows.
 */
export async function statisticsResponse(
  reads: StatisticsReads,
  now: Date,
  range: DayRange,
  rollups: Rollups,
): Promise<StatisticsFields> {
  const { rows } = reads;
  const params = { from: range.from, to: range.to, top: ROWS_PER_DIMENSION };
  // Independent reads, run together; each touches one small rollup.
  const [totals, counted, people, sessionChecks, monthly, visits] = await Promise.all([
    eventTotals(rows, range, rollups),
    countedFromDays(rollups, range) ? reads.countedTop(now, params) : countedDirect(rows, params, rollups),
    visitorDimensions(rows, params, rollups),
    sessionChecksums(rows, range, rollups),
    monthlyVisitorRows(rows, now, rollups),
    summary(rows, range, rollups),
  ]);

  const pageRows = topPageRows(counted);
  const pages = pageRows.map((r) => String(r['value']));
  // The top pages' time on page and entry sessions: reads limited to those pages.
  const [times, sessions] = await Promise.all([
    pageTimes(rows, range, pages, rollups),
    reads.sessionFigures(now, range, sessionChecks, pages, rollups),
  ]);

  return {
    period: statisticsPeriod(now, range),
    ...visits,
    ...sessionHeadline(sessions.total),
    enhanced_metrics: enhancedMetrics(totals, counted),
    top_pages: topPages(pageRows, times, sessions.byPage),
    cookie_consent: cookieConsent(totals),
    traffic_sources: trafficSources(counted),
    devices: devices(people),
    browsers: browsers(people),
    monthly_visitors: monthlyVisitors(now, monthly),
    top_countries: topCountries(people),
    conversions: conversions(counted),
  };
}

/**
 * The statistics of a period: the full response for `range`, its trend and, with `previous`, the previous
 * period's headline figures and each one's change.
 */
export async function periodResponse(
  reads: StatisticsReads,
  now: Date,
  range: DayRange,
  previous: DayRange | undefined,
  rollups: Rollups,
): Promise<StatisticsFields> {
  // One after the other: the previous period's days are read where the current one stored them.
  const current = await statisticsResponse(reads, now, range, rollups);
  const before = previous ? await headline(reads, now, previous, rollups) : undefined;
  const [points, pointsBefore] = await Promise.all([
    trend(reads.rows, range, rollups),
    previous ? trend(reads.rows, previous, rollups) : Promise.resolve(undefined),
  ]);
  return {
    ...current,
    trend: withPreviousTrend(points, pointsBefore),
    ...(before && { comparison: { ...before, change: headlineChange(current, before) } }),
  };
}

/** The headline figures of a range: page views, unique visitors, average session duration, bounce rate. */
async function headline(reads: StatisticsReads, now: Date, range: DayRange, rollups: Rollups) {
  const [visits, checks] = await Promise.all([
    summary(reads.rows, range, rollups),
    sessionChecksums(reads.rows, range, rollups),
  ]);
  const { total } = await reads.sessionFigures(now, range, checks, [], rollups);
  return {
    period: statisticsPeriod(now, range),
    ...visits,
    ...sessionHeadline(total),
  };
}
