import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  trackBatchEvents,
  trackBatchSize,
  type BackendStatus,
  type FailedBatch,
  type TrackBatch,
} from '@agency/contracts';
import type { IngestConfig } from '../ingest.config';
import { createRedis } from '../track.queue';
import { LOG_KEEP_LINES, pipelineKeys, type PipelineCommand, type WorkerHeartbeat } from './pipeline.keys';

/** Waiting events older than this while nothing is inserted make the pipeline 'stalled'. */
export const STALL_AFTER_MS = 30_000;

/**
 * The back-office's handle on the pipeline, through Redis only, so it works the same whether the worker runs
 * in the api (inline) or in apps/ingest on other machines. Stop pauses the BullMQ queue, which is global:
 * every worker stops taking jobs while the intake keeps queueing.
 */
export class PipelineControl {
  private readonly redis: Redis;
  private readonly queue: Queue<TrackBatch>;
  private readonly keys: ReturnType<typeof pipelineKeys>;

  constructor(
    redisUrl: string,
    private readonly config: IngestConfig,
  ) {
    this.redis = createRedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    this.redis.on('error', () => undefined);
    this.queue = new Queue<TrackBatch>(config.INGEST_QUEUE_NAME, {
      connection: this.redis,
      prefix: config.INGEST_REDIS_PREFIX,
    });
    this.queue.on('error', () => undefined);
    this.keys = pipelineKeys(config.INGEST_REDIS_PREFIX);
  }

  private async ready(): Promise<void> {
    if (this.redis.status === 'wait') await this.redis.connect();
  }

  async status(now = Date.now()): Promise<BackendStatus> {
    try {
      await this.ready();
      const [counts, paused, oldestWaiting, oldestRetrying, lastInsert, workers] = await Promise.all([
        this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed'),
        this.queue.isPaused(),
        this.queue.getJobs(['wait'], 0, 0, true),
        // Batches waiting for a retry (ClickHouse refusing) are waiting events too.
        this.queue.getJobs(['delayed'], 0, 0, true),
        this.redis.get(this.keys.lastInsert),
        this.workers(),
      ]);
      const waiting = counts['waiting'] ?? 0;
      const stamps = [oldestWaiting[0]?.timestamp, oldestRetrying[0]?.timestamp].filter((t): t is number => !!t);
      const oldestAge = stamps.length ? now - Math.min(...stamps) : null;
      const running = workers.filter((w) => w.running);
      const lastInsertAge = lastInsert ? now - Date.parse(lastInsert) : Infinity;
      const stalled = !paused && oldestAge !== null && oldestAge > STALL_AFTER_MS && lastInsertAge > STALL_AFTER_MS;
      const status: BackendStatus['status'] =
        paused || running.length === 0 ? 'stopped' : stalled ? 'stalled' : 'running';
      const main = running[0] ?? workers[0];
      return {
        success: true,
        status,
        pid: main?.pid ?? null,
        uptime: main ? Math.round((now - Date.parse(main.started_at)) / 1000) : null,
        memory_mb: main?.memory_mb ?? null,
        cpu_percent: main?.cpu_percent ?? null,
        message: describe(status, paused, running.length, oldestAge),
        queue: {
          waiting,
          active: counts['active'] ?? 0,
          delayed: counts['delayed'] ?? 0,
          failed: counts['failed'] ?? 0,
          paused,
          oldest_waiting_age_ms: oldestAge,
        },
        last_insert_at: lastInsert,
        workers: running.length,
      };
    } catch (error) {
      return {
        success: false,
        status: 'unknown',
        pid: null,
        uptime: null,
        memory_mb: null,
        cpu_percent: null,
        message: `Redis nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`,
        queue: { waiting: 0, active: 0, delayed: 0, failed: 0, paused: false, oldest_waiting_age_ms: null },
        last_insert_at: null,
        workers: 0,
      };
    }
  }

  async workers(): Promise<WorkerHeartbeat[]> {
    await this.ready();
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', this.keys.heartbeatPattern, 'COUNT', 100);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (keys.length === 0) return [];
    const values = await this.redis.mget(...keys);
    return values.filter((v): v is string => !!v).map((v) => JSON.parse(v) as WorkerHeartbeat);
  }

  /** Pauses consumption everywhere; events keep queueing in Redis, nothing is lost. */
  async stop(actor: string): Promise<void> {
    await this.ready();
    await this.queue.pause();
    await this.log(`Pipeline angehalten von ${actor}: Ereignisse werden weiter angenommen und warten in der Queue`);
  }

