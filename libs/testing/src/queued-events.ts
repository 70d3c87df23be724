import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * The enriched tracking events an intake put into its BullMQ queue (waiting, taken or done: finished jobs
 * are kept), read straight from Redis: what the intake derived from a call, visitor id and country included.
 */
export async function queuedEvents(
  redisUrl: string,
  prefix: string,
  queueName = 'track',
): Promise<Record<string, unknown>[]> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const queue = new Queue(queueName, { connection, prefix });
  try {
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'prioritized']);
    return jobs.flatMap((job) => (job?.data as { events?: Record<string, unknown>[] } | undefined)?.events ?? []);
  } finally {
    await queue.close();
    await connection.quit();
  }
}
