import { hostname } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { CLICKHOUSE_CLIENT, insertEvents, storedEventIds, type ClickHouseClient } from '@agency/analytics';
import { trackBatchEvents, trackBatchSize, type EnrichedEvent, type TrackBatch } from '@agency/contracts';
import { pipelineMetrics } from '@agency/observability';
import { appendPipelineLog } from '../control/pipeline.control';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TTL_SECONDS,
  pipelineKeys,
  type PipelineCommand,
  type WorkerHeartbeat,
} from '../control/pipeline.keys';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { MicroBatcher, type MicroBatcherOptions } from '../micro.batcher';
import { createRedis } from '../track.queue';

/** One job's events on their way into ClickHouse. */
export interface JobEvents {
  id: string;
  events: EnrichedEvent[];
  /**
   * The job was started before (a retry, a redelivery after a crash, a replay): its events may already be
   * stored, inserted under another token together with other jobs.
   */
  retried: boolean;
}

/**
 * Inserts the events of several jobs as one block: ClickHouse pays per insert far more than per row
 * (chDB: ~30 ms for 50 rows, ~80 ms for 2,000). A job that may have been inserted before is first checked
 * against the table and only its missing events are written, so no crash or retry counts an event twice.
 * The token guards the insert itself: the same jobs inserted again (a client timeout after the server
 * committed) are dropped by ClickHouse.
 */
export async function insertJobs(client: ClickHouseClient, jobs: readonly JobEvents[]): Promise<number> {
  let rows = jobs.flatMap((job) => job.events);
  const retried = jobs.filter((job) => job.retried).flatMap((job) => job.events);
  if (retried.length > 0) {
    const stored = await storedEventIds(client, retried);
    if (stored.size > 0) rows = rows.filter((row) => !stored.has(row.event_id.toLowerCase()));
  }
  await insertEvents(client, rows, dedupToken(jobs));
  return rows.length;
}

function dedupToken(jobs: readonly JobEvents[]): string {
  if (jobs.length === 1 && jobs[0]) return jobs[0].id;
  const ids = jobs.map((job) => job.id).sort();
  return `jobs-${createHash('sha256').update(ids.join('\n')).digest('hex')}`;
}

/**
 * A worker's inserts of jobs, gathered into blocks (group commit, MicroBatcher). A job can come back to the
 * worker while its earlier run is still being inserted here: its lock lapsed on a busy machine and BullMQ
 * handed it out again. The new run waits until that insert has settled and then goes in as retried, so it is
 * checked against the table and adds only what the earlier run did not store, never the same events beside
 * them in the same block or the next.
 */
export class JobInserts {
  private readonly batcher: MicroBatcher<JobEvents>;
  /** The last run of each job still on its way into ClickHouse here, by job id. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(options: Omit<MicroBatcherOptions<JobEvents>, 'sizeOf'>) {
    this.batcher = new MicroBatcher({ ...options, sizeOf: (job) => job.events.length });
  }

  /** Resolves once the job's events are stored (or known to be); rejects with its insert's error. */
  async add(job: JobEvents): Promise<void> {
    const earlier = this.running.get(job.id);
    const run = earlier
      ? earlier.catch(() => undefined).then(() => this.batcher.add({ ...job, retried: true }))
      : this.batcher.add(job);
    this.running.set(job.id, run);
    try {
      await run;
    } finally {
      if (this.running.get(job.id) === run) this.running.delete(job.id);
    }
  }
}

/** Inserts one job on its own (the back-office replay and tests). */
export async function processTrackJob(
  client: ClickHouseClient,
  job: Pick<Job<TrackBatch>, 'id' | 'data'> & { attemptsStarted?: number },
): Promise<number> {
  if (!job.id) throw new Error('track job without id');
  const events = trackBatchEvents(job.id, job.data);
  await insertJobs(client, [{ id: job.id, events, retried: (job.attemptsStarted ?? 1) > 1 }]);
  return events.length;
}

/**
 * A job's events; data that is no batch fails the job at once (UnrecoverableError), as no retry can mend it,
 * and it waits in the failed set with the reason.
 */
