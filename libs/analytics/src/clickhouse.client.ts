import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import type { AnalyticsConfig } from './analytics.config';

export type { ClickHouseClient };

type ClientConnection = NonNullable<NonNullable<Parameters<typeof createClient>[0]>['connection']>;

/** True when the config selects the in-process engine rather than a server. */
export function isEmbedded(config: AnalyticsConfig): boolean {
  return !config.CLICKHOUSE_URL;
}

/**
 * A client bound to the configured database, which is created if missing. Every query after this may use
 * unqualified table names, so the same SQL runs on a server and on chDB.
 */
export async function createClickHouseClient(config: AnalyticsConfig): Promise<ClickHouseClient> {
  const database = config.CLICKHOUSE_DATABASE;
  if (isEmbedded(config)) {
    const dataDir = config.CLICKHOUSE_DATA_DIR === ':memory:' ? ':memory:' : path.resolve(config.CLICKHOUSE_DATA_DIR);
    if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true });
    // chDB types its connection against @clickhouse/client-common, the client against its own copy of the
    // same interface; they are identical at runtime but not to the compiler.
    // Loaded only here: the engine is ~0.5 GB, and processes that talk to a server never need it.
    const { createChdbConnection } = await import('chdb/connection');
    const { drainPending } = await import('chdb');
    const connection = createChdbConnection({ path: dataDir }) as unknown as ClientConnection;
    const client = createClient({ connection });
    // The engine binds one data directory per process, and a session closed while an operation of it still
    // runs (a query a shutdown cut short, a dropped view's tables) keeps the directory until that operation
    // ends: a session opened before then is refused. So a close resolves only once the engine has let go.
    const close = client.close.bind(client);
    client.close = async () => {
      await close();
      await drainPending();
    };
    try {
      await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
      // chDB ignores the client's `database` option, but its session keeps `USE` for every later query.
      await client.command({ query: `USE ${database}` });
    } catch (error) {
      await client.close();
      throw error;
    }
    return client;
  }

  const credentials = { username: config.CLICKHOUSE_USER, password: config.CLICKHOUSE_PASSWORD };
  if (config.CLICKHOUSE_CLUSTER) {
    // The cluster schema creates the database on every node. Inserts into the Distributed events table
    // return once every shard has its part, so a failed shard fails the batch (and its retry) instead of
    // waiting in a node's local send queue.
    return createClient({
      url: config.CLICKHOUSE_URL,
      database,
      ...credentials,
      clickhouse_settings: { distributed_foreground_insert: 1 },
    });
  }
  // The database may not exist yet, and a client bound to a missing database fails every call.
  const bootstrap = createClient({ url: config.CLICKHOUSE_URL, ...credentials });
  try {
    await bootstrap.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  } finally {
    await bootstrap.close();
  }
  return createClient({ url: config.CLICKHOUSE_URL, database, ...credentials });
}
