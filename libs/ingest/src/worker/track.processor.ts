import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { CLICKHOUSE_CLIENT, insertEvents, type ClickHouseClient } from '@agency/analytics';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { createRedis, type TrackJobData } from '../track.queue';

/** Inserts one job's batch; the job id is the dedup token, so a redelivered job is dropped by ClickHouse. */
export async function processTrackJob(client: ClickHouseClient, job: Pick<Job<TrackJobData>, 'id' | 'data'>): Promise<number> {
  if (!job.id) throw new Error('track job without id');
  await insertEvents(client, job.data.events, job.id);
  return job.data.events.length;
}

/**
 * The BullMQ consumer. A failed insert (ClickHouse down) throws, and BullMQ retries the job with
 * exponential backoff; after the last attempt it stays in the failed set for a replay.
 */
@Injectable()
export class TrackProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('TrackProcessor');
  private readonly redis: Redis;
  private readonly worker: Worker<TrackJobData, number>;

  constructor(
    @Inject(INGEST_OPTIONS) options: IngestModuleOptions,
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
  ) {
    const { config } = options;
    // BullMQ's blocking reads need a connection that retries forever instead of failing a command.
    this.redis = createRedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.worker = new Worker<TrackJobData, number>(config.INGEST_QUEUE_NAME, (job) => processTrackJob(this.client, job), {
      connection: this.redis,
      prefix: config.INGEST_REDIS_PREFIX,
      concurrency: config.INGEST_WORKER_CONCURRENCY,
      autorun: false,
    });
    this.worker.on('error', (error) => this.logger.warn(`worker: ${error.message}`));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`batch ${job?.id} failed (attempt ${job?.attemptsMade} of ${job?.opts.attempts}): ${error.message}`),
    );
  }

  // Bootstrap comes after every module's init, so the ClickHouse schema is migrated by then.
  onApplicationBootstrap(): void {
    this.worker.run().catch((error: unknown) => this.logger.error(`worker stopped: ${String(error)}`));
  }

  // Before the ClickHouse client closes (onApplicationShutdown), let running jobs finish.
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
