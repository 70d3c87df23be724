import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENT_KINDS, trackBatch, type EventKind, type QueuedEvent, type TrackBatch } from '@agency/contracts';
import { pipelineMetrics } from '@agency/observability';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { createRedis, TRACK_JOB_NAME, trackJobOptions } from '../track.queue';
import { MicroBatcher, type Sent } from '../micro.batcher';
import { VisitorSaltStore } from './visitor-salt.store';

/** Owns the intake's Redis connection: the queue producer with its micro-batcher, and the salt store. */
@Injectable()
export class TrackProducer implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('TrackProducer');
  private readonly redis: Redis;
  private readonly queue: Queue<TrackBatch>;
  private readonly batcher: MicroBatcher<QueuedEvent>;
  readonly salts: VisitorSaltStore;

  constructor(@Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions) {
    const { config } = options;
    // Without the offline queue a command fails at once while Redis is away, so the caller gets a 503
    // instead of a request hanging until Redis returns.
    this.redis = createRedis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.redis.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
    this.queue = new Queue<TrackBatch>(config.INGEST_QUEUE_NAME, {
      connection: this.redis,
      prefix: config.INGEST_REDIS_PREFIX,
      defaultJobOptions: trackJobOptions(config),
    });
    this.queue.on('error', (error) => this.logger.warn(`queue: ${error.message}`));
    this.salts = new VisitorSaltStore(this.redis, config.INGEST_REDIS_PREFIX);
    this.batcher = new MicroBatcher<QueuedEvent>({
      maxItems: config.INGEST_BATCH_MAX_EVENTS,
      maxWaitMs: config.INGEST_BATCH_MAX_WAIT_MS,
      minItems: config.INGEST_BATCH_MIN_EVENTS,
      maxInFlight: config.INGEST_BATCH_MAX_IN_FLIGHT,
      send: (events) => this.enqueue(events),
    });
  }

  async onModuleInit(): Promise<void> {
    // Starting without Redis is allowed (calls answer 503 until it is back); waiting a moment avoids
    // refusing the first calls while the connection is still being made.
    await Promise.race([
      this.queue.waitUntilReady().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
    ]);
    if (this.redis.status !== 'ready')
      this.logger.warn('Redis is not reachable yet; tracking calls answer 503 until it is');
  }

  /** Calls `sent` with null once the event's batch is stored in Redis, with the error when it could not be. */
  send(event: QueuedEvent, sent: Sent): void {
    this.batcher.push(event, sent);
  }

  // After the HTTP server has closed no call can arrive, so the last batch is complete.
  async onApplicationShutdown(): Promise<void> {
    await this.batcher.close();
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async enqueue(events: QueuedEvent[]): Promise<void> {
    // The batch's id is also where its events' ids come from (eventIdAt).
    const jobId = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Redis did not answer in time')),
        this.options.config.INGEST_ENQUEUE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.queue.add(TRACK_JOB_NAME, trackBatch(events), { jobId }), timeout]);
    } finally {
      clearTimeout(timer);
    }
    countAccepted(events);
  }
}

/** agency_ingest_events_accepted_total by kind, a child made once per kind (used once per kind and batch). */
const accepted = Object.fromEntries(
  EVENT_KINDS.map((kind) => [kind, pipelineMetrics.eventsAccepted.labels({ kind })]),
) as Record<EventKind, { inc(value: number): void }>;

/**
 * Counts a batch that is in Redis, before its calls are answered: one increment per kind in it (a batch is
 * mostly page views), not one per call.
 */
function countAccepted(events: readonly QueuedEvent[]): void {
  const counts: Partial<Record<EventKind, number>> = {};
  for (const { kind } of events) counts[kind] = (counts[kind] ?? 0) + 1;
  for (const kind of EVENT_KINDS) {
    const count = counts[kind];
    if (count) accepted[kind].inc(count);
  }
}
