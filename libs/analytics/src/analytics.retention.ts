import { Inject, Injectable, Optional } from '@nestjs/common';
import type { ClickHouseClient } from '@clickhouse/client';
import type { AnalyticsConfig } from './analytics.config';
import { ANALYTICS_CONFIG, CLICKHOUSE_CLIENT } from './analytics.tokens';
import { storageTarget } from './cluster';

/** When a raw event expires: its whole (UTC) day at once, so the oldest day left is always complete. */
const ttlExpression = (months: number) => `toDate(received_at) + toIntervalMonth(${months})`;
const EXPIRED = `toDate(received_at) + toIntervalMonth({months:UInt16}) <= toDate(now(), 'UTC')`;

/** The months of the events table's TTL, or null when it has none. */
export async function eventsTtlMonths(client: ClickHouseClient, cluster: string | undefined): Promise<number | null> {
  const result = await client.query({
    query: `SELECT engine_full FROM system.tables WHERE database = currentDatabase() AND name = {table:String}`,
    query_params: { table: cluster ? 'events_local' : 'events' },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ engine_full: string }>();
  const months = /\bTTL\b.*toIntervalMonth\((\d+)\)/.exec(row?.engine_full ?? '');
  return months ? Number(months[1]) : null;
}

/** The first day whose raw events a TTL of `months` keeps (yyyy-mm-dd, UTC); the days before exist only in the rollups. */
export async function firstKeptDay(client: ClickHouseClient, months: number): Promise<string> {
  const result = await client.query({
    query: `SELECT toString(toDate(now(), 'UTC') - toIntervalMonth({months:UInt16}) + 1) AS day`,
    query_params: { months },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ day: string }>();
  return row?.day ?? '';
}

/**
 * Raw analytics events older than N months are dropped by a ClickHouse TTL on the events table (one table on a
 * single node, events_local on every node of a cluster). The daily rollups have no TTL and are not touched:
 * a materialized view only ever adds to them, so the statistics keep every day's figures.
 */
@Injectable()
export class AnalyticsRetention {
  private readonly cluster: string | undefined;

  constructor(
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
    @Optional() @Inject(ANALYTICS_CONFIG) config?: AnalyticsConfig,
  ) {
    this.cluster = config?.CLICKHOUSE_CLUSTER;
  }

  /** The months of the TTL in force, or null when the events table has none. */
  ttlMonths(): Promise<number | null> {
    return eventsTtlMonths(this.client, this.cluster);
  }

  /**
   * Sets the TTL when it differs. Without rewriting every part at once (materialize_ttl_after_modify = 0): new
   * parts and merges apply it, and `removeExpired` merges the months that hold expired rows. On chDB the setting
   * stays on the session, which is what this app wants anyway.
   */
  async applyTtl(months: number): Promise<boolean> {
    if ((await this.ttlMonths()) === months) return false;
    await this.client.command({
      query: `ALTER TABLE ${storageTarget('events', this.cluster)} MODIFY TTL ${ttlExpression(months)}`,
      clickhouse_settings: { materialize_ttl_after_modify: 0 },
    });
    return true;
  }

  /** Raw events the TTL of `months` has expired but ClickHouse has not yet removed. */
  async expiredRows(months: number): Promise<number> {
    const result = await this.client.query({
      query: `SELECT count() AS n FROM events WHERE ${EXPIRED}`,
      query_params: { months },
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: string | number }>();
    return Number(row?.n ?? 0);
  }

  /** The first day whose raw events are kept under a TTL of `months` (yyyy-mm-dd, UTC). */
  firstKeptDay(months: number): Promise<string> {
    return firstKeptDay(this.client, months);
  }

  /**
   * Removes what has expired now instead of at some later merge: applies the TTL to the months that hold expired
   * rows. Returns the rows removed.
   */
  async removeExpired(months: number): Promise<number> {
    const before = await this.expiredRows(months);
    if (before === 0) return 0;
    // The months by the table's partition key (toYYYYMM), which a Distributed table answers as well.
    const result = await this.client.query({
      query: `SELECT DISTINCT toString(toYYYYMM(received_at)) AS id FROM events WHERE ${EXPIRED} ORDER BY id`,
      query_params: { months },
      format: 'JSONEachRow',
    });
    const target = storageTarget('events', this.cluster);
    for (const { id } of await result.json<{ id: string }>()) {
      if (!/^\d{6}$/.test(id)) continue;
      // Recomputes the TTL of the month's parts (those written before the TTL have none) and drops what expired.
      await this.client.command({
        query: `ALTER TABLE ${target} MATERIALIZE TTL IN PARTITION ID '${id}'`,
        clickhouse_settings: { mutations_sync: '2' },
      });
      await this.client.command({ query: `OPTIMIZE TABLE ${target} PARTITION ID '${id}' FINAL` });
    }
    return before - (await this.expiredRows(months));
  }
}
