import type { StatisticsResponse } from '@agency/contracts';
import { change, type DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, pct, type ReadRows } from './rows';
import type { SessionFigures } from './sessions.query';

/*
 * The headline figures (docs/metrics.md): page views and unique visitors from the daily totals, average
 * session duration and bounce rate from the sessions, and their change against a previous period.
 */

export interface StatisticsSummary {
  page_views: number;
  unique_visitors: number;
}

type Headline = Pick<StatisticsResponse, 'page_views' | 'unique_visitors' | 'avg_session_duration' | 'bounce_rate'>;

/** Page views and unique visitors of a range. */
export async function summary(rows: ReadRows, range: DayRange, rollups: Rollups): Promise<StatisticsSummary> {
  const [row] = await rows(
    `SELECT sum(events) AS page_views, uniqCombinedMerge(14)(visitors) AS unique_visitors
        FROM ${rollups.totals} WHERE kind = 'pageview' AND day >= {from:Date} AND day <= {to:Date}`,
    { ...range },
  );
  return { page_views: num(row?.['page_views']), unique_visitors: num(row?.['unique_visitors']) };
}

/** Average session duration (seconds, one decimal) and bounce rate (percent) of a range's sessions. */
export function sessionHeadline(total: SessionFigures): Pick<Headline, 'avg_session_duration' | 'bounce_rate'> {
  return {
    avg_session_duration: total.sessions ? Math.round((total.duration / total.sessions) * 10) / 10 : 0,
    bounce_rate: pct(total.bounces, total.sessions),
  };
}

/** Each headline figure's change from the previous period `before` to `current`, in percent. */
export function headlineChange(current: Headline, before: Headline): Record<keyof Headline, number | null> {
  return {
    page_views: change(current.page_views, before.page_views),
    unique_visitors: change(current.unique_visitors, before.unique_visitors),
    avg_session_duration: change(current.avg_session_duration, before.avg_session_duration),
    bounce_rate: change(current.bounce_rate, before.bounce_rate),
  };
}
