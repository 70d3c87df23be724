import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import type { TrackBatch } from '@agency/contracts';
import { createRedis } from '../track.queue';

export interface TrackQueueCounts {
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/** Queue depth for the back-office status panel: a few O(1) Redis calls. */
@Injectable()
export class TrackQueueStatus implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly queue: Queue<TrackBatch>;

  constructor(@Inject(INGEST_OPTIONS) options: IngestModuleOptions) {
    // A status read should fail fast when Redis is down, not wait for it.
    this.redis = createRedis(options.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
    });
    this.redis.on('error', () => undefined);
    this.queue = new Queue<TrackBatch>(options.config.INGEST_QUEUE_NAME, {
      connection: this.redis,
      prefix: options.config.INGEST_REDIS_PREFIX,
    });
    this.queue.on('error', () => undefined);
  }

  async counts(): Promise<TrackQueueCounts> {
    if (this.redis.status === 'wait') await this.redis.connect();
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    return {
      waiting: counts['waiting'] ?? 0,
      active: counts['active'] ?? 0,
      delayed: counts['delayed'] ?? 0,
      failed: counts['failed'] ?? 0,
      completed: counts['completed'] ?? 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
