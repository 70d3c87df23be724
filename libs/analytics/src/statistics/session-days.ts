import type { ClickHouseClient } from '@clickhouse/client';
import { sessionDaysSelect } from '../migrations/0004-create-session-days.migration';
import { dayRange, type DayRange, type DaySet } from './periods';
import type { Rollups } from './rollups';
import { num, type ReadRows, type Row } from './rows';
import { addSessions, noSessions, type SessionFigures } from './sessions.query';

/*
 * Session figures of a range from the per-day table of the rollups (`rollups.sessionDays`: session_days for the
 * stored rollups, migration 0004): a day whose checksum still matches is read from there, the others are
 * computed from the sessions rollup, and past days are stored for every later read, of this or any other api
 * instance. Nothing is kept in the process: two instances read the same rows and answer the same figures.
 */

/** The page of a day's total row (no stored path is empty: entry pages without a path count only in it). */
const TOTAL = '';

/** The condition on `day` for a DaySet passed as `{first}`, `{last}`, `{days}`. */
const ON_DAYS = `day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}`;

/** Days up to this many go through the hash table; more aggregate in the sessions rollup's order (less memory). */
const IN_ORDER_FROM_DAYS = 31;

/** The stored rows of the days whose checksum matches, for the totals and `pages` (`d`, `page`, figures). */
function storedRows(rows: ReadRows, table: string, range: DayRange, keys: string[], pages: string[]): Promise<Row[]> {
  return rows(
    `SELECT toString(day) AS d, page, any(sessions) AS sessions, any(bounces) AS bounces, any(duration) AS duration
      FROM ${table}
      WHERE day >= {from:Date} AND day <= {to:Date} AND page IN {pages:Array(String)}
        AND concat(toString(day), '/', toString(checksum)) IN {keys:Array(String)}
      GROUP BY day, page`,
    { from: range.from, to: range.to, pages, keys },
  );
}

/**
 * The figures of `days` computed from the sessions rollup for this read alone, as the rows sessionDaysSelect
 * stores (the same entry page of a session), but only for the totals and `pages`: a session keeps its entry
 * page's rank in `pages` (0 for any other), never its path, and the day's total is summed from the ranks.
 */
async function computedRows(rows: ReadRows, rollups: Rollups, days: DaySet, pages: string[]): Promise<Row[]> {
  const ranked = await rows(
    `SELECT toString(day) AS d, rank, countIf(pv > 0) AS sessions, countIf(pv = 1) AS bounces, sumIf(seconds, pv > 0) AS duration
      FROM (
        SELECT day, session_id, indexOf({pages:Array(String)}, tupleElement(min(entry), 2)) AS rank, sum(page_views) AS pv,
          dateDiff('millisecond', tupleElement(min(entry), 1), max(ended)) / 1000 AS seconds
        FROM ${rollups.sessions} WHERE ${ON_DAYS} GROUP BY day, session_id)
      GROUP BY day, rank
      SETTINGS optimize_aggregation_in_order = ${days.days.length > IN_ORDER_FROM_DAYS ? 1 : 0}`,
    { ...days, pages },
  );
  const out: Row[] = [];
  for (const day of new Set(ranked.map((r) => String(r['d'])))) {
    const total = noSessions();
    for (const r of ranked.filter((r) => r['d'] === day)) {
      addSessions(total, r);
      const page = pages[num(r['rank']) - 1];
      if (page !== undefined && page !== TOTAL) out.push({ ...r, page });
    }
    out.push({ d: day, page: TOTAL, ...total });
  }
  return out;
}

/** Computes `days` from the sessions rollup into the per-day table, every entry page of them. */
async function storeDays(client: ClickHouseClient, rollups: Rollups, days: DaySet): Promise<void> {
  await client.command({
    query: `INSERT INTO ${rollups.sessionDays} (day, checksum, page, sessions, bounces, duration)
      ${sessionDaysSelect(ON_DAYS, rollups.sessions)}
      SETTINGS optimize_aggregation_in_order = ${days.days.length > IN_ORDER_FROM_DAYS ? 1 : 0}, insert_deduplicate = 0`,
    query_params: { ...days },
  });
}

/**
 * Sessions, bounces and duration of a range (docs/metrics.md), in total and by entry page for `pages`. `checks`
 * are the range's days with their checksum (sessionChecksums). Days before `today` (UTC) that are not stored with
 * their checksum are computed into the per-day table first; today (still changing with every call) and a day
 * whose calls changed meanwhile are computed for this read alone.
 */
export async function sessionFigures(
  client: ClickHouseClient,
  rows: ReadRows,
  rollups: Rollups,
  range: DayRange,
  checks: Row[],
  pages: string[],
  today: string,
): Promise<{ total: SessionFigures; byPage: Map<string, SessionFigures> }> {
  const asked = [TOTAL, ...pages.filter((page) => page !== TOTAL)];
  const past = checks.filter((c) => String(c['d']) < today);
  const keys = past.map((c) => `${String(c['d'])}/${String(c['checksum'])}`);
  const current = checks.map((c) => String(c['d'])).filter((d) => d >= today);
  // The stored past days and today's figures (still changing with every call, never stored) side by side.
  const stored = () => (keys.length ? storedRows(rows, rollups.sessionDays, range, keys, asked) : Promise.resolve([]));
  const [found, computed] = await Promise.all([
    stored(),
    current.length ? computedRows(rows, rollups, dayRange(current), asked) : Promise.resolve([]),
  ]);
  const missing = (rowsRead: Row[]) => {
    const have = new Set(rowsRead.filter((r) => r['page'] === TOTAL).map((r) => String(r['d'])));
    return past.map((c) => String(c['d'])).filter((d) => !have.has(d));
  };
  let all = [...found, ...computed];
  if (missing(found).length) {
    await storeDays(client, rollups, dayRange(missing(found)));
    const again = await stored();
    // A past day whose calls changed after its checksum was read (stored under the newer one): for this read.
    const changed = missing(again);
    all = [
      ...again,
      ...computed,
      ...(changed.length ? await computedRows(rows, rollups, dayRange(changed), asked) : []),
    ];
  }

  const total = noSessions();
  const byPage = new Map<string, SessionFigures>();
  for (const r of all) {
    if (r['page'] === TOTAL) {
      addSessions(total, r);
      continue;
    }
    const sum = byPage.get(String(r['page'])) ?? noSessions();
    addSessions(sum, r);
    byPage.set(String(r['page']), sum);
  }
  return { total, byPage };
}
