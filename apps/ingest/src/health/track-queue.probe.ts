import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { QueueSnapshot } from '@agency/observability';

/**
 * Reads the track queue for the metrics scrape: BullMQ's counts plus the age of the oldest waiting batch.
 * BullMQ pushes new jobs on the left of the wait list and workers take from the right, so the oldest
 * waiting job is the last element; its hash keeps the time it was added.
 */
export class TrackQueueProbe {
  private readonly queue: Queue;
  private readonly waitKey: string;
  private readonly jobKeyPrefix: string;

  constructor(
    private readonly redis: Redis,
    queueName: string,
    prefix: string,
  ) {
    this.queue = new Queue(queueName, { connection: redis, prefix });
    this.queue.on('error', () => undefined);
    this.waitKey = `${prefix}:${queueName}:wait`;
    this.jobKeyPrefix = `${prefix}:${queueName}:`;
  }

  async snapshot(now = Date.now()): Promise<QueueSnapshot> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
    const oldestId = await this.redis.lindex(this.waitKey, -1);
    const addedAt = oldestId ? Number(await this.redis.hget(`${this.jobKeyPrefix}${oldestId}`, 'timestamp')) : NaN;
    return {
      waiting: counts['waiting'] ?? 0,
      active: counts['active'] ?? 0,
      delayed: counts['delayed'] ?? 0,
      failed: counts['failed'] ?? 0,
      oldestWaitingSeconds: Number.isFinite(addedAt) ? Math.max(0, (now - addedAt) / 1000) : 0,
    };
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
