import { STATISTICS_LIVE_MINUTES, STATISTICS_LIVE_TOP_PAGES, type StatisticsLive } from '@agency/contracts';
import { num, type ReadRows } from './rows';

/**
 * Visitors of the last STATISTICS_LIVE_MINUTES minutes (the current minute and the ones before it) and the
 * pages they are on, from the per-minute rollup: a few minutes' rows, the top pages cut in ClickHouse.
 */
export async function live(rows: ReadRows, now: Date): Promise<StatisticsLive> {
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  const from = minute - (STATISTICS_LIVE_MINUTES - 1) * 60;
  const params = { from, to: minute, top: STATISTICS_LIVE_TOP_PAGES };
  const where = `minute >= toDateTime({from:UInt32}, 'UTC') AND minute <= toDateTime({to:UInt32}, 'UTC')`;
  const [total, pages] = await Promise.all([
    rows(`SELECT uniqCombinedMerge(14)(visitors) AS n FROM live_minutes WHERE ${where}`, params),
    rows(
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
