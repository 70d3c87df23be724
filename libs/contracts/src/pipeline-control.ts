import { z } from 'zod';

/** GET /api/admin/backend/status: the spec's fields (§3) plus the pipeline's queue. */
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
