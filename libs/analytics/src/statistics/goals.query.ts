import type { ClickHouseClient } from '@clickhouse/client';
import { type Goal, goalPageLike, TRACKING_CONSTANTS } from '@agency/contracts';
import { dayRange, type DayRange } from './periods';
import { num, pct, readRows } from './rows';
import { CHECKS, dayChecks, onStoredDays, storedKey, UNDER_CHECKSUM } from './stored-days';

/** A goal as the query counts it: its id and what it matches. */
export type CountedGoal = Pick<Goal, 'type' | 'page' | 'event_type' | 'event_label'> &
  Partial<Pick<Goal, 'target' | 'scroll_depth'>> & { id: string };

export interface GoalFigures {
  conversions: number;
  visitors: number;
  rate: number;
}

/**
 * The condition of one goal over the events table, with its parameters named by the goal's place (`g<i>_…`):
 * a page goal's page views whose path matches its pattern, an event goal's events of its type (and label); an
 * outbound goal's clicks on external links (to a domain matching its pattern, `www.` aside), a download goal's
 * downloads (of a file whose name matches its pattern), a 404 goal's visits of the 404 page, a scroll goal's
 * scroll milestones of at least its depth on a page matching its pattern.
 */
export function goalCondition(
  goal: CountedGoal,
  index: number | string,
): { sql: string; params: Record<string, string> } {
  const p = `g${index}`;
  const target = goal.target ?? '';
  switch (goal.type) {
    case 'page':
      return {
        sql: `kind = 'pageview' AND page_path LIKE {${p}_page:String}`,
        params: { [`${p}_page`]: goalPageLike(goal.page) },
      };
    case 'outbound':
      return {
        sql:
          `kind = 'event' AND event_type = 'external_link_click' AND JSONExtractString(metadata, 'kind') = 'external'` +
          (target === '' ? '' : ` AND domainWithoutWWW(event_label) LIKE {${p}_target:String}`),
        params: target === '' ? {} : { [`${p}_target`]: goalPageLike(target.toLowerCase().replace(/^www\./, '')) },
      };
    case 'download':
      return {
        sql:
          `kind = 'event' AND event_type = 'external_link_click' AND JSONExtractString(metadata, 'kind') = 'download'` +
          (target === ''
            ? ''
            : ` AND lower(replaceRegexpOne(path(event_label), '^.*/', '')) LIKE {${p}_target:String}`),
        params: target === '' ? {} : { [`${p}_target`]: goalPageLike(target.toLowerCase()) },
      };
    case 'not_found':
      return {
        sql: `kind = 'event' AND event_type = 'error' AND JSONExtractString(metadata, 'error_type') = 'not_found'`,
        params: {},
      };
    case 'scroll': {
      // Once per page view: the tracker's milestone at the depth (or the next one above it), or, below that
      // milestone, the page's deepest point when the tracker reports it.
      const depth = Number(goal.scroll_depth);
      const milestone = TRACKING_CONSTANTS.scrollMilestones.find((reached) => reached >= depth) ?? 100;
      return {
        sql:
          `kind = 'event' AND event_type = 'scroll_depth' AND page_path LIKE {${p}_page:String}` +
          ` AND if(JSONExtractBool(metadata, 'max'),` +
          ` JSONExtractFloat(metadata, 'depth') >= {${p}_depth:Float64} AND JSONExtractFloat(metadata, 'depth') < {${p}_milestone:Float64},` +
          ` JSONExtractFloat(metadata, 'depth') = {${p}_milestone:Float64})`,
        params: {
          [`${p}_page`]: goalPageLike(goal.page),
          [`${p}_depth`]: String(depth),
          [`${p}_milestone`]: String(milestone),
        },
      };
    }
    case 'event': {
      const label = goal.event_label === '' ? '' : ` AND event_label = {${p}_label:String}`;
      return {
        sql: `kind = 'event' AND event_type = {${p}_type:String}${label}`,
        params: { [`${p}_type`]: goal.event_type, ...(label && { [`${p}_label`]: goal.event_label }) },
      };
    }
  }
}

/** The range's visitors with a page view, the rate's whole: stored per day beside the goals, under its own key. */
const VISITORS = `uniqCombinedStateIf(14)(visitor_id, visitor_id != '' AND kind = 'pageview')`;

/**
 * Per day of `{first}`, `{last}`, `{days}` and per key of `{keys}` (the range's visitors first, then each goal in
 * order): the calls that met the goal and the state of their distinct visitors, in one pass over the days' page
 * views and events.
 */
