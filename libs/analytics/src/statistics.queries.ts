import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import { BoundedCache } from '@agency/observability';
import {
  STATISTICS_MAX_RANGE_DAYS,
  STATISTICS_OTHER_LABEL,
  STATISTICS_TOP_BUTTONS,
  STATISTICS_TOP_CONVERSIONS,
  STATISTICS_TOP_COUNTRIES,
  STATISTICS_TOP_PAGES,
  STATISTICS_TOP_SHARES,
  STATISTICS_TREND_MONTHS,
  STATISTICS_LIVE_MINUTES,
  STATISTICS_LIVE_TOP_PAGES,
  STATISTICS_WINDOW_DAYS,
  statisticsFilters,
  type ResetAnalyticsRequest,
  type StatisticsFilter,
  type StatisticsLive,
  type StatisticsQuery,
  type StatisticsResponse,
} from '@agency/contracts';
import type { AnalyticsConfig } from './analytics.config';
import { eventsTtlMonths, firstKeptDay } from './analytics.retention';
import { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
import { storageTarget } from './cluster';
import { ROLLUP_SELECTS, rollupSelect, type RollupTable } from './migrations/0002-create-rollups.migration';
import { LIVE_MINUTES_SELECT } from './migrations/0003-create-live-minutes.migration';
import { change, periodRange, previousRange, rangeDays, type DayRange } from './statistics.periods';

export interface StatisticsPeriod {
  from: string;
  to: string;
  days: number;
}

export interface StatisticsSummary {
  page_views: number;
  unique_visitors: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The window the statistics cover: the last STATISTICS_WINDOW_DAYS UTC days, today included, up to `now`.
 * Whole days, because the rollups hold days.
 */
export function statisticsPeriod(now: Date = new Date(), range?: DayRange): StatisticsPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range) {
    // A range that ends today ends now; one that ended before ends at its last day's last millisecond.
    const to = range.to >= new Date(today).toISOString().slice(0, 10) ? now.toISOString() : `${range.to}T23:59:59.999Z`;
    return { from: `${range.from}T00:00:00.000Z`, to, days: rangeDays(range) };
  }
  const from = new Date(today - (STATISTICS_WINDOW_DAYS - 1) * DAY_MS);
  return { from: from.toISOString(), to: now.toISOString(), days: STATISTICS_WINDOW_DAYS };
}

/** Trend points of a period: days up to TREND_DAILY_UP_TO days, weeks (7 days from the period's first) beyond. */
const TREND_DAILY_UP_TO = 92;
const trendBucketDays = (days: number) => (days <= TREND_DAILY_UP_TO ? 1 : 7);

/** The first day of each of the last STATISTICS_TREND_MONTHS months (UTC), oldest first, as YYYY-MM. */
export function trendMonths(now: Date = new Date()): string[] {
  return Array.from({ length: STATISTICS_TREND_MONTHS }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (STATISTICS_TREND_MONTHS - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

type Row = Record<string, string | number>;
const num = (value: string | number | undefined): number => Number(value ?? 0);
const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Each key's share of the total in percent; rows with the same key add up. Only for short lists (devices). */
function shares(rows: Row[], key: string, value: string): Record<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(String(r[key]), (sums.get(String(r[key])) ?? 0) + num(r[value]));
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  return Object.fromEntries([...sums].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, pct(v, total)]));
}

/**
 * The top values' shares of the dimension's total and one STATISTICS_OTHER_LABEL share for all the others,
 * so the shares still sum to ~100 however many values there are. `rows` come sorted and limited from
 * ClickHouse, each carrying the dimension's `total`.
 */
function topShares(rows: Row[], field: string): Record<string, number> {
  const total = num(rows[0]?.['total']);
  const top = rows.slice(0, STATISTICS_TOP_SHARES);
  const out = Object.fromEntries(top.map((r) => [String(r['value']), pct(num(r[field]), total)]));
  const rest = total - top.reduce((sum, r) => sum + num(r[field]), 0);
  if (rest > 0) out[STATISTICS_OTHER_LABEL] = pct(rest, total) + (out[STATISTICS_OTHER_LABEL] ?? 0);
  return out;
}

const DEVICE_LABELS: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

/** Rows per dimension a statistics read takes from ClickHouse: the longest list the response shows. */
const ROWS_PER_DIMENSION = Math.max(
  STATISTICS_TOP_PAGES,
  STATISTICS_TOP_BUTTONS,
  STATISTICS_TOP_CONVERSIONS,
  STATISTICS_TOP_SHARES + 1,
);
/**
 * Values per day and dimension the counted-dimension cache keeps: the 30-day top is exact whenever its values
 * are among each day's top COUNTED_PER_DAY (on a site with fewer distinct pages a day, always).
 */
const COUNTED_PER_DAY = 100;
/** Exact counts of unlisted values kept per day: what a few reads' undecided top values need. */
const EXACT_PER_DAY = 500;
const COUNTED_DIMENSIONS = `('page', 'button', 'conversion', 'source')`;
/** How many of each counted dimension's values the response names (the rest of a share is 'Sonstige'). */
const COUNTED_TOP: Record<string, number> = {
  page: STATISTICS_TOP_PAGES,
  button: STATISTICS_TOP_BUTTONS,
  conversion: STATISTICS_TOP_CONVERSIONS,
  source: STATISTICS_TOP_SHARES,
};
/** Days the session cache keeps: the window's, with room for a window that moved on (older ones are dropped). */
const SESSION_DAYS_CACHED = 2 * STATISTICS_WINDOW_DAYS;
/**
 * Ranges up to this many days go through the per-day caches (the default window, and it with its previous
 * period fills them exactly); longer ones are grouped in ClickHouse at once, so a 12-month view does not
 * churn the caches the default view lives on.
 */
const CACHED_RANGE_DAYS = STATISTICS_WINDOW_DAYS;
/**
 * Days the session cache keeps: a longest range and its previous period. Sessions are the one figure the
 * rollups cannot sum across days (each day's sessions are grouped from their rows), so long ranges use the
 * cache too; a day is a handful of numbers for at most SESSION_PAGES_CACHED entry pages.
 */
const SESSION_DAYS_CACHED_LONG = 2 * STATISTICS_MAX_RANGE_DAYS;
/**
 * Entry pages a cached session day keeps: the pages asked for now and those it kept before, so the default
 * view and a long one (whose top pages may differ) do not recompute each other's days on every read.
 */
