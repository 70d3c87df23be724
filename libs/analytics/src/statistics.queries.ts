import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import {
  STATISTICS_TOP_BUTTONS,
  STATISTICS_TREND_MONTHS,
  STATISTICS_WINDOW_DAYS,
  type ResetAnalyticsRequest,
  type StatisticsResponse,
} from '@agency/contracts';
import type { AnalyticsConfig } from './analytics.config';
import { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
import { storageTarget } from './cluster';
import { ROLLUP_SELECTS, type RollupTable } from './migrations/0002-create-rollups.migration';

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
const TOP_PAGES = 10;
const TOP_COUNTRIES = 10;

/**
 * The window the statistics cover: the last STATISTICS_WINDOW_DAYS UTC days, today included, up to `now`.
 * Whole days, because the rollups hold days.
 */
export function statisticsPeriod(now: Date = new Date()): StatisticsPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (STATISTICS_WINDOW_DAYS - 1) * DAY_MS);
  return { from: from.toISOString(), to: now.toISOString(), days: STATISTICS_WINDOW_DAYS };
}

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

/** Each key's share of the total in percent; rows with the same key add up. */
function shares(rows: Row[], key: string, value: string): Record<string, number> {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(String(r[key]), (sums.get(String(r[key])) ?? 0) + num(r[value]));
  const total = [...sums.values()].reduce((a, b) => a + b, 0);
  return Object.fromEntries([...sums].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, pct(v, total)]));
}

const DEVICE_LABELS: Record<string, string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

interface SessionDay {
  /** The day's number of session calls when computed: any later call (even a late one) changes it. */
  checksum: string;
  rows: Row[];
}

@Injectable()
export class StatisticsQueries {
  /**
   * Per-day session figures by entry page. A session ends at midnight, so a day's figures change only when
   * calls of that day arrive, which the checksum detects; then only that day is computed again.
   */
  private readonly sessionDays = new Map<string, SessionDay>();

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

  /** Page views and unique visitors of the window (docs/metrics.md). */
  async summary(now: Date = new Date()): Promise<StatisticsSummary> {
    const [row] = await this.rows(
      `SELECT sum(events) AS page_views, uniqCombinedMerge(14)(visitors) AS unique_visitors
        FROM daily_totals WHERE kind = 'pageview' AND day >= {from:Date} AND day <= {to:Date}`,
      this.days(now),
    );
    return { page_views: num(row?.['page_views']), unique_visitors: num(row?.['unique_visitors']) };
  }

