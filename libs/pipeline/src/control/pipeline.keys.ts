/** Redis keys and channels through which the back-office sees and steers every worker, inline or remote. */
export function pipelineKeys(prefix: string) {
  return {
    /** One key per worker process, refreshed every few seconds, expiring when the process is gone. */
    heartbeat: (workerId: string) => `${prefix}:pipeline:worker:${workerId}`,
    heartbeatPattern: `${prefix}:pipeline:worker:*`,
    lastInsert: `${prefix}:pipeline:last-insert`,
    log: `${prefix}:pipeline:log`,
    autostart: `${prefix}:pipeline:autostart`,
    control: `${prefix}:pipeline:control`,
    /** Fault injection (INGEST_FAULT_INJECTION only): inserts fail until this time (ms since the epoch). */
    insertsFailUntil: `${prefix}:pipeline:faults:inserts-fail-until`,
  };
}

export interface WorkerHeartbeat {
  worker_id: string;
  pid: number;
  host: string;
  started_at: string;
  /** Whether this process is consuming (false before autostart or while restarting). */
  running: boolean;
  memory_mb: number;
  cpu_percent: number;
  at: string;
}

export type PipelineCommand = { type: 'restart' } | { type: 'start' };

export const LOG_KEEP_LINES = 1_000;
export const HEARTBEAT_INTERVAL_MS = 2_000;
export const HEARTBEAT_TTL_SECONDS = 10;