const SESSION_PAGES_CACHED = 2 * STATISTICS_TOP_PAGES;

type SessionFigures = { sessions: number; bounces: number; duration: number };

interface CountedDay {
  /** The day's number of counted events when computed: any later call changes it. */
  checksum: string;
  /** The day's top COUNTED_PER_DAY values of each counted dimension. */
  rows: Row[];
  /** Each dimension's total of the day, all values included. */
  totals: Map<string, number>;
  /** Exact counts of values the day does not list, once asked (`dimension\u0000value`; at most EXACT_PER_DAY). */
  exact: Map<string, number>;
}

interface SessionDay {
  /** The day's number of session calls when computed: any later call (even a late one) changes it. */
  checksum: string;
  /** The whole day's sessions. */
  total: SessionFigures;
  /** The entry pages asked for when computed (the top pages then) and their figures: never more than those. */
  pages: string[];
  byPage: Map<string, SessionFigures>;
}

/**
 * The rollup tables a read takes its figures from: the stored ones (fed by the materialized views), or a
 * filtered view's own, computed from the filtered events with the same SELECTs (refreshView).
 */
interface Rollups {
  totals: string;
  dimensions: string;
  sessions: string;
  /** Whether the per-day caches apply (only to the stored rollups: a filtered view's days are kept with its tables). */
  cached: boolean;
  /** A kept filtered view's own per-day session figures (as sessionDays for the stored rollups). */
  sessionDays?: Map<string, SessionDay>;
}
/**
 * A filtered view's rollups, kept between reads of the same filters: the tables and the checksum each day's
 * rows were computed with (StatisticsQueries.refreshView).
 */
interface KeptView {
  key: string;
  name: string;
  rollups: Rollups;
  /** Whether the tables exist (the first refresh creates them). */
  created: boolean;
  /** Set when the tables grew past KEPT_VIEW_ROWS: dropped after the read. */
  oversize: boolean;
  days: Map<string, string>;
  /** This view's reads, one after the other: a refresh rewrites days another read may be reading. */
  queue: Promise<unknown>;
  expires: ReturnType<typeof setTimeout> | undefined;
}
/** Filtered views kept at once (the oldest goes first); each for at most KEPT_VIEW_MS, and KEPT_VIEW_ROWS rows. */
const KEPT_VIEWS = 8;
const KEPT_VIEW_MS = 10 * 60_000;
const KEPT_VIEW_ROWS = 500_000;
const STORED: Rollups = { totals: 'daily_totals', dimensions: 'daily_dimensions', sessions: 'sessions', cached: true };

/** Device classes as the response labels them → the stored `device_type` (docs/metrics.md 'Devices'). */
const DEVICE_CLASS = `multiIf(device_type IN ('desktop', 'mobile', 'tablet'), toString(device_type), 'other')`;

const noSessions = (): SessionFigures => ({ sessions: 0, bounces: 0, duration: 0 });
const addTo = (sum: SessionFigures, r: Row): void => {
  sum.sessions += num(r['sessions']);
  sum.bounces += num(r['bounces']);
  sum.duration += num(r['duration']);
};

@Injectable()
export class StatisticsQueries {
  /**
   * Per-day session figures: the day's totals and those of the sessions that entered on the top pages. A
   * session ends at midnight, so a day's figures change only when calls of that day arrive, which the
   * checksum detects; then only that day is computed again (also when the top pages changed). Bounded: at most
   * SESSION_DAYS_CACHED days of at most STATISTICS_TOP_PAGES pages each, whatever paths clients send.
   */
  private readonly sessionDays = new BoundedCache<string, SessionDay>({
    name: 'statistics_session_days',
    maxEntries: SESSION_DAYS_CACHED_LONG,
  });

  /**
   * Per-day top values of the counted dimensions (pages, buttons, conversions, sources) and their day totals.
   * Past days change only when late calls arrive (the checksum tells), so a read computes today and takes the
   * other days from here, instead of grouping every distinct path of 30 days again. Bounded: at most
   * SESSION_DAYS_CACHED days of at most COUNTED_PER_DAY values per dimension.
   */
  private readonly countedDays = new BoundedCache<string, CountedDay>({
    name: 'statistics_counted_days',
    maxEntries: SESSION_DAYS_CACHED,
  });

  /** Filtered views kept between reads (refreshView), by their filters. */
  private readonly keptViews = new Map<string, KeptView>();

  private readonly cluster: string | undefined;

  constructor(
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
    @Optional() @Inject(ANALYTICS_CONFIG) config?: AnalyticsConfig,
  ) {
    this.cluster = config?.CLICKHOUSE_CLUSTER;
  }

  private async rows(query: string, params: Record<string, unknown>): Promise<Row[]> {
    const result = await this.client.query({ query, query_params: params, format: 'JSONEachRow' });
    return result.json<Row>();
  }

  /** Page views and unique visitors of the window (docs/metrics.md), or of `range`. */
  async summary(
    now: Date = new Date(),
    range: DayRange = this.days(now),
    rollups: Rollups = STORED,
  ): Promise<StatisticsSummary> {
    const [row] = await this.rows(
      `SELECT sum(events) AS page_views, uniqCombinedMerge(14)(visitors) AS unique_visitors
        FROM ${rollups.totals} WHERE kind = 'pageview' AND day >= {from:Date} AND day <= {to:Date}`,
      { ...range },
    );
    return { page_views: num(row?.['page_views']), unique_visitors: num(row?.['unique_visitors']) };
  }

