import { z } from 'zod';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Tuning of intake and worker. REDIS_URL belongs to the app composing them and comes in through forRoot. */
export const ingestEnvSchema = z.object({
  INGEST_QUEUE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default('track'),
  /** Key prefix in Redis for the queue and the visitor salts; tests isolate themselves with it. */
  INGEST_REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_:{}-]+$/).default('agency'),
  /** A batch is sent to Redis when it holds this many events ... */
  INGEST_BATCH_MAX_EVENTS: int(1, 10_000).default(500),
  /** ... or when its first event has waited this long, whichever comes first. */
  INGEST_BATCH_MAX_WAIT_MS: int(0, 1_000).default(5),
  /** A request waits this long for Redis before it is answered 503. */
  INGEST_ENQUEUE_TIMEOUT_MS: int(50, 60_000).default(2_000),
  /** Take the client address from X-Forwarded-For (leftmost entry); only behind a proxy that sets it. */
  TRUST_PROXY: z.stringbool().default(false),
  /** The intake re-reads the tracking configuration from Redis this often (and at once on a change message). */
  INGEST_CONFIG_REFRESH_MS: int(100, 60_000).default(5_000),
  /**
   * Origins (comma-separated) whose pages may call the intake from the browser (CORS), e.g. the site's
   * www and bare domain when the intake has a host of its own. Same-origin calls need nothing.
   */
  TRACKING_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))
    .pipe(z.array(z.url({ message: 'jede Angabe muss eine URL wie https://www.example.de sein' }))),
  INGEST_WORKER_CONCURRENCY: int(1, 64).default(2),
  /**
   * A job whose worker stops renewing its lock for this long (a crashed process) is taken up again by
   * another worker; its dedup token keeps it counted once.
   */
  INGEST_WORKER_LOCK_MS: int(1_000, 600_000).default(30_000),
  /** Exponential backoff from INGEST_JOB_BACKOFF_MS; 16 attempts from 1 s span about nine hours of outage. */
  INGEST_JOB_ATTEMPTS: int(1, 100).default(16),
  INGEST_JOB_BACKOFF_MS: int(1, 3_600_000).default(1_000),
});

export type IngestConfig = z.output<typeof ingestEnvSchema>;

/** What IntakeModule.forRoot and WorkerModule.forRoot take. */
export interface IngestModuleOptions {
  redisUrl: string;
  config: IngestConfig;
}