function readable(jobId: string, data: TrackBatch): EnrichedEvent[] {
  try {
    return trackBatchEvents(jobId, data);
  } catch (error) {
    throw new UnrecoverableError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The BullMQ consumer. A failed insert (ClickHouse down) throws, and BullMQ retries the job with
 * exponential backoff; after the last attempt it stays in the failed set for a replay. It reports a
 * heartbeat, the last insert and its log lines to Redis and obeys restart commands from the back-office.
 */
@Injectable()
export class TrackProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('TrackProcessor');
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly keys: ReturnType<typeof pipelineKeys>;
  private readonly workerId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private readonly startedAt = new Date().toISOString();
  private worker: Worker<TrackBatch, number> | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private cpu = { usage: process.cpuUsage(), at: Date.now() };
  private restarting: Promise<void> | undefined;
  private closed = false;
  /** Jobs that arrive while an insert runs gather into the next one (group commit). */
  private readonly inserts: JobInserts;

  constructor(
    @Inject(INGEST_OPTIONS) private readonly options: IngestModuleOptions,
    @Inject(CLICKHOUSE_CLIENT) private readonly client: ClickHouseClient,
  ) {
    // BullMQ's blocking reads need a connection that retries forever instead of failing a command.
    this.redis = createRedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.subscriber = createRedis(options.redisUrl, { maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.keys = pipelineKeys(options.config.INGEST_REDIS_PREFIX);
    this.inserts = new JobInserts({
      maxItems: options.config.INGEST_INSERT_MAX_EVENTS,
      // Half the jobs a worker may hold: the other half gathers while this insert runs.
      maxCount: Math.max(1, Math.floor(options.config.INGEST_WORKER_CONCURRENCY / 2)),
      maxWaitMs: options.config.INGEST_INSERT_MAX_WAIT_MS,
      maxInFlight: options.config.INGEST_INSERT_MAX_IN_FLIGHT,
      send: (jobs) => this.insert(jobs),
    });
  }

  get running(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  // Bootstrap comes after every module's init, so the ClickHouse schema is migrated by then.
  async onApplicationBootstrap(): Promise<void> {
    this.subscriber.on('message', (_channel: string, text: string) => void this.onCommand(text));
    await this.subscriber.subscribe(this.keys.control).catch(() => undefined);
    const autostart = (await this.redis.get(this.keys.autostart).catch(() => null)) !== '0';
    if (autostart) this.start();
    else await this.log('Worker gestartet ohne zu verarbeiten (Autostart aus)');
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), HEARTBEAT_INTERVAL_MS);
    this.heartbeatTimer.unref();
    await this.heartbeat();
  }

  /** Lets running jobs finish, then starts a fresh consumer: the back-office's restart. */
  restart(): Promise<void> {
    this.restarting ??= (async () => {
      await this.log('Neustart: laufende Batches werden abgeschlossen');
      await this.worker?.close();
      this.worker = undefined;
      if (!this.closed) this.start();
    })().finally(() => (this.restarting = undefined));
    return this.restarting;
  }

  // Before the ClickHouse client closes (onApplicationShutdown), let running jobs finish.
  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearInterval(this.heartbeatTimer);
    await this.restarting;
    await this.worker?.close();
    await this.redis.del(this.keys.heartbeat(this.workerId)).catch(() => undefined);
    await Promise.allSettled([this.subscriber.quit(), this.redis.quit()]);
  }

  private start(): void {
    const { config } = this.options;
    const worker = new Worker<TrackBatch, number>(config.INGEST_QUEUE_NAME, (job) => this.process(job), {
      connection: this.redis,
      prefix: config.INGEST_REDIS_PREFIX,
      concurrency: config.INGEST_WORKER_CONCURRENCY,
      lockDuration: config.INGEST_WORKER_LOCK_MS,
      stalledInterval: config.INGEST_WORKER_LOCK_MS,
      // A job held by a crashed worker comes back; doing so again after more crashes is just as safe (its
      // events are checked against the table), so it does not end up failed for it.
      maxStalledCount: 10,
      autorun: false,
    });
    worker.on('error', (error) => this.logger.warn(`worker: ${error.message}`));
    worker.on('failed', (job, error) => {
      const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
      void this.log(
        `Batch ${job?.id} (${job ? trackBatchSize(job.data) : 0} Ereignisse) fehlgeschlagen, Versuch ${job?.attemptsMade} von ${job?.opts.attempts}` +
          `${final ? ' – endgültig, wartet auf Wiederholung' : ''}: ${error.message}`,
        'warn',
      );
    });
    this.worker = worker;
    worker.run().catch((error: unknown) => this.logger.error(`worker stopped: ${String(error)}`));
    void this.log(`Worker ${this.workerId} verarbeitet die Queue ${config.INGEST_QUEUE_NAME}`);
  }

  private async process(job: Job<TrackBatch, number>): Promise<number> {
    if (!job.id) throw new Error('track job without id');
    const events = readable(job.id, job.data);
    await this.inserts.add({ id: job.id, events, retried: job.attemptsStarted > 1 || job.attemptsMade > 0 });
    return events.length;
  }

  private async insert(jobs: JobEvents[]): Promise<void> {
    const timer = pipelineMetrics.insertDuration.startTimer();
    try {
      if (this.options.config.INGEST_FAULT_INJECTION) await this.injectedFault();
      pipelineMetrics.insertBatchSize.observe(await insertJobs(this.client, jobs));
      timer({ outcome: 'ok' });
    } catch (error) {
      timer({ outcome: 'error' });
      throw error;
    }
    await this.redis.set(this.keys.lastInsert, new Date().toISOString()).catch(() => undefined);
  }

  private async injectedFault(): Promise<void> {
    const until = Number(await this.redis.get(this.keys.insertsFailUntil));
    if (until > Date.now()) throw new Error('injected fault: ClickHouse inserts fail (INGEST_FAULT_INJECTION)');
  }

  private async onCommand(text: string): Promise<void> {
    try {
      const command = JSON.parse(text) as PipelineCommand;
      if (command.type === 'restart' || (command.type === 'start' && !this.running)) await this.restart();
    } catch (error) {
      this.logger.warn(`pipeline command failed: ${String(error)}`);
    }
  }

  private async heartbeat(): Promise<void> {
    const now = Date.now();
    const usage = process.cpuUsage(this.cpu.usage);
    const cpuPercent = ((usage.user + usage.system) / 1000 / Math.max(1, now - this.cpu.at)) * 100;
    this.cpu = { usage: process.cpuUsage(), at: now };
    const beat: WorkerHeartbeat = {
      worker_id: this.workerId,
      pid: process.pid,
      host: hostname(),
      started_at: this.startedAt,
      running: this.running,
      memory_mb: Math.round(process.memoryUsage().rss / 1024 / 1024),
      cpu_percent: Math.round(cpuPercent * 10) / 10,
      at: new Date(now).toISOString(),
    };
    await this.redis
      .set(this.keys.heartbeat(this.workerId), JSON.stringify(beat), 'EX', HEARTBEAT_TTL_SECONDS)
      .catch(() => undefined);
  }

  private async log(line: string, level: 'log' | 'warn' = 'log'): Promise<void> {
    this.logger[level](line);
    await appendPipelineLog(this.redis, this.options.config.INGEST_REDIS_PREFIX, `[${level}] ${line}`).catch(
      () => undefined,
    );
  }
}
