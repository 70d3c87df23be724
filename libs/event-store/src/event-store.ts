import type { DataSource, EntityManager } from 'typeorm';
import {
  ConcurrencyError,
  type DomainEvent,
  type EventMetadata,
  type ExpectedVersion,
  type RecordedEvent,
} from './event';
import type { InlineProjection } from './projection';

/**
 * Appends are serialised by one transaction-scoped advisory lock. That keeps global positions committing
 * in order, so a subscription reading "after position N" can never skip an event whose transaction was
 * still open (the gap problem of bigserial under concurrency). Content and requests are low-volume;
 * the analytics firehose goes to ClickHouse, not here.
 */
const APPEND_LOCK = 7_346_001;

/** A row of the events table as the driver returns it (read models that query the log directly use it too). */
export interface EventRow {
  position: string;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  created_at: Date;
}

/** An events-table row as the event it records. */
export function toRecorded(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    createdAt: row.created_at,
  };
}

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  metadata?: EventMetadata;
  /**
   * Extra work inside the append's transaction (e.g. a credential row that must never enter the log).
   * It runs after the events and projections; throwing rolls everything back.
   */
  alsoInTransaction?: (manager: EntityManager, appended: readonly RecordedEvent[]) => Promise<void>;
}

export interface AppendResult {
  nextExpectedVersion: number;
  events: RecordedEvent[];
}

/**
 * `projections` are all the read models the store keeps, given once when it is made: the same list serves
 * every append and every rebuild, so no read model can be kept current but left out of a rebuild.
 */
