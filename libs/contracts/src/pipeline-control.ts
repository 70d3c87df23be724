import { z } from 'zod';

/** GET /api/admin/backend/status: the panel's status fields plus the pipeline's queue. */
export interface BackendStatus {
  success: boolean;
  status: 'running' | 'stopped' | 'stalled' | 'unknown';
  pid: number | null;
  uptime: number | null;
  memory_mb: number | null;
  cpu_percent: number | null;
  message: string;
  queue: {
    waiting: number;
    active: number;
    delayed: number;
    failed: number;
    paused: boolean;
    oldest_waiting_age_ms: number | null;
  };
  last_insert_at: string | null;
  workers: number;
}

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
export interface BackupRun {
  trigger: 'schedule' | 'command';
  started_at: string;
  finished_at: string;
  outcome: 'ok' | 'failed';
  /** The archive's file name (not its directory). */
  file: string | null;
  size_bytes: number | null;
  /** Why it failed; null when it did not. */
  message: string | null;
}

/**
 * GET /api/admin/backend/backup: the backups as the 'Backend' tab shows them. `missing`: no backup succeeded
 * within BACKUP_MAX_AGE (26 h by default) while backups are expected; `failed`: the last one failed.
 */
export interface BackupStatus {
  state: 'ok' | 'failed' | 'missing' | 'running' | 'off';
  /** The nightly time (HH:MM, the server's time zone), null when scheduled backups are off. */
  schedule: string | null;
  next_at: string | null;
  keep: number;
  last: BackupRun | null;
  last_success: BackupRun | null;
}
