import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  statisticsFilters,
  type ResetAnalyticsRequest,
  type StatisticsLive,
  type StatisticsQuery,
  type StatisticsResponse,
  type WebVitalsQuery,
  type WebVitalsResponse,
} from '@agency/contracts';
import type { AnalyticsConfig } from './analytics.config';
import { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
import { countedTop } from './statistics/counted-days';
import { filterConditions, viewFilters, type FilterConditions, type FilterGoal } from './statistics/filters';
import { FilteredViews } from './statistics/filtered-views';
import { summary, type StatisticsSummary } from './statistics/headline.query';
import { live } from './statistics/live.query';
import {
  periodRange,
  previousRange,
  statisticsPeriod,
  trendMonths,
  windowDays,
  type DayRange,
} from './statistics/periods';
import { periodResponse, statisticsResponse, type StatisticsReads } from './statistics/response';
import { deleteEvents, rebuildRollups, resetKinds } from './statistics/reset-and-rebuild';
import { STORED_ROLLUPS, type Rollups } from './statistics/rollups';
import { readRows, type ReadRows, type Row } from './statistics/rows';
import { sessionFigures } from './statistics/session-days';
import { webVitals } from './statistics/web-vitals.query';

/** The page views of visitor filters alone as a source of per-day visitor states, for the trend months. */
function visitorMonthlySource(conditions: FilterConditions): Rollups['monthly'] {
  return {
    source: `(SELECT toDate(received_at) AS day, kind, uniqCombinedState(14)(visitor_id) AS visitors FROM events
      WHERE ${["kind = 'pageview'", 'toDate(received_at) >= {trendFrom:Date}', ...conditions.visitor].join(' AND ')}
      GROUP BY day, kind)`,
    params: conditions.params,
  };
}

/** A moment's UTC day (yyyy-mm-dd): the days before it are past and stored once computed. */
const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

export { statisticsPeriod, trendMonths, type StatisticsPeriod } from './statistics/periods';
export { dropLeftoverViewTables } from './statistics/view-tables';
export type { StatisticsSummary } from './statistics/headline.query';

/**
 * The statistics of the back-office, one Nest provider: the public methods the api calls. Figures of past days
 * that the rollups cannot sum by themselves (each day's sessions, each day's top values) are computed once into
 * tables of ClickHouse (session_days, counted_days) that every instance reads; the one state of the process is
 * the kept filtered views. Each view's SQL and mapping lives in its own module under statistics/ (`*.query.ts`),
 * the response is put together in statistics/response.ts, and the shared pieces (filters, periods, per-day
 * figures, filtered views' tables) sit beside them.
 */
@Injectable()
export class StatisticsQueries {
  /** Filtered views kept between reads, by their filters (statistics/filtered-views.ts). */
  private readonly filteredViews: FilteredViews;

  private readonly cluster: string | undefined;
  private readonly select: ReadRows;
  private readonly reads: StatisticsReads;

  constructor(
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
    @Optional() @Inject(ANALYTICS_CONFIG) config?: AnalyticsConfig,
  ) {
    this.cluster = config?.CLICKHOUSE_CLUSTER;
    this.select = readRows(client);
    const rows: ReadRows = (query, params) => this.rows(query, params);
    this.filteredViews = new FilteredViews(client, this.cluster, rows);
    this.reads = {
      rows,
      countedTop: (now, params) => countedTop(client, rows, params, dayOf(now)),
      // Past days' figures are computed once into tables of ClickHouse and read from there by every instance.
      sessionFigures: (now, range, checks, pages, rollups) =>
        sessionFigures(client, rows, rollups, range, checks, pages, dayOf(now)),
    };
  }

  /** Every SELECT of the statistics goes through here (tools/bench/stats.mjs times each by wrapping it). */
  private rows(query: string, params: Record<string, unknown>): Promise<Row[]> {
    return this.select(query, params);
  }

  /** Page views and unique visitors of the window (docs/metrics.md), or of `range`. */
  async summary(
    now: Date = new Date(),
    range: DayRange = windowDays(now),
    rollups: Rollups = STORED_ROLLUPS,
  ): Promise<StatisticsSummary> {
    return summary(this.reads.rows, range, rollups);
  }

  /** Every field of the statistics response of the window, or of `range` (statistics/response.ts). */
  async statistics(
    now: Date = new Date(),
    range: DayRange = windowDays(now),
    rollups: Rollups = STORED_ROLLUPS,
  ): Promise<Omit<StatisticsResponse, 'data_source'>> {
    return statisticsResponse(this.reads, now, range, rollups);
  }

  /**
   * The statistics of a period staff picked: the full statistics response for that range, its trend and,
   * with `compare`, the previous period of the same length with each headline figure's change. Without any
   * parameter the caller answers `statistics()` alone, the spec's response. A goal filter needs `goal`, the
   * active goal its name stands for (the caller resolves it: this library reads no content).
   */
  async view(
    now: Date,
    query: StatisticsQuery,
    { goal }: { goal?: FilterGoal } = {},
  ): Promise<Omit<StatisticsResponse, 'data_source'>> {
    const range = periodRange(query, now);
    const previous = query.compare ? previousRange(range) : undefined;
    const filters = viewFilters(statisticsFilters(query), goal);
    if (filters.length === 0) return periodResponse(this.reads, now, range, previous, STORED_ROLLUPS);
    // The filtered view's rollups cover every day the response names: the range, the previous period and, where
    // the filters select visits (page, source, goal), the six-month trend up to today. Visitor filters alone
    // (device, browser, country) hold per call: the trend months' visitors are then read straight from the events,
    // so the view's rollups cover only its range and the period before.
    const conditions = filterConditions(filters);
    const visitorsOnly = !conditions.selectsSessions;
    const covered = {
      from: [
        range.from,
        previous?.from ?? range.from,
        ...(visitorsOnly ? [] : [`${trendMonths(now)[0]}-01`]),
      ].sort()[0] as string,
      to: windowDays(now).to,
    };
    const monthly = visitorsOnly ? visitorMonthlySource(conditions) : undefined;
    return this.filteredViews.read(filters, covered, (rollups) =>
      periodResponse(this.reads, now, range, previous, { ...rollups, monthly }),
    );
  }

  /** Drops every kept filtered view (after a reset; in tests). */
  async dropFilteredViews(): Promise<void> {
    await this.filteredViews.dropAll();
  }

  /** The Core Web Vitals of a period, device class and page (statistics/web-vitals.query.ts). */
  async webVitals(now: Date, query: WebVitalsQuery): Promise<WebVitalsResponse> {
    const range = periodRange({ period: query.period, from: query.from, to: query.to }, now);
    const figures = await webVitals(this.reads.rows, range, { device: query.device, page: query.page });
    return { period: statisticsPeriod(now, range), ...figures };
  }

  /** Visitors of the last few minutes and the pages they are on (statistics/live.query.ts). */
  async live(now: Date = new Date()): Promise<StatisticsLive> {
    return live(this.reads.rows, now);
  }

  /**
   * Deletes exactly what the options name from the events, then rebuilds the rollups from what is left,
   * so no derived number keeps counting deleted rows; the per-day figures and filtered views start afresh.
   */
  async reset(options: ResetAnalyticsRequest): Promise<{ deleted: string[] }> {
    const kinds = resetKinds(options);
    if (kinds.length === 0) return { deleted: [] };
    await deleteEvents(this.client, this.cluster, kinds);
    await this.rebuildRollups(kinds);
    await this.dropFilteredViews();
    return { deleted: kinds };
  }

  /** Empties each rollup and fills it again from the events table (statistics/reset-and-rebuild.ts). */
  async rebuildRollups(kinds: readonly string[] = []): Promise<void> {
    await rebuildRollups(this.client, this.cluster, kinds);
  }
}
