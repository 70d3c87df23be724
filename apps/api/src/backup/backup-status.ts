import path from 'node:path';
import type { Redis } from 'ioredis';
import { berlinClock, berlinWallInstant, type BackupRun, type BackupStatus } from '@agency/contracts';

/** A backup older than this while backups are expected is 'missing': a night skipped, with two hours' grace. */
export const BACKUP_MAX_AGE_MS = 26 * 3600_000;

/** The record of a backup that ended: its file and size, or why it failed. */
export function finishedRun(
  trigger: BackupRun['trigger'],
  startedAt: string,
  outcome: { file: string; size: number } | { error: unknown },
): BackupRun {
  const base = { trigger, started_at: startedAt, finished_at: new Date().toISOString() };
  if ('error' in outcome) {
    const { error } = outcome;
    return {
      ...base,
      outcome: 'failed',
      file: null,
      size_bytes: null,
      message: backupFailureText(error),
    };
  }
  return { ...base, outcome: 'ok', file: path.basename(outcome.file), size_bytes: outcome.size, message: null };
}

const FAILURE_CODES: [RegExp, string][] = [
  [/\bENOSPC\b/, 'Kein Speicherplatz mehr frei'],
  [/\b(EACCES|EPERM|EROFS)\b/, 'Keine Schreibrechte für das Sicherungsziel'],
  [/\bENOENT\b/, 'Datei oder Ordner nicht gefunden'],
  [/\bEEXIST\b|exists already/, 'Die Zieldatei gibt es schon'],
  [/\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH)\b/, 'Eine Datenbank war nicht erreichbar'],
  [/already running/, 'Es läuft bereits eine Sicherung'],
  [/closed the connection/, 'Die Verbindung zum laufenden Produkt brach ab'],
  [/rows loaded, the manifest says|changed while it was archived/, 'Die Prüfung der Sicherung ergab Abweichungen'],
];

/**
 * Why a backup failed, as staff read it in the Backend and Aktivität tabs: a German sentence for the known
 * causes (by the error's code or words), else a pointer to the server log, which keeps the error itself.
 */
export function backupFailureText(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  const text = `${typeof code === 'string' ? code : ''} ${error instanceof Error ? error.message : String(error)}`;
  return (
    FAILURE_CODES.find(([pattern]) => pattern.test(text))?.[1] ?? 'Unerwarteter Fehler (Einzelheiten im Server-Log)'
  );
}

/** The backup directory: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(config: { BACKUP_DIR?: string; DATA_DIR: string }): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
}

/**
 * The last backup runs, in Redis under the api's key prefix: written by whoever backs up (the api's nightly
 * run, `npm run backup`, the compose service or CronJob), read by every api instance for the 'Backend' tab,
 * /health/ready and /metrics.
 */
export class BackupStatusStore {
  private readonly keys: { last: string; lastSuccess: string; expectedSince: string };

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.keys = {
      last: `${prefix}backup:last`,
      lastSuccess: `${prefix}backup:last-success`,
      expectedSince: `${prefix}backup:expected-since`,
    };
  }

  async record(run: BackupRun): Promise<void> {
    const value = JSON.stringify(run);
    const multi = this.redis.multi().set(this.keys.last, value);
    if (run.outcome === 'ok') multi.set(this.keys.lastSuccess, value);
    await multi.exec();
  }

  /** Since when a backup is expected: the first start with backups on (kept across restarts). */
  async expectSince(now: Date): Promise<Date> {
    await this.redis.set(this.keys.expectedSince, now.toISOString(), 'NX');
    return new Date((await this.redis.get(this.keys.expectedSince)) ?? now.toISOString());
  }

  async read(): Promise<{ last: BackupRun | null; lastSuccess: BackupRun | null; expectedSince: Date | null }> {
    const [last, lastSuccess, expectedSince] = await this.redis.mget(
      this.keys.last,
      this.keys.lastSuccess,
      this.keys.expectedSince,
    );
    return {
      last: last ? (JSON.parse(last) as BackupRun) : null,
      lastSuccess: lastSuccess ? (JSON.parse(lastSuccess) as BackupRun) : null,
      expectedSince: expectedSince ? new Date(expectedSince) : null,
    };
  }
}

/** The state the tab, the health check and the metrics show. */
export function backupState(
  stored: Awaited<ReturnType<BackupStatusStore['read']>>,
  options: { schedule: string | null; running: boolean; now: Date },
): BackupStatus['state'] {
  if (options.running) return 'running';
  if (stored.last?.outcome === 'failed') return 'failed';
  if (!options.schedule) return 'off';
  const reference = stored.lastSuccess ? Date.parse(stored.lastSuccess.finished_at) : stored.expectedSince?.getTime();
  if (reference === undefined) return 'ok';
  return options.now.getTime() - reference > BACKUP_MAX_AGE_MS ? 'missing' : 'ok';
}

/**
 * The next time HH:MM comes round on Berlin's clock (the time staff read in the back-office), whatever the
 * process's own time zone; across a change of the clocks too ('03:30' is 01:30 UTC in summer, 02:30 in winter).
 */
export function nextBackupAt(schedule: string, now: Date): Date {
  let { date } = berlinClock(now);
  for (let day = 0; day < 3; day++) {
    const at = berlinWallInstant(date, schedule);
    if (at !== undefined && at > now.getTime()) return new Date(at);
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    date = new Date(Date.UTC(year, month - 1, dayOfMonth + 1)).toISOString().slice(0, 10);
  }
  throw new Error(`BACKUP_TIME is no time of day: ${schedule}`);
}