export class EventStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly projections: readonly InlineProjection[] = [],
  ) {
    const names = projections.map((p) => p.name);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice) throw new Error(`Projection ${twice} is registered twice`);
  }

  get registeredProjections(): readonly InlineProjection[] {
    return this.projections;
  }

  private readonly appendListeners = new Set<(events: readonly RecordedEvent[]) => void>();

  /**
   * Calls `listener` with the events of every append of this process once its transaction has committed
   * (before `appendToStream` resolves), so what it triggers reads them. Other processes' appends are not
   * seen here. A throwing listener is ignored. Returns the unsubscribe function.
   */
  onAppended(listener: (events: readonly RecordedEvent[]) => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  async appendToStream(
    streamId: string,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const result = await this.appendInTransaction(streamId, events, options);
    for (const listener of this.appendListeners) {
      try {
        listener(result.events);
      } catch {
        // A listener's failure is its own; the append has committed.
      }
    }
    return result;
  }

  private async appendInTransaction(
    streamId: string,
    events: readonly DomainEvent[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
        const [{ version }] = await manager.query(
          'SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1',
          [streamId],
        );
        if (options.expectedVersion !== 'any' && options.expectedVersion !== version) {
          throw new ConcurrencyError(streamId, options.expectedVersion, version);
        }
        const rows: EventRow[] = await manager.query(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata)
           SELECT $1, v, t, d, $5::jsonb
           FROM unnest($2::int[], $3::text[], $4::jsonb[]) AS x(v, t, d)
           RETURNING position, stream_id, stream_version, type, data, metadata, created_at`,
          [
            streamId,
            events.map((_, i) => version + i + 1),
            events.map((e) => e.type),
            events.map((e) => JSON.stringify(e.data)),
            JSON.stringify(options.metadata ?? {}),
          ],
        );
        const recorded = rows.map(toRecorded);
        await this.project(recorded, manager);
        await options.alsoInTransaction?.(manager, recorded);
        return { nextExpectedVersion: version + events.length, events: recorded };
      });
    } catch (error) {
      // The unique (stream, version) constraint is the last line of defence should the lock ever be bypassed.
      const pgError = error as { code?: string; constraint?: string };
      if (pgError.code === '23505' && pgError.constraint === 'events_stream_version_unique') {
        const actual = await this.streamVersion(streamId);
        throw new ConcurrencyError(streamId, options.expectedVersion, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, fromVersion = 1): Promise<RecordedEvent[]> {
    const rows: EventRow[] = await this.dataSource.query(
      `SELECT position, stream_id, stream_version, type, data, metadata, created_at
       FROM events WHERE stream_id = $1 AND stream_version >= $2 ORDER BY stream_version`,
      [streamId, fromVersion],
    );
    return rows.map(toRecorded);
  }

  async streamVersion(streamId: string): Promise<number> {
    const [{ version }] = await this.dataSource.query(
      'SELECT coalesce(max(stream_version), 0)::int AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    return version;
  }

  /** Events in global order after `position` (exclusive). */
  async readAll(after = 0, limit = 500, types?: readonly string[]): Promise<RecordedEvent[]> {
    const rows: EventRow[] = types
      ? await this.dataSource.query(
          `SELECT position, stream_id, stream_version, type, data, metadata, created_at
           FROM events WHERE position > $1 AND type = ANY($3) ORDER BY position LIMIT $2`,
          [after, limit, types],
        )
      : await this.dataSource.query(
          `SELECT position, stream_id, stream_version, type, data, metadata, created_at
           FROM events WHERE position > $1 ORDER BY position LIMIT $2`,
          [after, limit],
        );
    return rows.map(toRecorded);
  }

  async lastPosition(): Promise<number> {
    const [{ position }] = await this.dataSource.query('SELECT coalesce(max(position), 0) AS position FROM events');
    return Number(position);
  }

  /**
   * Erases personal data from a stream's events in place: `redact` returns each event's data as it may
   * remain. The events keep their type, order and version so aggregates and projections still replay.
   */
  async redactStream(
    streamId: string,
    redact: (event: RecordedEvent) => Record<string, unknown>,
    metadata: EventMetadata = {},
  ): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const rows: EventRow[] = await manager.query(
        `SELECT position, stream_id, stream_version, type, data, metadata, created_at
         FROM events WHERE stream_id = $1 ORDER BY stream_version FOR UPDATE`,
        [streamId],
      );
      for (const row of rows) {
        const event = toRecorded(row);
        await manager.query(
          `UPDATE events SET data = $2::jsonb, metadata = metadata || $3::jsonb WHERE position = $1`,
          [
            event.position,
            JSON.stringify(redact(event)),
            JSON.stringify({ ...metadata, redacted_at: new Date().toISOString() }),
          ],
        );
      }
      return rows.length;
    });
  }

  /**
   * Empties the given read models and replays the whole log through them in one transaction, so readers
   * see either the old or the rebuilt state, never a half-built one.
   */
  async rebuildProjections(
    names: readonly string[] | 'all' = 'all',
    onProgress?: (done: number, total: number) => void,
    batchSize = 1000,
  ): Promise<number> {
    const selected = this.projections.filter((p) => names === 'all' || names.includes(p.name));
    const types = [...new Set(selected.flatMap((p) => p.handles))];
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      for (const projection of selected) await projection.reset(manager);
      const [{ total }] = await manager.query('SELECT count(*)::int AS total FROM events WHERE type = ANY($1)', [
        types,
      ]);
      let done = 0;
      let after = 0;
      for (;;) {
        const rows: EventRow[] = await manager.query(
          `SELECT position, stream_id, stream_version, type, data, metadata, created_at
           FROM events WHERE position > $1 AND type = ANY($3) ORDER BY position LIMIT $2`,
          [after, batchSize, types],
        );
        if (rows.length === 0) break;
        const events = rows.map(toRecorded);
        await this.project(events, manager, selected);
        done += events.length;
        after = events[events.length - 1].position;
        onProgress?.(done, total);
      }
      return done;
    });
  }

  private async project(
    events: readonly RecordedEvent[],
    manager: EntityManager,
    projections: readonly InlineProjection[] = this.projections,
  ): Promise<void> {
    for (const projection of projections) {
      const relevant = events.filter((e) => projection.handles.includes(e.type));
      if (relevant.length > 0) await projection.apply(relevant, manager);
    }
  }
}