  /** Every field of the statistics response (spec/back-office.md §3), read from the daily rollups. */
  async statistics(now: Date = new Date()): Promise<Omit<StatisticsResponse, 'data_source'>> {
    const params = this.days(now);
    const months = trendMonths(now);
    // Independent reads, run together; each touches one small rollup.
    const [totals, counted, people, sessions, monthly, summary] = await Promise.all([
      this.rows(
        `SELECT kind, event_type, sum(events) AS events FROM daily_totals
          WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY kind, event_type`,
        params,
      ),
      this.rows(
        `SELECT dimension, value, sum(events) AS events, sum(duration) AS duration
          FROM daily_dimensions
          WHERE day >= {from:Date} AND day <= {to:Date}
          GROUP BY dimension, value`,
        params,
      ),
      // Unique states are merged only where a share of people is asked for (they cost the most).
      this.rows(
        `SELECT dimension, value, uniqCombinedMerge(14)(visitors) AS visitors
          FROM daily_dimensions
          WHERE dimension IN ('device', 'browser', 'country') AND day >= {from:Date} AND day <= {to:Date}
          GROUP BY dimension, value`,
        params,
      ),
      this.sessionsByEntryPage(params),
      this.rows(
        `SELECT formatDateTime(toStartOfMonth(day), '%Y-%m') AS month, uniqCombinedMerge(14)(visitors) AS visitors
          FROM daily_totals WHERE kind = 'pageview' AND day >= {trendFrom:Date} AND day <= {to:Date}
          GROUP BY month`,
        { ...params, trendFrom: `${months[0]}-01` },
      ),
      this.summary(now),
    ]);

    const visitorsOf = new Map(people.map((r) => [`${r['dimension']}\u0000${r['value']}`, num(r['visitors'])]));
    const dims: Row[] = counted.map((r) => ({ ...r, visitors: visitorsOf.get(`${r['dimension']}\u0000${r['value']}`) ?? 0 }));
    const eventCount = (type: string) => num(totals.find((r) => r['kind'] === 'event' && r['event_type'] === type)?.['events']);
    const byDimension = (dimension: string) => dims.filter((r) => r['dimension'] === dimension);
    const top = (dimension: string, limit: number, field = 'events') =>
      byDimension(dimension)
        .filter((r) => r['value'] !== '')
        .sort((a, b) => num(b[field]) - num(a[field]) || String(a['value']).localeCompare(String(b['value'])))
        .slice(0, limit);

    const sessionCount = sessions.reduce((sum, r) => sum + num(r['sessions']), 0);
    const bounceCount = sessions.reduce((sum, r) => sum + num(r['bounces']), 0);
    const durationSum = sessions.reduce((sum, r) => sum + num(r['duration']), 0);
    const entryBy = new Map(sessions.map((r) => [String(r['entry_page']), r]));
    const timeBy = new Map(byDimension('page_time').map((r) => [String(r['value']), r]));

    const formStarts = eventCount('form_start');
    const formSubmits = eventCount('form_submit');
    const consents = totals.filter((r) => r['kind'] === 'consent');
    const consentTotal = consents.reduce((sum, r) => sum + num(r['events']), 0);
    const consentShare = (type: string) => pct(num(consents.find((r) => r['event_type'] === type)?.['events']), consentTotal);

    const devices = shares(byDimension('device').map((r) => ({ ...r, value: DEVICE_LABELS[String(r['value'])] ?? 'Other' })), 'value', 'visitors');
    const monthlyBy = new Map(monthly.map((r) => [String(r['month']), num(r['visitors'])]));

    return {
      period: statisticsPeriod(now),
      ...summary,
      avg_session_duration: sessionCount ? Math.round((durationSum / sessionCount) * 10) / 10 : 0,
      bounce_rate: pct(bounceCount, sessionCount),
      enhanced_metrics: {
        total_events: totals.filter((r) => r['kind'] === 'event').reduce((sum, r) => sum + num(r['events']), 0),
        button_clicks: eventCount('button_click'),
        scroll_interactions: eventCount('scroll_depth'),
        external_link_clicks: eventCount('external_link_click'),
        form_starts: formStarts,
        form_submits: formSubmits,
        form_abandoned: eventCount('form_abandoned'),
        form_conversion_rate: Math.min(100, pct(formSubmits, formStarts)),
        top_buttons: Object.fromEntries(top('button', STATISTICS_TOP_BUTTONS).map((r) => [String(r['value']), num(r['events'])])),
        errors: eventCount('error'),
      },
      top_pages: top('page', TOP_PAGES).map((r) => {
        const page = String(r['value']);
        const time = timeBy.get(page);
        const entry = entryBy.get(page);
        return {
          page,
          views: num(r['events']),
          avg_time: time && num(time['events']) ? Math.round((num(time['duration']) / num(time['events'])) * 10) / 10 : 0,
          bounce: entry ? pct(num(entry['bounces']), num(entry['sessions'])) : 0,
        };
      }),
      cookie_consent: {
        all_accepted: consentShare('all_accepted'),
        only_necessary: consentShare('only_necessary'),
        customized: consentShare('customized'),
      },
      traffic_sources: shares(byDimension('source').filter((r) => r['value'] !== '' && r['value'] !== 'internal'), 'value', 'events'),
      devices: { Desktop: 0, Mobile: 0, Tablet: 0, ...devices },
      browsers: shares(byDimension('browser'), 'value', 'visitors'),
      monthly_visitors: months.map((month) => ({ month, visitors: monthlyBy.get(month) ?? 0 })),
      top_countries: Object.fromEntries(
        top('country', TOP_COUNTRIES + 1, 'visitors')
          .filter((r) => r['value'] !== 'unknown')
          .slice(0, TOP_COUNTRIES)
          .map((r) => [String(r['value']), num(r['visitors'])]),
      ),
      conversions: Object.fromEntries(top('conversion', 50).map((r) => [String(r['value']), num(r['events'])])),
    };
  }

