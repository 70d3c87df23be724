import { z } from 'zod';

/** GET /api/admin/backend/status: the panel's status fields plus the pipeline's queue. */
export const backendStatusSchema = z.object({
  success: z.boolean(),
  status: z.enum(['running', 'stopped', 'stalled', 'unknown']),
  pid: z.number().nullable(),
  uptime: z.number().nullable(),
  memory_mb: z.number().nullable(),
  cpu_percent: z.number().nullable(),
  message: z.string(),
  queue: z.object({
    waiting: z.number(),
    active: z.number(),
    delayed: z.number(),
    failed: z.number(),
    paused: z.boolean(),
    oldest_waiting_age_ms: z.number().nullable(),
  }),
  last_insert_at: z.string().nullable(),
  workers: z.number(),
});
export type BackendStatus = z.infer<typeof backendStatusSchema>;

export const backendAutostartSchema = z.object({ enable: z.boolean() });
export type BackendAutostartRequest = z.infer<typeof backendAutostartSchema>;

export const logLinesSchema = z.coerce.number().int().min(1).max(1000).default(100);

/** A batch that ran out of insert attempts, kept for a replay. */
export interface FailedBatch {
  id: string;
  events: number;
  attempts: number;
  failed_reason: string;
  first_received_at: string | null;
  failed_at: string | null;
}

/** One run of the backup (scheduled or `npm run backup`). */
export const backupRunSchema = z.object({
  trigger: z.enum(['schedule', 'command']),
  started_at: z.string(),
  finished_at: z.string(),
  outcome: z.enum(['ok', 'failed']),
  /** The archive's file name (not its directory). */
  file: z.string().nullable(),
  size_bytes: z.number().nullable(),
  /** Why it failed; null when it did not. */
  message: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/**
 * GET /api/admin/backend/backup: the backups as the 'Backend' tab shows them. `missing`: no backup succeeded
 * within BACKUP_MAX_AGE (26 h by default) while backups are expected; `failed`: the last one failed.
 */
export const backupStatusSchema = z.object({
  state: z.enum(['ok', 'failed', 'missing', 'running', 'off']),
  /** The nightly time (HH:MM, the server's time zone), null when scheduled backups are off. */
  schedule: z.string().nullable(),
  next_at: z.string().nullable(),
  keep: z.number(),
  last: backupRunSchema.nullable(),
  last_success: backupRunSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
