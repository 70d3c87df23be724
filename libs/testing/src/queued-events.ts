import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { trackBatchEvents, type EnrichedEvent, type TrackBatch } from '@agency/contracts';

/**
 * The enriched tracking events an intake put into its BullMQ queue (waiting, taken or done: finished jobs
 * are kept), read straight from Redis: what the intake derived from a call, visitor id and country included.
 */
export async function queuedEvents(redisUrl: string, prefix: string, queueName = 'track'): Promise<EnrichedEvent[]> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue<TrackBatch>(queueName, { connection, prefix });
  try {
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
    return jobs.flatMap((job) => (job?.id ? trackBatchEvents(job.id, job.data) : []));
  } finally {
    await queue.close();
    await connection.quit();
  }
}
