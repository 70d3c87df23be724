import {
  Inject,
  Injectable,
  Module,
  Optional,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { HealthRegistry, setQueueProbe } from '@agency/observability';
import type { IngestAppEnv } from '../ingest.env';
import { TrackQueueProbe } from './track-queue.probe';

const INGEST_APP_ENV = Symbol('INGEST_APP_ENV');

/**
 * Readiness per role: the intake needs Redis (a call is answered only once its batch is there); the worker
 * needs Redis and ClickHouse. Workers also feed the queue gauges of GET /metrics.
 */
@Injectable()
class IngestReadiness implements OnModuleInit, OnApplicationShutdown {
  // Its own small connection: a readiness ping must fail fast, not queue behind BullMQ's blocking reads.
  private readonly redis: Redis;
  private probe: TrackQueueProbe | undefined;

  constructor(
    private readonly registry: HealthRegistry,
    @Inject(INGEST_APP_ENV) private readonly env: IngestAppEnv,
    @Optional() @Inject(CLICKHOUSE_CLIENT) private readonly clickhouse?: ClickHouseClient,
  ) {
    this.redis = new Redis(env.REDIS_URL, {
      connectionName: 'agency-ingest-health',
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    this.redis.on('error', () => undefined);
  }

  onModuleInit(): void {
    this.registry.register('redis', async () => {
      if (this.redis.status === 'wait') await this.redis.connect();
      return this.redis.ping();
    });
    const clickhouse = this.clickhouse;
    if (clickhouse) {
      this.registry.register('clickhouse', async () => {
        const result = await clickhouse.ping();
        if (!result.success) throw new Error('ping failed');
      });
    }
    if (this.env.INGEST_ROLE !== 'intake') {
      const probe = new TrackQueueProbe(this.redis, this.env.INGEST_QUEUE_NAME, this.env.INGEST_REDIS_PREFIX);
      this.probe = probe;
      setQueueProbe(async () => {
        if (this.redis.status === 'wait') await this.redis.connect();
        return probe.snapshot();
      });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    setQueueProbe(undefined);
    await this.probe?.close().catch(() => undefined);
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Module({})
export class IngestHealthModule {
  static forRoot(env: IngestAppEnv): DynamicModule {
    return { module: IngestHealthModule, providers: [{ provide: INGEST_APP_ENV, useValue: env }, IngestReadiness] };
  }
}