  /**
   * Every field of the statistics response (spec/back-office.md §3), read from the daily rollups. Every list
   * comes sorted and cut to its top from ClickHouse (ORDER BY … LIMIT … BY dimension), with the dimension's
   * total beside it for the shares: however many distinct values clients create, a read returns a bounded
   * number of rows.
   */
  async statistics(
    now: Date = new Date(),
    range: DayRange = this.days(now),
    rollups: Rollups = STORED,
  ): Promise<Omit<StatisticsResponse, 'data_source'>> {
    const params = { from: range.from, to: range.to, top: ROWS_PER_DIMENSION };
    const cached = rollups.cached && rangeDays(range) <= CACHED_RANGE_DAYS;
    const months = trendMonths(now);
    // Independent reads, run together; each touches one small rollup.
    const [totals, counted, people, sessionChecks, monthly, summary] = await Promise.all([
      this.rows(
        `SELECT kind, event_type, sum(events) AS events FROM ${rollups.totals}
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY kind, event_type`,
        params,
      ),
      cached ? this.countedTop(params) : this.countedDirect(params, rollups),
      // Unique states are merged only where a share of people is asked for (they cost the most).
      this.rows(
        `SELECT dimension, value, uniqCombinedMerge(14)(visitors) AS n, sum(n) OVER (PARTITION BY dimension) AS total
          FROM ${rollups.dimensions}
          WHERE dimension IN ('device', 'browser', 'country') AND day >= {from:Date} AND day <= {to:Date}
            AND NOT (dimension = 'country' AND value IN ('', 'unknown'))
          GROUP BY dimension, value
          ORDER BY dimension, n DESC, value
          LIMIT {top:UInt32} BY dimension`,
        params,
      ),
      // Which days' sessions changed since the last read. Each rollup is checked by its own rows: the
      // materialized views fill the rollups one after the other, so another table's count may already move
      // while this one still lacks the call, and a day cached then would stay wrong.
      this.rows(
        `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM ${rollups.sessions}
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
        params,
      ),
      this.rows(
        `SELECT formatDateTime(toStartOfMonth(day), '%Y-%m') AS month, uniqCombinedMerge(14)(visitors) AS visitors
          FROM ${rollups.totals} WHERE kind = 'pageview' AND day >= {trendFrom:Date} AND day <= {to:Date}
          GROUP BY month`,
        { ...params, from: this.days(now).from, to: this.days(now).to, trendFrom: `${months[0]}-01` },
      ),
      this.summary(now, range, rollups),
    ]);

    const of = (rows: Row[], dimension: string) => rows.filter((r) => r['dimension'] === dimension);
    const eventCount = (type: string) =>
      num(totals.find((r) => r['kind'] === 'event' && r['event_type'] === type)?.['events']);
    const counts = (rows: Row[], limit: number) =>
      Object.fromEntries(rows.slice(0, limit).map((r) => [String(r['value']), num(r['n'])]));

    const pageRows = of(counted, 'page').slice(0, STATISTICS_TOP_PAGES);
    const pages = pageRows.map((r) => String(r['value']));
    // The top pages' time on page and entry sessions: reads limited to those pages.
    const [times, sessions] = await Promise.all([
      pages.length
        ? this.rows(
            `SELECT value, sum(events) AS events, sum(duration) AS duration FROM ${rollups.dimensions}
              WHERE dimension = 'page_time' AND value IN {pages:Array(String)} AND day >= {from:Date} AND day <= {to:Date}
              GROUP BY value`,
            { ...params, pages },
          )
        : Promise.resolve([]),
      this.sessionFigures(range, sessionChecks, pages, rollups),
    ]);
    const timeBy = new Map(times.map((r) => [String(r['value']), r]));

    const formStarts = eventCount('form_start');
    const formSubmits = eventCount('form_submit');
    const consents = totals.filter((r) => r['kind'] === 'consent');
    const consentTotal = consents.reduce((sum, r) => sum + num(r['events']), 0);
    const consentShare = (type: string) =>
      pct(num(consents.find((r) => r['event_type'] === type)?.['events']), consentTotal);

    // Device classes are a handful (the parser's), labelled and summed here.
    const devices = shares(
      of(people, 'device').map((r) => ({ ...r, value: DEVICE_LABELS[String(r['value'])] ?? 'Other' })),
      'value',
      'n',
    );
    const monthlyBy = new Map(monthly.map((r) => [String(r['month']), num(r['visitors'])]));
    const { total } = sessions;

    return {
      period: statisticsPeriod(now, range),
      ...summary,
      avg_session_duration: total.sessions ? Math.round((total.duration / total.sessions) * 10) / 10 : 0,
      bounce_rate: pct(total.bounces, total.sessions),
      enhanced_metrics: {
        total_events: totals.filter((r) => r['kind'] === 'event').reduce((sum, r) => sum + num(r['events']), 0),
        button_clicks: eventCount('button_click'),
        scroll_interactions: eventCount('scroll_depth'),
        external_link_clicks: eventCount('external_link_click'),
        form_starts: formStarts,
        form_submits: formSubmits,
        form_abandoned: eventCount('form_abandoned'),
        form_conversion_rate: Math.min(100, pct(formSubmits, formStarts)),
        top_buttons: counts(of(counted, 'button'), STATISTICS_TOP_BUTTONS),
        errors: eventCount('error'),
      },
      top_pages: pageRows.map((r) => {
        const page = String(r['value']);
        const time = timeBy.get(page);
        const entry = sessions.byPage.get(page);
        return {
          page,
          views: num(r['n']),
          avg_time:
            time && num(time['events']) ? Math.round((num(time['duration']) / num(time['events'])) * 10) / 10 : 0,
          bounce: entry ? pct(entry.bounces, entry.sessions) : 0,
        };
      }),
      cookie_consent: {
        all_accepted: consentShare('all_accepted'),
        only_necessary: consentShare('only_necessary'),
        customized: consentShare('customized'),
      },
      traffic_sources: topShares(of(counted, 'source'), 'n'),
      devices: { Desktop: 0, Mobile: 0, Tablet: 0, ...devices },
      browsers: topShares(of(people, 'browser'), 'n'),
      monthly_visitors: months.map((month) => ({ month, visitors: monthlyBy.get(month) ?? 0 })),
      top_countries: counts(of(people, 'country'), STATISTICS_TOP_COUNTRIES),
      conversions: counts(of(counted, 'conversion'), STATISTICS_TOP_CONVERSIONS),
    };
  }

  /**
   * The statistics of a period staff picked (issue 18): the spec's response for that range, its trend and,
   * with `compare`, the previous period of the same length with each headline figure's change. Without any
   * parameter the caller answers `statistics()` alone, the spec's response.
   */
  async view(now: Date, query: StatisticsQuery): Promise<Omit<StatisticsResponse, 'data_source'>> {
    const range = periodRange(query, now);
    const previous = query.compare ? previousRange(range) : undefined;
    const filters = statisticsFilters(query);
    if (filters.length === 0) return this.viewOf(now, range, previous, STORED);
    // The filtered view's rollups cover every day the response names: the range, the previous period and the
    // six-month trend up to today.
    const covered = {
      from: [range.from, previous?.from ?? range.from, `${trendMonths(now)[0]}-01`].sort()[0] as string,
      to: this.days(now).to,
    };
    return this.readView(filters, covered, (rollups) => this.viewOf(now, range, previous, rollups));
  }

  private async viewOf(
    now: Date,
    range: DayRange,
    previous: DayRange | undefined,
    rollups: Rollups,
  ): Promise<Omit<StatisticsResponse, 'data_source'>> {
    // One after the other: both periods share the per-day caches.
    const current = await this.statistics(now, range, rollups);
    const before = previous ? await this.headline(now, previous, rollups) : undefined;
    const [trend, trendBefore] = await Promise.all([
      this.trend(range, rollups),
      previous ? this.trend(previous, rollups) : Promise.resolve(undefined),
    ]);
    return {
      ...current,
      trend: trend.map((point, i) =>
        trendBefore ? { ...point, previous_visitors: trendBefore[i]?.visitors ?? 0 } : point,
      ),
      ...(before && {
        comparison: {
          ...before,
          change: {
            page_views: change(current.page_views, before.page_views),
            unique_visitors: change(current.unique_visitors, before.unique_visitors),
            avg_session_duration: change(current.avg_session_duration, before.avg_session_duration),
            bounce_rate: change(current.bounce_rate, before.bounce_rate),
          },
        },
      }),
    };
  }

  /** The headline figures of a range: page views, unique visitors, average session duration, bounce rate. */
  private async headline(now: Date, range: DayRange, rollups: Rollups) {
    const [summary, checks] = await Promise.all([
      this.summary(now, range, rollups),
      this.rows(
        `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM ${rollups.sessions}
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
        { ...range },
      ),
    ]);
    const { total } = await this.sessionFigures(range, checks, [], rollups);
    return {
      period: statisticsPeriod(now, range),
      ...summary,
      avg_session_duration: total.sessions ? Math.round((total.duration / total.sessions) * 10) / 10 : 0,
      bounce_rate: pct(total.bounces, total.sessions),
    };
  }