  /** Sessions, bounces and duration by entry page over the window's days (docs/metrics.md). */
  private async sessionsByEntryPage(params: { from: string; to: string }): Promise<Row[]> {
    const checks = await this.rows(
      `SELECT toString(day) AS d, toString(sum(events)) AS checksum FROM sessions
        WHERE day >= {from:Date} AND day <= {to:Date} GROUP BY day`,
      params,
    );
    const stale = checks.filter((c) => this.sessionDays.get(String(c['d']))?.checksum !== c['checksum']);
    if (stale.length) {
      // (day, session_id) is the table's key: the scan aggregates in order, without hashing every session.
      const computed = await this.rows(
        `SELECT toString(day) AS d, entry_page, count() AS sessions, countIf(pv = 1) AS bounces, sum(duration) AS duration FROM (
            SELECT day, session_id, min(entry) AS first_event, max(ended) AS e, sum(page_views) AS pv,
              tupleElement(first_event, 2) AS entry_page, dateDiff('millisecond', tupleElement(first_event, 1), e) / 1000 AS duration
            FROM sessions WHERE day IN {days:Array(Date)}
            GROUP BY day, session_id
            HAVING pv > 0)
          GROUP BY day, entry_page
          SETTINGS optimize_aggregation_in_order = 1`,
        { days: stale.map((c) => c['d']) },
      );
      for (const check of stale) {
        const day = String(check['d']);
        this.sessionDays.set(day, { checksum: String(check['checksum']), rows: computed.filter((r) => r['d'] === day) });
      }
    }
    const days = new Set(checks.map((c) => String(c['d'])));
    for (const day of this.sessionDays.keys()) if (!days.has(day) && day >= params.from) this.sessionDays.delete(day);
    const byPage = new Map<string, Row>();
    for (const day of days) {
      for (const r of this.sessionDays.get(day)?.rows ?? []) {
        const page = String(r['entry_page']);
        const sum = byPage.get(page) ?? { entry_page: page, sessions: 0, bounces: 0, duration: 0 };
        byPage.set(page, {
          entry_page: page,
          sessions: num(sum['sessions']) + num(r['sessions']),
          bounces: num(sum['bounces']) + num(r['bounces']),
          duration: num(sum['duration']) + num(r['duration']),
        });
      }
    }
    return [...byPage.values()];
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
    await this.rebuildRollups();
    this.sessionDays.clear();
    return { deleted: kinds };
  }

  /**
   * Empties each rollup and fills it again from the events table. On a cluster the local tables are emptied
   * ON CLUSTER and the rows go in through the Distributed table; reads merge the shards' states anyway.
   */
  async rebuildRollups(): Promise<void> {
    for (const table of Object.keys(ROLLUP_SELECTS) as RollupTable[]) {
      await this.client.command({ query: `TRUNCATE TABLE ${storageTarget(table, this.cluster)}` });
      await this.client.command({ query: `INSERT INTO ${table} ${ROLLUP_SELECTS[table]}` });
    }
  }

  private days(now: Date): { from: string; to: string } {
    const period = statisticsPeriod(now);
    return { from: period.from.slice(0, 10), to: period.to.slice(0, 10) };
  }
}
