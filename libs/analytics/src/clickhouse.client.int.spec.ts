import { randomBytes } from 'node:crypto';
import { eventually } from '@agency/testing';
import { inMemoryAnalyticsConfig } from './analytics.config';
import { createClickHouseClient, type ClickHouseClient } from './clickhouse.client';

async function rows<T>(client: ClickHouseClient, query: string): Promise<T[]> {
  return (await client.query({ query, format: 'JSONEachRow' })).json<T>();
}

describe('the embedded engine (chDB) after a close', () => {
  it('opens the next in-memory client at once, even when the closed one still had a query running', async () => {
    const first = await createClickHouseClient(inMemoryAnalyticsConfig('close_first'));
    const marker = `running_${randomBytes(4).toString('hex')}`;
    const running = rows(first, `SELECT sleep(1) AS ${marker}`).catch((error: unknown) => error);
    // A second client on the same in-memory engine sees the query run, then lets go again.
    const observer = await createClickHouseClient(inMemoryAnalyticsConfig('close_observer'));
    await eventually('the slow query to run', async () => {
      const [seen] = await rows<{ n: string | number }>(
        observer,
        `SELECT count() AS n FROM system.processes WHERE query LIKE '%${marker}%' AND query NOT LIKE '%system.processes%'`,
      );
      return Number(seen?.n) === 1;
    });
    await observer.close();

    await first.close();
    // The engine binds one data directory per process: this one is new (the last in-memory client closed).
    const next = await createClickHouseClient(inMemoryAnalyticsConfig('close_next'));
    try {
      expect(await rows(next, 'SELECT 1 AS n')).toEqual([{ n: 1 }]);
    } finally {
      await next.close();
    }
    await running;
  });
});
