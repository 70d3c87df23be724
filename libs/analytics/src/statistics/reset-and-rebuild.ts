import type { ClickHouseClient } from '@clickhouse/client';
import type { ResetAnalyticsRequest } from '@agency/contracts';
import { eventsTtlMonths, firstKeptDay } from '../analytics.retention';
import { storageTarget } from '../cluster';
import { ROLLUP_SELECTS, type RollupTable } from '../migrations/0002-create-rollups.migration';
import { LIVE_MINUTES_SELECT } from '../migrations/0003-create-live-minutes.migration';
import { WEB_VITALS_DAYS_SELECT } from '../migrations/0006-create-web-vitals-days.migration';

/*
 * Resetting analytics: deleting the events a reset names and rebuilding every rollup from what is left, so no
 * derived number keeps counting deleted rows. (Forgetting the filtered views is the facade's part.)
 */

/** The kinds of event a reset deletes. Time updates are interaction data of the same visits as the events. */
export function resetKinds(options: ResetAnalyticsRequest): string[] {
  const kinds: string[] = [];
  if (options.reset_pageviews) kinds.push('pageview');
  if (options.reset_events) kinds.push('event', 'time_update');
  if (options.reset_consents) kinds.push('consent');
  if (options.reset_web_vitals) kinds.push('web_vital');
  return kinds;
}

/** Deletes every event of `kinds` (on a cluster, from each node's local table). */
export async function deleteEvents(
  client: ClickHouseClient,
  cluster: string | undefined,
  kinds: readonly string[],
): Promise<void> {
  await client.command({
    query: `DELETE FROM ${storageTarget('events', cluster)} WHERE kind IN {kinds:Array(String)}`,
    query_params: { kinds },
  });
}

/**
 * Empties each rollup and fills it again from the events table. Under a retention TTL only the days the raw
 * events still cover are rebuilt: older days exist only in the rollups and keep their figures, less those of
 * `kinds` when a reset deleted those. On a cluster the local tables are changed ON CLUSTER and the rows go in
 * through the Distributed table; reads merge the shards' states anyway.
 */
export async function rebuildRollups(
  client: ClickHouseClient,
  cluster: string | undefined,
  kinds: readonly string[],
): Promise<void> {
  const months = await eventsTtlMonths(client, cluster);
  const from = months ? await firstKeptDay(client, months) : null;
  const rollups: [string, string][] = [
    ...(Object.keys(ROLLUP_SELECTS) as RollupTable[]).map((table): [string, string] => [table, ROLLUP_SELECTS[table]]),
    ['web_vitals_days', WEB_VITALS_DAYS_SELECT],
  ];
  for (const [table, select] of rollups) {
    const target = storageTarget(table, cluster);
    if (!from) {
      await client.command({ query: `TRUNCATE TABLE ${target}` });
      await client.command({ query: `INSERT INTO ${table} ${select}` });
      continue;
    }
    await client.command({ query: `DELETE FROM ${target} WHERE day >= {from:Date}`, query_params: { from } });
    const reset =
      table === 'web_vitals_days'
        ? kinds.includes('web_vital')
          ? '1'
          : undefined
        : rollupRowsOf(table as RollupTable, kinds);
    if (reset) {
      await client.command({
        query: `DELETE FROM ${target} WHERE day < {from:Date} AND (${reset})`,
        query_params: { from, kinds },
      });
    }
    // Expired rows the TTL has not removed yet stay out; a rebuilt block equal to one inserted before must
    // not be taken for a duplicate.
    await client.command({
      query: `INSERT INTO ${table} SELECT * FROM (${select}) WHERE day >= {from:Date} SETTINGS insert_deduplicate = 0`,
      query_params: { from },
    });
  }
  // Each day's session figures and counted tops come from the rollups rebuilt above, each day's goal and funnel
  // figures from the events left: computed again on their next read.
  for (const table of ['session_days', 'counted_days', 'goal_days', 'funnel_days'])
    await client.command({ query: `TRUNCATE TABLE ${storageTarget(table, cluster)}` });
  // The live view's minutes too (its SELECT takes only the last day's calls).
  await client.command({ query: `TRUNCATE TABLE ${storageTarget('live_minutes', cluster)}` });
  await client.command({ query: `INSERT INTO live_minutes ${LIVE_MINUTES_SELECT}` });
}

/** Rollup dimensions fed by each kind of event (ROLLUP_SELECTS.daily_dimensions). */
const DIMENSIONS_OF_KIND: Record<string, readonly string[]> = {
  pageview: ['page', 'device', 'browser', 'country', 'source'],
  event: ['button', 'conversion', 'page_time'],
};

/**
 * Which of a rollup's rows carry figures of `kinds` (a condition on the table), or undefined for none. Sessions
 * count every kind; their rows go with the page views, which make a session.
 */
export function rollupRowsOf(table: RollupTable, kinds: readonly string[]): string | undefined {
  if (kinds.length === 0) return undefined;
  if (table === 'daily_totals') return 'kind IN {kinds:Array(String)}';
  if (table === 'sessions') return kinds.includes('pageview') ? '1' : undefined;
  const dimensions = kinds.flatMap((kind) => DIMENSIONS_OF_KIND[kind] ?? []);
  return dimensions.length ? `dimension IN (${dimensions.map((d) => `'${d}'`).join(', ')})` : undefined;
}
