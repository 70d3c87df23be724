import { STATISTICS_TOP_PAGES, type StatisticsResponse } from '@agency/contracts';
import type { DayRange } from './periods';
import type { Rollups } from './rollups';
import { num, pct, type ReadRows, type Row } from './rows';
import type { SessionFigures } from './sessions.query';
import { ofDimension } from './shares';

/*
 * The top pages (docs/metrics.md): views from the counted dimensions, time on page from the `page_time`
 * dimension and the bounce rate of the sessions that entered on each page.
 */

/** The top pages' rows of the counted dimensions, most viewed first. */
export const topPageRows = (counted: Row[]): Row[] => ofDimension(counted, 'page').slice(0, STATISTICS_TOP_PAGES);

/** Time on page of `pages` in a range (`value`, `events`, summed `duration`): a read limited to those pages. */
export function pageTimes(rows: ReadRows, range: DayRange, pages: string[], rollups: Rollups): Promise<Row[]> {
  if (!pages.length) return Promise.resolve([]);
  return rows(
    `SELECT value, sum(events) AS events, sum(duration) AS duration FROM ${rollups.dimensions}
              WHERE dimension = 'page_time' AND value IN {pages:Array(String)} AND day >= {from:Date} AND day <= {to:Date}
              GROUP BY value`,
    { from: range.from, to: range.to, pages },
  );
}

/** Each top page with its views, average time on page (seconds, one decimal) and entry bounce rate. */
export function topPages(
  pageRows: Row[],
  times: Row[],
  entries: Map<string, SessionFigures>,
): StatisticsResponse['top_pages'] {
  const timeBy = new Map(times.map((r) => [String(r['value']), r]));
  return pageRows.map((r) => {
    const page = String(r['value']);
    const time = timeBy.get(page);
    const entry = entries.get(page);
    return {
      page,
      views: num(r['n']),
      avg_time: time && num(time['events']) ? Math.round((num(time['duration']) / num(time['events'])) * 10) / 10 : 0,
      bounce: entry ? pct(entry.bounces, entry.sessions) : 0,
    };
  });
}