function goalDaysSelect(goals: readonly CountedGoal[]): { sql: string; params: Record<string, string> } {
  const conditions = goals.map(goalCondition);
  return {
    sql: `SELECT kv.1 AS goal, day, kv.2 AS conversions, kv.3 AS visitors FROM (
        SELECT toDate(received_at) AS day,
          [toUInt64(0)${conditions.map(({ sql }) => `, countIf(${sql})`).join('')}] AS counts,
          [${[VISITORS, ...conditions.map(({ sql }) => `uniqCombinedStateIf(14)(visitor_id, visitor_id != '' AND ${sql})`)].join(', ')}] AS states
        FROM events
        WHERE kind IN ('pageview', 'event') AND ${onStoredDays('toDate(received_at)')}
        GROUP BY day)
      ARRAY JOIN arrayZip({keys:Array(String)}, counts, states) AS kv`,
    params: Object.assign({}, ...conditions.map(({ params }) => params)),
  };
}

/**
 * Each goal's conversions (calls that met it), distinct converting visitors and their share of the range's
 * visitors; and the range's visitors (distinct visitor ids of its page views). Distinct visitors are counted as
 * the statistics count unique visitors (`uniqCombined(14)`: exact for small numbers, within about 1 % for large
 * ones), from states that merge across days. Days are UTC, as everywhere in the statistics; a goal's figures of
 * a range are those of its days. Past days (before `now`'s UTC day) are read from goal_days where stored under
 * their current checksum, counted into it first where not, for every later read of any instance; today and a
 * day whose calls changed meanwhile are counted from the raw events on each read, in the same SELECT.
 */
export async function goalFigures(
  client: ClickHouseClient,
  goals: readonly CountedGoal[],
  range: DayRange,
  now: Date = new Date(),
): Promise<{ visitors: number; goals: GoalFigures[] }> {
  const rows = readRows(client);
  // Each goal's key names what it matches, wherever it stands among the goals; goals matching the same calls
  // (a built-in goal and a staff's of the same event) are counted once.
  const keyOf = (goal: CountedGoal) => {
    const { sql, params } = goalCondition({ ...goal, id: '' }, 'k');
    return storedKey(sql, params);
  };
  const distinct = [...new Map(goals.map((goal) => [keyOf(goal), goal])).values()];
  const select = goalDaysSelect(distinct);
  const keys = [storedKey(VISITORS), ...distinct.map(keyOf)];
  const checks = await dayChecks(rows, range, now);
  const stored = { from: range.from, to: range.to, keys, pastKeys: checks.pastKeys };
  const storedDays = `FROM goal_days WHERE goal IN {keys:Array(String)} AND day >= {from:Date} AND day <= {to:Date}
    AND ${UNDER_CHECKSUM}`;
  /** Past days some key lacks under its current checksum. */
  const missing = async () => {
    if (checks.past.length === 0) return [];
    const found = await rows(`SELECT toString(day) AS d, uniqExact(goal) AS n ${storedDays} GROUP BY day`, stored);
    const complete = new Set(found.filter((r) => num(r['n']) === keys.length).map((r) => String(r['d'])));
    return checks.past.filter((day) => !complete.has(day));
  };
  let counted = await missing();
  if (counted.length) {
    await client.command({
      query: `INSERT INTO goal_days (goal, day, checksum, conversions, visitors)
        WITH ${CHECKS}
        SELECT goal, day, checks.checksum, conversions, visitors FROM (${select.sql}) AS figures
          INNER JOIN checks USING (day)
        -- Only what is missing: a day another key of it is stored for keeps that row.
        WHERE (goal, day) NOT IN (SELECT goal, day ${storedDays})
        SETTINGS insert_deduplicate = 0`,
      query_params: { ...select.params, ...dayRange(counted), ...stored },
    });
    // A past day whose calls changed after its checksum was read (stored under the newer one): for this read.
    counted = await missing();
  }
  const live = [...checks.current, ...counted];
  const figures = await rows(
    `SELECT goal, sum(c) AS conversions, uniqCombinedMerge(14)(v) AS visitors FROM (
        SELECT goal, day, any(conversions) AS c, any(visitors) AS v ${storedDays} AND day NOT IN {live:Array(Date)}
         GROUP BY goal, day
        ${live.length ? `UNION ALL SELECT goal, day, conversions AS c, visitors AS v FROM (${select.sql})` : ''})
      GROUP BY goal`,
    { ...select.params, ...dayRange(live), ...stored, live },
  );
  const byKey = new Map(figures.map((r) => [String(r['goal']), r]));
  const visitors = num(byKey.get(keys[0])?.['visitors']);
  return {
    visitors,
    goals: goals.map((goal) => {
      const row = byKey.get(keyOf(goal));
      const converted = num(row?.['visitors']);
      return { conversions: num(row?.['conversions']), visitors: converted, rate: pct(converted, visitors) };
    }),
  };
}
