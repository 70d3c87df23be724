import type { DataSource, QueryRunner } from 'typeorm';
import type { RecordedEvent } from './event';
import type { EventStore } from './event-store';

export interface SubscriptionOptions {
  /** Unique name; its checkpoint is stored under it. */
  name: string;
  /** Event types to deliver; all when omitted. */
  types?: readonly string[];
  handle(event: RecordedEvent): Promise<void>;
  batchSize?: number;
  pollIntervalMs?: number;
  /** Wait after a failed handler before the same event is tried again. */
  retryDelayMs?: number;
  onError?(error: unknown, event: RecordedEvent): void;
}

/**
 * Delivers every event of the log to one handler, in order, at least once, and resumes after the
 * checkpoint on restart. A failing handler is retried on the same event, never skipped. Across processes
 * a session-level advisory lock makes one runner per name active; the others wait as hot standbys. A runner that
 * loses its lock's connection or Postgres itself waits for the lock again (a standby may have taken over) and goes
 * on from the checkpoint.
 */
export class CheckpointedSubscription {
  private running = false;
  private loop?: Promise<void>;
  private lockRunner?: QueryRunner;
  private wake?: () => void;

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly options: SubscriptionOptions,
  ) {}

  get name(): string {
    return this.options.name;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops after the event in hand; its checkpoint is written before this resolves. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** Nudges an idle runner, e.g. right after an append in this process. */
  poke(): void {
    this.wake?.();
  }

  async checkpoint(): Promise<number> {
    const rows = await this.dataSource.query('SELECT position FROM subscription_checkpoints WHERE name = $1', [
      this.options.name,
    ]);
    return rows.length ? Number(rows[0].position) : 0;
  }

  private async run(): Promise<void> {
    const pollMs = this.options.pollIntervalMs ?? 250;
    let position = 0;
    try {
      while (this.running) {
        try {
          // Not holding the lock: at the start, or its connection went away (Postgres restarted, the backend
          // was ended) and the lock with it, so another runner may have taken over. Wait for the lock, then go
          // on from the checkpoint.
          if (!this.lockRunner || this.lockRunner.isReleased) {
            if (!(await this.holdLock(pollMs))) return;
            position = await this.resume();
          }
          const events = await this.store.readAll(position, this.options.batchSize ?? 100, this.options.types);
          if (events.length === 0) {
            await this.idle(pollMs);
            continue;
          }
          for (const event of events) {
            if (!this.running) break;
            if (!(await this.deliver(event))) break;
            position = event.position;
            await this.dataSource.query(
              'UPDATE subscription_checkpoints SET position = $2, updated_at = now() WHERE name = $1',
              [this.options.name, position],
            );
          }
        } catch (error) {
          // Postgres away (restarting, shutting down): let go of the lock, whatever state its connection is in,
          // and start again from the lock after a wait. An event whose checkpoint was not written is delivered
          // again (at least once).
          if (!connectionLost(error)) throw error;
          await this.releaseLock();
          await this.idle(pollMs * 4);
        }
      }
    } finally {
      await this.releaseLock();
    }
  }

  /** Waits until this runner holds the lock (true) or is stopped (false). */
  private async holdLock(pollMs: number): Promise<boolean> {
    while (this.running) {
      if (await this.acquireLock()) return true;
      await this.idle(pollMs * 4);
    }
    return false;
  }

  /** The position to go on from, once the lock is held (the checkpoint row made on the first run). */
  private async resume(): Promise<number> {
    await this.dataSource.query(
      'INSERT INTO subscription_checkpoints (name, position) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING',
      [this.options.name],
    );
    return this.checkpoint();
  }

  private async deliver(event: RecordedEvent): Promise<boolean> {
    try {
      await this.options.handle(event);
      return true;
    } catch (error) {
      this.options.onError?.(error, event);
      await this.idle(this.options.retryDelayMs ?? 1000);
      return false;
    }
  }

  private idle(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async acquireLock(): Promise<boolean> {
    // No runner yet, or its connection failed (a holder that lost its lock, a standby cut while it waits):
    // ask on a new one.
    if (!this.lockRunner || this.lockRunner.isReleased) {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect();
      } catch (error) {
        await runner.release();
        throw error;
      }
      this.lockRunner = runner;
    }
    const [{ locked }] = await this.lockRunner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [
      `subscription:${this.options.name}`,
    ]);
    return locked === true;
  }

  private async releaseLock(): Promise<void> {
    const runner = this.lockRunner;
    this.lockRunner = undefined;
    // TypeORM releases a runner whose connection failed; the session's locks ended with that connection.
    // (Ctrl-C on `npm start` stops the embedded Postgres while the app still shuts down.)
    if (!runner || runner.isReleased) return;
    try {
      await runner.query('SELECT pg_advisory_unlock_all()');
    } catch (error) {
      // The connection failed during the unlock: the lock is gone all the same. pg reports the dropped
      // connection as an error, on which TypeORM releases the runner and the pool discards the connection;
      // releasing it here first would hand the dead connection to the pool's next caller.
      if (runner.isReleased || connectionLost(error)) return;
      await runner.release();
      throw error;
    }
    await runner.release();
  }
}

/**
 * Whether a query failed because Postgres is out of reach: SQLSTATE class 08 (connection exception) or 57
 * (operator intervention: the backend was ended, the server shuts down or starts), or the socket failed.
 */
function connectionLost(error: unknown): boolean {
  const cause = (error as { driverError?: unknown } | undefined)?.driverError ?? error;
  const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^(08|57)/.test(code)) return true;
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNREFUSED') return true;
  return typeof message === 'string' && message.startsWith('Connection terminated');
}
