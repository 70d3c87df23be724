import { type Goal, goalPageLike, TRACKING_CONSTANTS } from '@agency/contracts';
import type { DayRange } from './periods';
import { num, pct, type ReadRows } from './rows';

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

/**
 * Each goal's conversions (calls that met it), distinct converting visitors and their share of the range's
 * visitors; and the range's visitors (distinct visitor ids of its page views, counted as the statistics count
 * unique visitors: `uniqCombined(14)`, exact for small numbers, within about 1 % for large ones). The
 * conversions are read in one pass over the range's page views and events that meet some goal, so their
 * exact distinct count runs over the converting calls alone; it counts the ids' 64-bit hashes, a third faster than
 * the strings and exact but for a collision (under one in 30 million among a million visitors). Days are UTC, as
 * everywhere in the statistics.
 */
export async function goalFigures(
  rows: ReadRows,
  goals: readonly CountedGoal[],
  range: DayRange,
): Promise<{ visitors: number; goals: GoalFigures[] }> {
  const conditions = goals.map(goalCondition);
  const columns = conditions.flatMap(({ sql }, index) => [
    `countIf(${sql}) AS c${index}`,
    `uniqExactIf(cityHash64(visitor_id), visitor_id != '' AND ${sql}) AS v${index}`,
  ]);
  const params = { from: range.from, to: range.to, ...Object.assign({}, ...conditions.map(({ params }) => params)) };
  const [[counted], [row]] = await Promise.all([
    rows(
      `SELECT uniqCombinedIf(14)(visitor_id, visitor_id != '') AS visitors
         FROM events
        WHERE kind = 'pageview' AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}`,
      { from: range.from, to: range.to },
    ),
    conditions.length === 0
      ? Promise.resolve([])
      : rows(
          `SELECT ${columns.join(', ')}
             FROM events
            WHERE kind IN ('pageview', 'event')
              AND toDate(received_at) >= {from:Date} AND toDate(received_at) <= {to:Date}
              AND (${conditions.map(({ sql }) => `(${sql})`).join(' OR ')})`,
          params,
        ),
  ]);
  const visitors = num(counted?.['visitors']);
  return {
    visitors,
    goals: goals.map((_, index) => {
      const converted = num(row?.[`v${index}`]);
      return { conversions: num(row?.[`c${index}`]), visitors: converted, rate: pct(converted, visitors) };
    }),
  };
}
