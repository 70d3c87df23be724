import { Inject, Injectable } from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import { STATISTICS_WINDOW_DAYS } from '@agency/contracts';
import { CLICKHOUSE_CLIENT } from './analytics.tokens';
import { toClickHouseTime } from './events.writer';

export interface StatisticsPeriod {
  from: string;
  to: string;
  days: number;
}

export interface StatisticsSummary {
  page_views: number;
  unique_visitors: number;
}

/** The window the statistics cover: the last STATISTICS_WINDOW_DAYS days up to `now`. */
export function statisticsPeriod(now: Date = new Date()): StatisticsPeriod {
  const from = new Date(now.getTime() - STATISTICS_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  return { from: from.toISOString(), to: now.toISOString(), days: STATISTICS_WINDOW_DAYS };
}

@Injectable()
export class StatisticsQueries {
  constructor(@Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient) {}

  /**
   * Page views and unique visitors of the window. The visitor id rotates daily (privacy by design), so
   * a person returning on three days counts as three visitors, as in other cookieless analytics.
   */
  async summary(now: Date = new Date()): Promise<StatisticsSummary> {
    const period = statisticsPeriod(now);
    const result = await this.client.query({
      query: `SELECT count() AS page_views, uniqExact(visitor_id) AS unique_visitors
        FROM events
        WHERE kind = 'pageview'
          AND received_at >= toDateTime64({from:String}, 3, 'UTC')
          AND received_at < toDateTime64({to:String}, 3, 'UTC')`,
      query_params: { from: toClickHouseTime(period.from), to: toClickHouseTime(period.to) },
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ page_views: string | number; unique_visitors: string | number }>();
    // 64-bit counts arrive as strings in JSON.
    return { page_views: Number(row?.page_views ?? 0), unique_visitors: Number(row?.unique_visitors ?? 0) };
  }
}
