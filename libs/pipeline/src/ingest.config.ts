import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Tuning of intake and worker. REDIS_URL belongs to the app composing them and comes in through forRoot. */
export const ingestEnvSchema = z.object({
  INGEST_QUEUE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('track'),
  /** Key prefix in Redis for the queue and the visitor salts; tests isolate themselves with it. */
  INGEST_REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:{}-]+$/)
    .default('agency'),
  /** A batch (one BullMQ job) is sent to Redis as soon as it holds this many events. */
  INGEST_BATCH_MAX_EVENTS: int(1, 10_000).default(500),
  /**
   * How long a batch smaller than INGEST_BATCH_MIN_EVENTS waits for more before it is sent; 0 sends every
   * batch at the end of the event-loop turn. Under load batches gather while earlier ones are on their way
   * (INGEST_BATCH_MAX_IN_FLIGHT).
   */
  INGEST_BATCH_MAX_WAIT_MS: int(0, 1_000).default(2),
  /** A batch of at least this many events goes without INGEST_BATCH_MAX_WAIT_MS. */
  INGEST_BATCH_MIN_EVENTS: int(1, 10_000).default(16),
  /** Batches on their way to Redis at once per intake process. */
  INGEST_BATCH_MAX_IN_FLIGHT: int(1, 64).default(1),
  /** A request waits this long for Redis before it is answered 503. */
  INGEST_ENQUEUE_TIMEOUT_MS: int(50, 60_000).default(2_000),
  /**
   * Which proxies in front may name the client in X-Forwarded-For: off, a hop count or their addresses
   * (trust-proxy.ts). Read by the api (Express) and the ingest app (Fastify) too, so all three agree.
   */
  TRUST_PROXY: trustProxySchema,
  /**
   * Tracking calls per second one client (an IPv4 address, an IPv6 /64) may make in the long run, per intake
   * process; 0 switches the limit off. A visitor sends a few per page view and a time update every 5 s.
   */
  INGEST_RATE_LIMIT_PER_SECOND: z.coerce.number().min(0).max(100_000).default(20),
  /** Calls one client may make at once (the bucket's size), e.g. several tabs opened together. */
  INGEST_RATE_LIMIT_BURST: int(1, 1_000_000).default(60),
  /** Clients whose buckets an intake process remembers at most (those not seen for longest go first). */
  INGEST_RATE_LIMIT_CLIENTS: int(100, 10_000_000).default(50_000),
  /** The intake re-reads the tracking configuration from Redis this often (and at once on a change message). */
  INGEST_CONFIG_REFRESH_MS: int(100, 60_000).default(5_000),
  /**
   * Origins (comma-separated) whose pages may call the intake from the browser besides the site's own
   * (PUBLIC_URL), answered with CORS, e.g. the site's www and bare domain when the intake has a host of its
   * own. A browser call from any other page is refused (call-origins.ts).
   */
  TRACKING_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((o) => o.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'jede Angabe muss eine URL wie https://www.example.de sein' }))),
  /**
   * Jobs a worker holds at once. The jobs that arrive while an insert runs go into ClickHouse together
   * with the next one, so this bounds how many jobs one insert can combine.
   */
  INGEST_WORKER_CONCURRENCY: int(2, 5_000).default(1_000),
  /** Events one insert into ClickHouse takes at most (jobs are never split). */
  INGEST_INSERT_MAX_EVENTS: int(1, 1_000_000).default(20_000),
  /**
   * How long the worker gathers jobs for one insert. ClickHouse wants few, large inserts (each costs the
   * embedded engine ~30 ms of CPU however small), and statistics do not need the last half second.
   */
  INGEST_INSERT_MAX_WAIT_MS: int(0, 10_000).default(500),
  /** Inserts a worker runs at once; the embedded engine gains nothing from more than one. */
  INGEST_INSERT_MAX_IN_FLIGHT: int(1, 16).default(1),
  /**
   * A job whose worker stops renewing its lock for this long (a crashed process) is taken up again by
   * another worker; its dedup token keeps it counted once.
   */
  INGEST_WORKER_LOCK_MS: int(1_000, 600_000).default(30_000),
  /** Exponential backoff from INGEST_JOB_BACKOFF_MS; 16 attempts from 1 s span about nine hours of outage. */
  INGEST_JOB_ATTEMPTS: int(1, 100).default(16),
  INGEST_JOB_BACKOFF_MS: int(1, 3_600_000).default(1_000),
  /**
   * Lets `npm run soak` make ClickHouse inserts fail for a while through a Redis key, as an outage would
   * (the embedded engine lives inside the worker, so nothing outside can take it away). Never in production.
   */
  INGEST_FAULT_INJECTION: z.stringbool().default(false),
});

export type IngestConfig = z.output<typeof ingestEnvSchema>;

/** What IntakeModule.forRoot and WorkerModule.forRoot take. */
export interface IngestModuleOptions {
  redisUrl: string;
  config: IngestConfig;
  /**
   * The address visitors use (the app's PUBLIC_URL), when the operator set one: the intake takes browser calls
   * from pages of this origin and of TRACKING_ALLOWED_ORIGINS only (call-origins.ts).
   */
  publicUrl?: string;
}
