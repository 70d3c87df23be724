import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  analyticsEnvSchema,
  assertClusterConfig,
  type ClickHouseClient,
  createClickHouseClient,
  isEmbedded,
} from '@agency/analytics';
import type { BackupRun } from '@agency/contracts';
import type { Env } from '../config/env';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../infrastructure/embedded/embedded-postgres';
import { redisAnswers } from '../infrastructure/embedded/embedded-redis';
import { BackupStatusStore } from './backup-status';
import type { ClickHouseTarget } from './clickhouse-snapshot';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface OpenedStores {
  postgresUrl: string;
  clickhouse: ClickHouseTarget;
  close(): Promise<void>;
}

export function embeddedPostgresExists(dataDir: string): boolean {
  return existsSync(path.resolve(dataDir, 'postgres', 'PG_VERSION'));
}

/**
 * PostgreSQL (DATABASE_URL, else the embedded one in DATA_DIR: the running cluster, else started here) and
 * ClickHouse (CLICKHOUSE_URL, else the embedded chDB in CLICKHOUSE_DATA_DIR, which only this process may
 * open). `initialise`: a missing embedded cluster is created (restore); otherwise it is an error (backup).
 */
export async function openStores(env: Env, log: (line: string) => void, initialise: boolean): Promise<OpenedStores> {
  const analytics = analyticsEnvSchema.parse(env);
  assertClusterConfig(analytics);
  let stopPostgres = async () => undefined as void;
  let postgresUrl = env.DATABASE_URL ?? runningEmbeddedPostgres(env.DATA_DIR);
  if (!postgresUrl) {
    if (!initialise && !embeddedPostgresExists(env.DATA_DIR))
      throw new Error(`no embedded PostgreSQL in ${path.resolve(env.DATA_DIR, 'postgres')}: nothing to back up`);
    const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
    postgresUrl = embedded.url;
    stopPostgres = () => embedded.stop();
  }
  let client: ClickHouseClient;
  try {
    client = await createClickHouseClient(analytics);
  } catch (error) {
    await stopPostgres();
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      isEmbedded(analytics)
        ? `cannot open the embedded ClickHouse in ${path.resolve(analytics.CLICKHOUSE_DATA_DIR)} (${reason}); if the product runs on it, stop it or let it answer (it serves backups on DATA_DIR/backup.sock)`
        : `cannot reach ClickHouse at CLICKHOUSE_URL (${reason})`,
    );
  }
  return {
    postgresUrl,
    clickhouse: {
      client,
      database: analytics.CLICKHOUSE_DATABASE,
      embedded: isEmbedded(analytics),
      cluster: analytics.CLICKHOUSE_CLUSTER,
    },
    async close() {
      await client.close();
      await stopPostgres();
    },
  };
}

/** The Redis the product uses (REDIS_URL, else the machine's default one when it answers), or none. */
export async function productRedisUrl(env: Env): Promise<string | undefined> {
  if (env.REDIS_URL) return env.REDIS_URL;
  return (await redisAnswers(DEFAULT_REDIS_URL)) ? DEFAULT_REDIS_URL : undefined;
}

/** Records a command's backup for the 'Backend' tab, /health/ready and /metrics of every api instance. */
export async function recordRun(env: Env, run: BackupRun, log: (line: string) => void): Promise<void> {
  const url = await productRedisUrl(env);
  if (!url) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await new BackupStatusStore(redis, env.REDIS_KEY_PREFIX).record(run);
  } catch (error) {
    log(`(the outcome was not recorded in Redis: ${error instanceof Error ? error.message : String(error)})`);
  } finally {
    redis.disconnect();
  }
}