  /**
   * Unique visitors per trend point of a range (trendBucketDays), every point present, oldest first. Points
   * count from the range's first day, so a period and its previous one line up point by point.
   */
  private async trend(range: DayRange, rollups: Rollups): Promise<{ bucket: string; visitors: number }[]> {
    const days = rangeDays(range);
    const size = trendBucketDays(days);
    const rows = await this.rows(
      `SELECT intDiv(dateDiff('day', {from:Date}, day), {size:UInt32}) AS i, uniqCombinedMerge(14)(visitors) AS visitors
        FROM ${rollups.totals} WHERE kind = 'pageview' AND day >= {from:Date} AND day <= {to:Date}
        GROUP BY i`,
      { ...range, size },
    );
    const by = new Map(rows.map((r) => [num(r['i']), num(r['visitors'])]));
    const first = Date.parse(`${range.from}T00:00:00.000Z`);
    return Array.from({ length: Math.ceil(days / size) }, (_, i) => ({
      bucket: new Date(first + i * size * DAY_MS).toISOString().slice(0, 10),
      visitors: by.get(i) ?? 0,
    }));
  }

  /**
   * The window's top values of each counted dimension (COUNTED_TOP) with the dimension's total (`n`,
   * `total`), sorted by count, ties in byte order; merged from the per-day tops, each cut in ClickHouse.
   */
  private async countedTop(params: { from: string; to: string }): Promise<Row[]> {
    const checks = await this.rows(
      `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM daily_dimensions
        WHERE dimension IN ${COUNTED_DIMENSIONS} AND day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
      params,
    );
    // The days this read uses, held here: filling the cache with stale days may evict others of the range.
    const read = new Map<string, CountedDay>();
    const stale = checks.filter((c) => {
      const cached = this.countedDays.get(String(c['d']));
      if (cached?.checksum === c['checksum']) read.set(String(c['d']), cached);
      return cached?.checksum !== c['checksum'];
    });
    if (stale.length) {
      const computed = await this.rows(
        `SELECT toString(day) AS d, dimension, value, sum(events) AS n, sum(n) OVER (PARTITION BY day, dimension) AS total
          FROM daily_dimensions
          WHERE dimension IN ${COUNTED_DIMENSIONS} AND day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}
            AND value != '' AND NOT (dimension = 'source' AND value = 'internal')
          GROUP BY day, dimension, value
          ORDER BY day, dimension, n DESC, value
          LIMIT {perDay:UInt32} BY day, dimension`,
        { ...dayRange(stale.map((c) => String(c['d']))), perDay: COUNTED_PER_DAY },
      );
      for (const check of stale) {
        const rows = computed.filter((r) => r['d'] === check['d']);
        const totals = new Map(rows.map((r) => [String(r['dimension']), num(r['total'])]));
        const day: CountedDay = { checksum: String(check['checksum']), rows, totals, exact: new Map() };
        this.countedDays.set(String(check['d']), day);
        read.set(String(check['d']), day);
      }
    }
    const days = new Set(checks.map((c) => String(c['d'])));
    // Days of the range that lost their rows (a reset) are dropped; days outside it leave by the cache's bound.
    for (const day of this.countedDays.keys())
      if (day >= params.from && day <= params.to && !days.has(day)) this.countedDays.delete(day);

    // Lower bounds: a value's counts on the days that list it. A day that lists COUNTED_PER_DAY values of a
    // dimension may hide others, each with at most its last listed count (`cutoff`); a day with fewer hides none.
    const lower = new Map<string, Map<string, { n: number; listedCutoff: number }>>();
    const hidden = new Map<string, number>();
    const totals = new Map<string, number>();
    for (const day of read.values()) {
      for (const [dimension, total] of day.totals) totals.set(dimension, (totals.get(dimension) ?? 0) + total);
      const listed = new Map<string, number>();
      for (const r of day.rows) listed.set(String(r['dimension']), (listed.get(String(r['dimension'])) ?? 0) + 1);
      const cutoffs = new Map<string, number>();
      for (const r of day.rows) {
        const dimension = String(r['dimension']);
        if (listed.get(dimension) === COUNTED_PER_DAY) cutoffs.set(dimension, num(r['n']));
      }
      for (const [dimension, cutoff] of cutoffs) hidden.set(dimension, (hidden.get(dimension) ?? 0) + cutoff);
      for (const r of day.rows) {
        const dimension = String(r['dimension']);
        let values = lower.get(dimension);
        if (!values) lower.set(dimension, (values = new Map()));
        const sum = values.get(String(r['value'])) ?? { n: 0, listedCutoff: 0 };
        sum.n += num(r['n']);
        sum.listedCutoff += cutoffs.get(dimension) ?? 0;
        values.set(String(r['value']), sum);
      }
    }

    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const out: Row[] = [];
    for (const [dimension, values] of lower) {
      const total = totals.get(dimension) ?? 0;
      const slack = hidden.get(dimension) ?? 0;
      const ranked = [...values].sort((a, b) => b[1].n - a[1].n || byteOrder(a[0], b[0]));
      const top = COUNTED_TOP[dimension] ?? ROWS_PER_DIMENSION;
      const floor = ranked[top - 1]?.[1].n ?? 0;
      // Values that may still belong to the top: upper bound (lower + what days not listing it may hide) ≥ floor.
      const open = ranked.filter(([, v]) => v.n + slack - v.listedCutoff >= floor && slack - v.listedCutoff > 0);
      let rows: [string, number][];
      if (slack >= floor && slack > 0) {
        // A value no day lists could be in the top: only the full count in ClickHouse tells (rare; still LIMITed).
        rows = (await this.exactTop(dimension, top, params)).map((r) => [String(r['value']), num(r['n'])]);
      } else if (open.length) {
        for (const [value, n] of await this.exactCounts(
          dimension,
          open.map(([value]) => value),
          read,
        )) {
          const v = values.get(value);
          if (v) v.n = n;
        }
        rows = [...values]
          .map(([value, v]): [string, number] => [value, v.n])
          .sort((a, b) => b[1] - a[1] || byteOrder(a[0], b[0]));
      } else {
        rows = ranked.map(([value, v]) => [value, v.n]);
      }
      for (const [value, n] of rows.slice(0, top)) out.push({ dimension, value, n, total });
    }
    return out;
  }

  /**
   * Exact window counts of a few values of one dimension: a day's listed count where it lists the value,
   * else the day's exact count, kept with the cached day once asked. A past day's counts change only with its
   * checksum, so a read asks ClickHouse only for days and values not yet counted (normally today), instead of
   * scanning the window's every distinct value again.
   */
  private async exactCounts(
    dimension: string,
    values: string[],
    read: Map<string, CountedDay>,
  ): Promise<Map<string, number>> {
    const key = (value: string) => `${dimension}\u0000${value}`;
    const sums = new Map(values.map((value) => [value, 0]));
    const missing = new Map<string, string[]>();
    for (const [d, day] of read) {
      const listed = new Map(
        (day?.rows ?? []).filter((r) => r['dimension'] === dimension).map((r) => [String(r['value']), num(r['n'])]),
      );
      const unknown: string[] = [];
      for (const value of values) {
        const n = listed.get(value) ?? day?.exact.get(key(value));
        if (n === undefined) unknown.push(value);
        else sums.set(value, (sums.get(value) ?? 0) + n);
      }
      if (unknown.length) missing.set(d, unknown);
    }
    if (missing.size === 0) return sums;
    const rows = await this.rows(
      `SELECT toString(day) AS d, value, sum(events) AS n FROM daily_dimensions
        WHERE dimension = {dimension:String} AND value IN {values:Array(String)} AND day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}
        GROUP BY day, value`,
      { dimension, values: [...new Set([...missing.values()].flat())], ...dayRange([...missing.keys()]) },
    );
    const found = new Map(rows.map((r) => [`${String(r['d'])}\u0000${String(r['value'])}`, num(r['n'])]));
    for (const [d, unknown] of missing) {
      const exact = read.get(d)?.exact;
      for (const value of unknown) {
        const n = found.get(`${d}\u0000${value}`) ?? 0;
        sums.set(value, (sums.get(value) ?? 0) + n);
        if (exact && exact.size < EXACT_PER_DAY) exact.set(key(value), n);
      }
    }
    return sums;
  }

  /**
   * The range's top values of each counted dimension, each grouped in ClickHouse over the whole range: for
   * ranges longer than the per-day caches are meant for (docs/decisions.md, issue 18).
   */
  private async countedDirect(params: { from: string; to: string }, rollups: Rollups): Promise<Row[]> {
    const dimensions = Object.entries(COUNTED_TOP);
    const tops = await Promise.all(
      dimensions.map(([dimension, top]) => this.exactTop(dimension, top, params, rollups)),
    );
    return tops.flatMap((rows, i) =>
      rows.map((r) => ({
        dimension: dimensions[i]?.[0] ?? '',
        value: String(r['value']),
        n: num(r['n']),
        total: num(r['total']),
      })),
    );
  }

  /** One counted dimension's top over the whole window, grouped in ClickHouse, with the dimension's total. */
  private exactTop(
    dimension: string,
    top: number,
    params: { from: string; to: string },
    rollups: Rollups = STORED,
  ): Promise<Row[]> {
    return this.rows(
      `SELECT value, sum(events) AS n, sum(n) OVER () AS total FROM ${rollups.dimensions}
        WHERE dimension = {dimension:String} AND day >= {from:Date} AND day <= {to:Date}
          AND value != '' AND NOT (dimension = 'source' AND value = 'internal')
        GROUP BY value
        ORDER BY n DESC, value
        LIMIT {top:UInt32}`,
      { ...params, dimension, top },
    );
  }

  /**
   * Sessions, bounces and duration of the window (docs/metrics.md), in total and by entry page for `pages`,
   * from the per-day cache; days whose calls changed or that lack one of `pages` are computed again, together.
   */
  private async sessionFigures(
    range: DayRange,
    checks: Row[],
    pages: string[],
    rollups: Rollups = STORED,
  ): Promise<{ total: SessionFigures; byPage: Map<string, SessionFigures> }> {
    // A filtered view keeps its own days (with its tables); the stored rollups share the bounded cache.
    const cache = rollups.sessionDays ?? this.sessionDays;
    // The days this read uses, held here: filling the cache with stale days may evict others of the range.
    const read = new Map<string, SessionDay>();
    const stale = checks.filter((c) => {
      const cached = cache.get(String(c['d']));
      const fresh = cached && cached.checksum === c['checksum'] && pages.every((page) => cached.pages.includes(page));
      if (fresh) read.set(String(c['d']), cached);
      return !fresh;
    });
    if (stale.length) {
      // The pages asked for first, then those the stale days kept (another view's top pages), bounded.
      const kept = stale.flatMap((c) => cache.get(String(c['d']))?.pages ?? []);
      const computedPages = [...new Set([...pages, ...kept])].slice(0, SESSION_PAGES_CACHED);
      const computed = await this.sessionRows(dayRange(stale.map((c) => String(c['d']))), computedPages, rollups);
      for (const check of stale) {
        const day: SessionDay = {
          checksum: String(check['checksum']),
          total: noSessions(),
          pages: computedPages,
          byPage: new Map(),
        };
        for (const r of computed) {
          if (r['d'] !== check['d']) continue;
          addTo(day.total, r);
          const page = computedPages[num(r['rank']) - 1];
          if (page !== undefined)
            day.byPage.set(page, {
              sessions: num(r['sessions']),
              bounces: num(r['bounces']),
              duration: num(r['duration']),
            });
        }
        cache.set(String(check['d']), day);
        read.set(String(check['d']), day);
      }
    }
    // Days of the range that lost their sessions (a reset) are dropped; others leave by the cache's bound.
    const days = new Set(checks.map((c) => String(c['d'])));
    for (const day of cache.keys()) if (day >= range.from && day <= range.to && !days.has(day)) cache.delete(day);

    const total = noSessions();
    const byPage = new Map<string, SessionFigures>();
    for (const day of read.values()) {
      addTo(total, day.total);
      for (const page of pages) {
        const figures = day.byPage.get(page);
        if (!figures) continue;
        const sum = byPage.get(page) ?? noSessions();
        addTo(sum, figures);
        byPage.set(page, sum);
      }
    }
    return { total, byPage };
  }

  /**
   * Per day and entry page (rank in `pages`, 0 for every other page): sessions, bounces, duration.
   * The entry page is the first page view's; the session keeps only its rank (argMin over the view's time
   * in milliseconds, a tie in one millisecond going to the lower rank), never its path: paths are the
   * clients' choice, up to 200 characters, and carrying each session's path through the grouping took
   * twice the time on a flood of distinct paths (bench:stats hostile, issue 14). (day, session_id) is the
   * table's key: for more than a month of days the scan aggregates in order, which bounds its memory; for
   * fewer the hash table is faster (measured: 30 days 165 ms against 218 ms in order).
   */
  private sessionRows(
    days: { days: string[]; first: string; last: string },
    pages: string[],
    rollups: Rollups = STORED,
  ): Promise<Row[]> {
    return this.rows(
      `SELECT toString(day) AS d, rank, count() AS sessions, countIf(pv = 1) AS bounces, sum(duration) AS duration FROM (
          SELECT day, session_id,
            argMin(indexOf({pages:Array(String)}, tupleElement(entry, 2)) AS page_rank,
              toUnixTimestamp64Milli(tupleElement(entry, 1)) * 1024 + page_rank) AS rank,
            sum(page_views) AS pv, dateDiff('millisecond', min(tupleElement(entry, 1)), max(ended)) / 1000 AS duration
          FROM ${rollups.sessions} WHERE day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}
          GROUP BY day, session_id
          HAVING pv > 0)
        GROUP BY day, rank
        SETTINGS optimize_aggregation_in_order = ${days.days.length > 31 ? 1 : 0}`,
      { ...days, pages },
    );
  }

  /**
   * The rollups of a filtered view (docs/metrics.md 'Filters'): the stored rollups' own SELECTs over the events
   * the filters keep, written into tables of this view (Memory engine), so every figure keeps its one definition
   * and the reads after it are as cheap as on the stored rollups. Visits, not only calls, are selected where the
   * filter is about a visit: `source` keeps the sessions with a page view from it, and the session figures of a
   * `page` filter are those of the sessions that viewed the page. Those sessions are collected in Set tables
   * (deduplicated as they are written, no GROUP BY over all sessions), per day with the days around it (a
   * visit over midnight).
   *
   * The tables are kept between reads of the same filters (KEPT_VIEWS, each at most KEPT_VIEW_MS): a read
   * computes only the days whose calls changed since (the checksum tells: normally today, and yesterday when
   * sessions are selected), instead of scanning every event of the covered days again (issue 18 performance).
   */
  private async refreshView(view: KeptView, filters: StatisticsFilter[], covered: DayRange): Promise<void> {
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
    const selectsSessions = page !== undefined || source !== undefined;

    // A day's rows depend on its calls and, where sessions are selected, on the calls of the days around it.
    // The stored daily totals count them: a few rows a day, where the sessions rollup has one a session. (A day
    // computed while a call was still on its way into the rollups may lack it until that day's next call, at
    // most KEPT_VIEW_MS.)
    const around = { from: addDays(covered.from, -1), to: addDays(covered.to, 1) };
    const calls = await this.rows(
      `SELECT toString(day) AS d, toString(sum(events)) AS c FROM daily_totals
        WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
      around,
    );
    const own = new Map(calls.map((r) => [String(r['d']), String(r['c'])]));
    const checksum = (day: string) =>
      selectsSessions
        ? [addDays(day, -1), day, addDays(day, 1)].map((d) => own.get(d) ?? '-').join(',')
        : (own.get(day) ?? '-');
    const inCovered = (day: string) => day >= covered.from && day <= covered.to;
    const stale = [...own.keys()].filter((day) => inCovered(day) && view.days.get(day) !== checksum(day));
    const gone = [...view.days.keys()].filter((day) => inCovered(day) && !own.has(day));
    if (view.created && stale.length === 0 && gone.length === 0) return;

    const tables = [view.rollups.totals, view.rollups.dimensions, view.rollups.sessions];
    if (view.created) {
      const days = [...stale, ...gone];
      await settled(
        tables.map((table) =>
          this.client.command({
            query: `ALTER TABLE ${table} DELETE WHERE day IN {days:Array(Date)}`,
            query_params: { days },
          }),
        ),
      );
      for (const day of days) view.days.delete(day);
      // Days that only vanished (their calls were reset) leave nothing to compute.
      if (stale.length === 0) return;
    }

    // The first write creates the tables (even without any day to compute: the reads need them).
    const computed = dayRange(stale.length ? stale : ['1970-01-01']);
    const setDays = dayRange([...new Set(computed.days.flatMap((d) => [addDays(d, -1), d, addDays(d, 1)]))]);
    Object.assign(params, computed, { s_days: setDays.days, s_first: setDays.first, s_last: setDays.last });
    const onDays = (column: string, prefix = '') =>
      `${column} >= {${prefix}first:Date} AND ${column} <= {${prefix}last:Date} AND ${column} IN {${prefix}days:Array(Date)}`;
    const write = (table: string, engine: string, select: string) =>
      this.client.command({
        query: view.created
          ? `INSERT INTO ${table} ${select}`
          : `CREATE TABLE ${table} ENGINE = ${engine} AS ${select}`,
        query_params: params,
      });
    const sets: string[] = [];
    /** A Set of the sessions with a page view matching `condition` (and the visitor filters) on the days around. */
    const sessionsWith = async (suffix: string, condition: string) => {
      const table = `${view.name}_${suffix}`;
      sets.push(table);
      await this.client.command({
        // Not persistent: the set lives for this refresh only (a persistent Set writes, and drops, a file).
        query: `CREATE TABLE ${table} ENGINE = Set SETTINGS persistent = 0 AS SELECT session_id FROM events
          WHERE kind = 'pageview' AND session_id != '' AND ${[onDays('toDate(received_at)', 's_'), ...visitor, condition].join(' AND ')}`,
        query_params: params,
      });
      return table;
    };
    const inSet = this.cluster ? 'GLOBAL IN' : 'IN';
    try {
      const [viewedPage, fromSource] = await settled([
        page ? sessionsWith('viewed', page) : undefined,
        source ? sessionsWith('from', source) : undefined,
      ]);
      const where = [onDays('toDate(received_at)'), ...visitor];
      const calls = [
        ...where,
        ...(page ? [page] : []),
        // Cookieless page views have no session: their own source is their visit's.
        ...(fromSource ? [`(session_id ${inSet} ${fromSource} OR (session_id = '' AND ${source}))`] : []),
      ].join(' AND ');
      const inSets = [viewedPage, fromSource]
        .filter((set) => set !== undefined)
        .map((set) => `session_id ${inSet} ${set}`);
      // Sessions the sets name are whole sessions (selected by their page views, which carry the visitor
      // filters too): their rows are taken from the stored rollup, far fewer than their events.
      const sessions = inSets.length
        ? `SELECT * FROM sessions WHERE ${[onDays('day'), ...inSets].join(' AND ')}`
        : rollupSelect('sessions', `(SELECT * FROM events WHERE ${where.join(' AND ')})`);
      await settled([
        write(view.rollups.totals, 'Memory', rollupSelect('daily_totals', `(SELECT * FROM events WHERE ${calls})`)),
        write(
          view.rollups.dimensions,
          'Memory',
          rollupSelect('daily_dimensions', `(SELECT * FROM events WHERE ${calls})`),
        ),
        write(view.rollups.sessions, 'Memory', sessions),
      ]);
    } finally {
      await this.dropTables(sets);
    }
    view.created = true;
    for (const day of stale) view.days.set(day, checksum(day));
    if (stale.length) {
      // Bounded: a view whose tables grew past KEPT_VIEW_ROWS (a flood of distinct values) is not kept.
      const [size] = await this.rows(
        `SELECT sum(total_rows) AS n FROM system.tables WHERE database = currentDatabase() AND name IN {names:Array(String)}`,
        { names: tables },
      );
      if (num(size?.['n']) > KEPT_VIEW_ROWS) view.oversize = true;
    }
  }

  /** The kept view of these filters, a new one (empty, its tables not yet created) when none is kept. */
  private keptView(filters: StatisticsFilter[]): KeptView {
    const key = JSON.stringify(filters.map((f) => [f.dimension, f.value]).sort());
    let view = this.keptViews.get(key);
    if (view) return view;
    const name = `${VIEW_TABLE_PREFIX}${randomBytes(8).toString('hex')}`;
    view = {
      key,
      name,
      rollups: {
        totals: `${name}_totals`,
        dimensions: `${name}_dimensions`,
        sessions: `${name}_sessions`,
        cached: false,
        sessionDays: new Map(),
      },
      created: false,
      oversize: false,
      days: new Map(),
      queue: Promise.resolve(),
      expires: undefined,
    };
    const kept = view;
    view.expires = setTimeout(() => this.dropView(kept), KEPT_VIEW_MS);
    view.expires.unref?.();
    this.keptViews.set(key, view);
    for (const old of this.keptViews.values()) {
      if (this.keptViews.size <= KEPT_VIEWS) break;
      this.dropView(old);
    }
    return view;
  }

  /** A read of a filtered view: after the reads of the same view before it, on its refreshed tables. */
  private readView<T>(
    filters: StatisticsFilter[],
    covered: DayRange,
    read: (rollups: Rollups) => Promise<T>,
    retry = true,
  ): Promise<T> {
    const view = this.keptView(filters);
    const run = view.queue.then(async () => {
      const reused = view.created;
      try {
        await this.refreshView(view, filters, covered);
      } catch (error) {
        // Tables half written are not read again. A kept view's tables may be gone (another server behind
        // the address, a restart of it): once more on new ones.
        this.dropView(view);
        if (reused && retry) return this.readView(filters, covered, read, false);
        throw error;
      }
      try {
        return await read(view.rollups);
      } finally {
        if (view.oversize) this.dropView(view);
      }
    });
    view.queue = run.catch(() => undefined);
    return run;
  }

  /** Forgets a kept view and drops its tables once the reads queued on it are done. */
  private dropView(view: KeptView): void {
    if (this.keptViews.get(view.key) === view) this.keptViews.delete(view.key);
    clearTimeout(view.expires);
    const tables = [view.rollups.totals, view.rollups.dimensions, view.rollups.sessions];
    view.queue = view.queue.then(() => this.dropTables(tables)).catch(() => undefined);
  }

  /** Drops every kept filtered view (after a reset; in tests). */
  async dropFilteredViews(): Promise<void> {
    const views = [...this.keptViews.values()];
    for (const view of views) this.dropView(view);
    await Promise.all(views.map((view) => view.queue));
  }

  private async dropTables(tables: string[]): Promise<void> {
    await Promise.all(tables.map((table) => this.client.command({ query: `DROP TABLE IF EXISTS ${table} SYNC` })));
  }

  /**
   * Visitors of the last STATISTICS_LIVE_MINUTES minutes (the current minute and the ones before it) and the
   * pages they are on, from the per-minute rollup: a few minutes' rows, the top pages cut in ClickHouse.
   */
  async live(now: Date = new Date()): Promise<StatisticsLive> {
    const minute = Math.floor(now.getTime() / 60_000) * 60;
    const from = minute - (STATISTICS_LIVE_MINUTES - 1) * 60;
    const params = { from, to: minute, top: STATISTICS_LIVE_TOP_PAGES };
    const where = `minute >= toDateTime({from:UInt32}, 'UTC') AND minute <= toDateTime({to:UInt32}, 'UTC')`;
    const [total, pages] = await Promise.all([
      this.rows(`SELECT uniqCombinedMerge(14)(visitors) AS n FROM live_minutes WHERE ${where}`, params),
      this.rows(
        `SELECT page, uniqCombinedMerge(14)(visitors) AS n FROM live_minutes WHERE ${where}
          GROUP BY page ORDER BY n DESC, page LIMIT {top:UInt32}`,
        params,
      ),
    ]);
    return {
      from: new Date(from * 1000).toISOString(),
      to: now.toISOString(),
      visitors: num(total[0]?.['n']),
      pages: pages.map((r) => ({ page: String(r['page']), visitors: num(r['n']) })),
    };
  }

  /**
   * Deletes exactly what the options name from the events, then rebuilds the rollups from what is left,
   * so no derived number keeps counting deleted rows.
   */
  async reset(options: ResetAnalyticsRequest): Promise<{ deleted: string[] }> {
    const kinds: string[] = [];
    if (options.reset_pageviews) kinds.push('pageview');
    // Time updates are interaction data of the same visits as the events.
    if (options.reset_events) kinds.push('event', 'time_update');
    if (options.reset_consents) kinds.push('consent');
    if (kinds.length === 0) return { deleted: [] };
    await this.client.command({
      query: `DELETE FROM ${storageTarget('events', this.cluster)} WHERE kind IN {kinds:Array(String)}`,
      query_params: { kinds },
    });
    await this.rebuildRollups(kinds);
    this.sessionDays.clear();
    this.countedDays.clear();
    await this.dropFilteredViews();
    return { deleted: kinds };
  }

  /**
   * Empties each rollup and fills it again from the events table. Under a TTL (issue 20) only the days the raw
   * events still cover are rebuilt: older days exist only in the rollups and keep their figures, less those of
   * `kinds` when a reset deleted those. On a cluster the local tables are changed ON CLUSTER and the rows go in
   * through the Distributed table; reads merge the shards' states anyway.
   */
  async rebuildRollups(kinds: readonly string[] = []): Promise<void> {
    const months = await eventsTtlMonths(this.client, this.cluster);
    const from = months ? await firstKeptDay(this.client, months) : null;
    for (const table of Object.keys(ROLLUP_SELECTS) as RollupTable[]) {
      const target = storageTarget(table, this.cluster);
      if (!from) {
        await this.client.command({ query: `TRUNCATE TABLE ${target}` });
        await this.client.command({ query: `INSERT INTO ${table} ${ROLLUP_SELECTS[table]}` });
        continue;
      }
      await this.client.command({ query: `DELETE FROM ${target} WHERE day >= {from:Date}`, query_params: { from } });
      const reset = rollupRowsOf(table, kinds);
      if (reset) {
        await this.client.command({
          query: `DELETE FROM ${target} WHERE day < {from:Date} AND (${reset})`,
          query_params: { from, kinds },
        });
      }
      // Expired rows the TTL has not removed yet stay out; a rebuilt block equal to one inserted before must
      // not be taken for a duplicate.
      await this.client.command({
        query: `INSERT INTO ${table} SELECT * FROM (${ROLLUP_SELECTS[table]}) WHERE day >= {from:Date} SETTINGS insert_deduplicate = 0`,
        query_params: { from },
      });
    }
    // The live view's minutes too (its SELECT takes only the last day's calls).
    await this.client.command({ query: `TRUNCATE TABLE ${storageTarget('live_minutes', this.cluster)}` });
    await this.client.command({ query: `INSERT INTO live_minutes ${LIVE_MINUTES_SELECT}` });
  }

  private days(now: Date): { from: string; to: string } {
    const period = statisticsPeriod(now);
    return { from: period.from.slice(0, 10), to: period.to.slice(0, 10) };
  }
}

