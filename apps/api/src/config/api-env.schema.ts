import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@agency/contracts';

/** The api's own configuration; analytics and ingest contribute their areas in env.ts. */
export const apiEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// URL')
    .optional(),
  /** Namespace for the api's own Redis keys (login throttling), so several installations can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]*$/)
    .default('agency:'),
  /** Login attempts one client address may make in 15 minutes (every attempt counts). */
  LOGIN_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Failed logins for one username from one client address in 15 minutes; a success clears the count. */
  LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: z.coerce.number().int().min(1).default(10),
  /** Upper bound of the per-username slow-down, applied only to clients that failed on that username. */
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
  /** Calls one personal API key may make per minute (every api instance together). */
  API_KEY_MAX_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Calls of shared dashboards' links one client address may make per minute. */
  SHARED_DASHBOARD_MAX_VIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Wrong second-factor codes one account may receive in 15 minutes, from every address together; the
   * one that reaches it ends every open second step of the account (the password step again).
   */
  LOGIN_MAX_CODE_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(10),
  /** Formerly a per-username lock; set, it would now be ignored without a word. */
  LOGIN_MAX_FAILURES_PER_USERNAME: z
    .undefined({
      error:
        'was replaced by LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP (failures per username and client) and LOGIN_SLOWDOWN_MAX_MS',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 30m, 8h or 1d')
    .default('8h'),
  ADMIN_USERNAME: z.string().trim().min(1).max(100).default('admin'),
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`).optional(),
  ADMIN_EMAIL: z.email().default('admin@localhost.localdomain'),
  /** Offer requests per client address and per e-mail address within OFFER_REQUEST_RATE_WINDOW_S. */
  OFFER_REQUEST_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  OFFER_REQUEST_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  OFFER_REQUEST_RATE_WINDOW_S: z.coerce.number().int().min(1).default(3600),
  /**
   * Confirmation mails to the address typed into the form, per recipient address and per client address
   * within a day; beyond that the request is still stored and staff are still mailed.
   */
  OFFER_CONFIRMATION_MAX_PER_RECIPIENT: z.coerce.number().int().min(0).default(3),
  OFFER_CONFIRMATION_MAX_PER_CLIENT: z.coerce.number().int().min(0).default(5),
  /** A form sent sooner than this after its render token was issued is kept as suspected spam. */
  OFFER_REQUEST_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Mail and accounting jobs of the outbox: attempts with exponential backoff from OUTBOX_JOB_BACKOFF_MS. */
  OUTBOX_JOB_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  OUTBOX_JOB_BACKOFF_MS: z.coerce.number().int().min(1).default(5000),
  /** The MySQL and SMTP test buttons: tests per staff user and in all within CONNECTION_TEST_WINDOW_S. */
  CONNECTION_TEST_MAX_PER_USER: z.coerce.number().int().min(1).default(5),
  CONNECTION_TEST_MAX_TOTAL: z.coerce.number().int().min(1).default(20),
  CONNECTION_TEST_WINDOW_S: z.coerce.number().int().min(1).default(60),
  /**
   * How long a connection test may take. A server not reached is reported when this time is up, never
   * earlier, so the answer's timing does not tell a closed port from a silent or foreign listener.
   */
  CONNECTION_TEST_TIMEOUT_S: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * SMTP and MySQL may be on this machine (127.0.0.0/8, ::1): saving, testing and using such a target.
   * Off, they are refused like link-local and cloud metadata addresses, which stay refused either way.
   */
  OUTBOUND_ALLOW_LOOPBACK: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Nightly backup (HH:MM, the process's time zone): run by the api in one-machine mode (INGEST_MODE=inline),
   * by the compose service or CronJob otherwise; either way a failed or missing backup makes /health/ready
   * degraded. `off`: none scheduled and none expected.
   */
  BACKUP_TIME: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM (24 h) or off')
    .default('03:30'),
  /** Scheduled backups kept in BACKUP_DIR; the oldest beyond this are removed. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Where scheduled backups and `npm run backup` without --out write; unset → DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  INGEST_MODE: z.enum(['inline', 'remote']).default('inline'),
  /**
   * Where the picture library keeps its files: `disk` (DATA_DIR/media, one machine) or `s3` (an S3-compatible
   * object store that every api instance reaches, MEDIA_S3_*).
   */
  MEDIA_STORAGE: z.enum(['disk', 's3']).default('disk'),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3 to 63 of a-z, 0-9, . and -)')
    .optional(),
  /** Put before every object's key, so one bucket can serve several installations; empty or ending in '/'. */
  MEDIA_S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "must be empty or end with '/' (e.g. media/)")
    .default('media/'),
  /** Unset: AWS S3 itself. Set: a self-hosted store such as MinIO or Garage at this URL. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** The bucket in the path rather than the host name; unset: on with MEDIA_S3_ENDPOINT, off for AWS. */
  MEDIA_S3_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** Both or neither; neither: the AWS SDK's own chain (environment, web identity, instance role). */
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default('dist/web'),
  /** Rendered public pages kept in memory (identity, gzip and brotli bodies together), least recently used first out. */
  PAGE_CACHE_MAX_MB: z.coerce.number().positive().default(32),
  /**
   * How often each api instance looks for planned publications that came due ('Veröffentlichen am …'); a
   * plan runs within this long after its time (0: this instance runs none).
   */
  PUBLICATION_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(15_000),
});