  /** Resumes the queue and asks every worker to finish its running jobs, then start a fresh consumer. */
  async restart(actor: string): Promise<void> {
    await this.ready();
    await this.queue.resume();
    await this.log(`Neustart angefordert von ${actor}`);
    await this.command({ type: 'restart' });
  }

  /**
   * Holds every worker's inserts for a copy of ClickHouse in which events and rollups are one moment (the
   * backup): pauses the queue unless it is paused already, waits until no batch is being inserted, and
   * returns the release. Tracking calls keep being accepted and wait in the queue meanwhile.
   */
  async holdInserts(timeoutMs = 60_000): Promise<() => Promise<void>> {
    await this.ready();
    const pausedBefore = await this.queue.isPaused();
    if (!pausedBefore) await this.queue.pause();
    const release = async () => {
      if (pausedBefore) return;
      await this.queue.resume();
      await this.log('Datensicherung: ClickHouse kopiert, Verarbeitung läuft weiter');
    };
    try {
      const deadline = Date.now() + timeoutMs;
      while ((await this.queue.getActiveCount()) > 0) {
        if (Date.now() > deadline)
          throw new Error(`batches were still being inserted after ${Math.round(timeoutMs / 1000)} s`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      if (!pausedBefore) await this.log('Datensicherung: Verarbeitung angehalten, bis ClickHouse kopiert ist');
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  async autostart(): Promise<boolean> {
    await this.ready();
    return (await this.redis.get(this.keys.autostart)) !== '0';
  }

  async setAutostart(enable: boolean, actor: string): Promise<void> {
    await this.ready();
    await this.redis.set(this.keys.autostart, enable ? '1' : '0');
    await this.log(`Autostart ${enable ? 'eingeschaltet' : 'ausgeschaltet'} von ${actor}`);
  }

  /** The newest `lines` log lines of the pipeline, oldest first. */
  async logs(lines: number): Promise<string[]> {
    await this.ready();
    return (await this.redis.lrange(this.keys.log, 0, lines - 1)).reverse();
  }

  async log(line: string): Promise<void> {
    await appendPipelineLog(this.redis, this.config.INGEST_REDIS_PREFIX, line);
  }

  async failedBatches(limit = 100): Promise<FailedBatch[]> {
    await this.ready();
    const jobs = await this.queue.getFailed(0, limit - 1);
    return jobs.map((job) => ({
      id: String(job.id),
      events: trackBatchSize(job.data),
      attempts: job.attemptsMade,
      failed_reason: job.failedReason ?? '',
      first_received_at: firstReceivedAt(job),
      failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    }));
  }

  /** Puts failed batches back into the queue (all, or the given ids); the dedup token keeps each counted once. */
  async replayFailed(ids?: readonly string[]): Promise<string[]> {
    await this.ready();
    const jobs = ids?.length
      ? (await Promise.all(ids.map((id) => this.queue.getJob(id)))).filter((j) => j !== undefined)
      : await this.queue.getFailed(0, -1);
    const replayed: string[] = [];
    for (const job of jobs) {
      if ((await job.getState()) !== 'failed') continue;
      await job.retry('failed');
      replayed.push(String(job.id));
    }
    if (replayed.length) await this.log(`${replayed.length} fehlgeschlagene Batches erneut eingereiht`);
    return replayed;
  }

  async close(): Promise<void> {
    await this.queue.close();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async command(command: PipelineCommand): Promise<void> {
    await this.redis.publish(this.keys.control, JSON.stringify(command));
  }
}

export async function appendPipelineLog(redis: Redis, prefix: string, line: string): Promise<void> {
  const key = pipelineKeys(prefix).log;
  await redis
    .multi()
    .lpush(key, `${new Date().toISOString()} ${line}`)
    .ltrim(key, 0, LOG_KEEP_LINES - 1)
    .exec();
}

function describe(status: BackendStatus['status'], paused: boolean, workers: number, oldestAge: number | null): string {
  if (paused) return 'Angehalten: Ereignisse warten in der Queue';
  if (workers === 0) return 'Kein Worker aktiv';
  if (status === 'stalled')
    return `Stockt: das älteste wartende Ereignis ist ${Math.round((oldestAge ?? 0) / 1000)} s alt`;
  return `Läuft (${workers} Worker)`;
}

/** When a failed job's first event arrived; null when its data is not a batch (which may be why it failed). */
function firstReceivedAt(job: Job<TrackBatch>): string | null {
  const { columns, rows, events } = job.data;
  try {
    const first = { columns, rows: rows?.slice(0, 1), events: events?.slice(0, 1) };
    return trackBatchEvents(String(job.id), first)[0]?.received_at ?? null;
  } catch {
    return null;
  }
}