/** The name prefix of the tables a filtered read writes and drops after it. */
const VIEW_TABLE_PREFIX = 'stats_view_';

/**
 * Drops tables of filtered reads that a crash left behind (empty Memory tables after a restart): only those
 * older than an hour, so a read of another instance still using its tables keeps them. Returns their number.
 */
export async function dropLeftoverViewTables(client: ClickHouseClient): Promise<number> {
  const result = await client.query({
    query: `SELECT name FROM system.tables WHERE database = currentDatabase() AND startsWith(name, {prefix:String})
      AND metadata_modification_time < now() - INTERVAL 1 HOUR`,
    query_params: { prefix: VIEW_TABLE_PREFIX },
    format: 'JSONEachRow',
  });
  const names = (await result.json<{ name: string }>())
    .map((r) => r.name)
    .filter((name) => /^stats_view_[0-9a-f]{16}_[a-z]+$/.test(name));
  for (const name of names) await client.command({ query: `DROP TABLE IF EXISTS ${name} SYNC` });
  return names.length;
}

/**
 * Promise.all that waits for every task before it fails: a filtered read drops the tables it created only once
 * none is still being written.
 */
async function settled<T extends readonly unknown[]>(
  tasks: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * Query parameters for a set of days (yyyy-mm-dd): `day IN {days}` alone does not narrow a read by the tables'
 * key, the range around it does (measured: 55 ms → 4.5 ms for one day of a flooded dimension).
 */
function dayRange(days: string[]): { days: string[]; first: string; last: string } {
  const sorted = [...days].sort();
  return { days: sorted, first: sorted[0] ?? '1970-01-01', last: sorted[sorted.length - 1] ?? '1970-01-01' };
}

/** The day `n` days after `day` (yyyy-mm-dd; n may be negative). */
const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Rollup dimensions fed by each kind of event (ROLLUP_SELECTS.daily_dimensions). */
const DIMENSIONS_OF_KIND: Record<string, readonly string[]> = {
  pageview: ['page', 'device', 'browser', 'country', 'source'],
  event: ['button', 'conversion', 'page_time'],
};

/**
 * Which of a rollup's rows carry figures of `kinds` (a condition on the table), or undefined for none. Sessions
 * count every kind; their rows go with the page views, which make a session.
 */
function rollupRowsOf(table: RollupTable, kinds: readonly string[]): string | undefined {
  if (kinds.length === 0) return undefined;
  if (table === 'daily_totals') return 'kind IN {kinds:Array(String)}';
  if (table === 'sessions') return kinds.includes('pageview') ? '1' : undefined;
  const dimensions = kinds.flatMap((kind) => DIMENSIONS_OF_KIND[kind] ?? []);
  return dimensions.length ? `dimension IN (${dimensions.map((d) => `'${d}'`).join(', ')})` : undefined;
}
