import type { EntityManager, EntityTarget, ObjectLiteral, Repository } from 'typeorm';
import type { DomainEvent, RecordedEvent } from './event';

/**
 * A read model kept current inside the append's transaction, so a read after a write sees it.
 * `reset` empties the read model before a rebuild replays the whole log through `apply`.
 */
export interface InlineProjection {
  name: string;
  handles: readonly string[];
  apply(events: readonly RecordedEvent[], manager: EntityManager): Promise<void>;
  reset(manager: EntityManager): Promise<void>;
}

/** The streams of one kind of aggregate: `prefix` + the aggregate's id, each holding events of `types`. */
export interface StreamKind<E extends DomainEvent> {
  prefix: string;
  types: readonly E['type'][];
  /** The stream of one aggregate. */
  id(aggregateId: string): string;
}

export function streamKind<E extends DomainEvent>(prefix: string, types: readonly E['type'][]): StreamKind<E> {
  return { prefix, types, id: (aggregateId) => `${prefix}${aggregateId}` };
}

/** A read model of one table with a row per stream of `streams`, keyed by the aggregate's id. */
export interface TableProjection<E extends DomainEvent, Row extends ObjectLiteral> {
  name: string;
  table: EntityTarget<Row>;
  streams: StreamKind<E>;
  /** Writes one event (narrowed by its type) to the row `id` of `table`. */
  apply(event: RecordedEvent<E> & E, row: { id: string; table: Repository<Row> }): Promise<unknown>;
}

/** The projection of a TableProjection: events one by one, in order; a rebuild empties the table first. */
export function tableProjection<E extends DomainEvent, Row extends ObjectLiteral>(
  definition: TableProjection<E, Row>,
): InlineProjection {
  return {
    name: definition.name,
    handles: definition.streams.types,
    async apply(events, manager) {
      const table = manager.getRepository(definition.table);
      for (const recorded of events) {
        await definition.apply(recorded as unknown as RecordedEvent<E> & E, {
          id: recorded.streamId.slice(definition.streams.prefix.length),
          table,
        });
      }
    },
    async reset(manager) {
      await manager.getRepository(definition.table).clear();
    },
  };
}
