import { Redis, type RedisOptions } from 'ioredis';
import type { JobsOptions } from 'bullmq';
import type { IngestConfig } from './ingest.config';

/**
 * One BullMQ job carries one micro-batch (its data a TrackBatch, libs/contracts); its job id is the ClickHouse
 * deduplication token and gives the batch's events their ids.
 */
export const TRACK_JOB_NAME = 'events';

export function trackJobOptions(config: IngestConfig): JobsOptions {
  return {
    attempts: config.INGEST_JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: config.INGEST_JOB_BACKOFF_MS },
    removeOnComplete: { count: 1_000 },
    // Kept so that a batch that ran out of attempts stays visible and can be retried by hand.
    removeOnFail: false,
  };
}

export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { connectionName: 'agency-ingest', ...options });
}
