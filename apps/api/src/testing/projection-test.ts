import { DataSource, type DataSourceOptions } from 'typeorm';
import { type DomainEvent, EventStore, type InlineProjection } from '@agency/event-store';
import { migrations } from '../migrations';
import { createMigratedDatabase } from './migrated-database';

export interface ProjectionTest {
  /**
   * Appends `events` to `streamId` as `actor` (a username, or an account with the session it acted in)
   * did: the projection runs in the append's transaction.
   */
  given(
    streamId: string,
    events: DomainEvent[],
    actor?: string | { id: string; username: string; session?: string },
  ): Promise<void>;
  /** The read model's rows, by a query of the test's. */
  rows(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** Empties the read model and replays the whole log through the projection, as `npm run rebuild-read-models` does. */
  rebuild(): Promise<void>;
}

/**
 * One projection against a real PostgreSQL with every migration applied (a database of its own, made
 * before the describe block's tests and dropped after them): events in through the event store, rows out
 * by SQL. `entities` are the tables it writes through TypeORM repositories.
 */
export function projectionTest(
  projection: InlineProjection,
  entities: DataSourceOptions['entities'] = [],
): ProjectionTest {
  let started: Promise<{ dataSource: DataSource; store: EventStore; drop(): Promise<void> }>;
  beforeAll(async () => {
    started = (async () => {
      const db = await createMigratedDatabase('projection');
      const dataSource = new DataSource({ type: 'postgres', url: db.url, migrations, entities, poolSize: 2 });
      await dataSource.initialize();
      await dataSource.runMigrations({ transaction: 'each' });
      return { dataSource, store: new EventStore(dataSource, [projection]), drop: () => db.drop() };
    })();
    await started;
  });
  afterAll(async () => {
    const { dataSource, drop } = await started;
    await dataSource.destroy();
    await drop();
  });
  return {
    async given(streamId, events, actor) {
      const metadata =
        typeof actor === 'object'
          ? { actor: { id: actor.id, username: actor.username }, ...(actor.session ? { session: actor.session } : {}) }
          : { actor: actor ? { id: `id-${actor}`, username: actor } : null };
      await (await started).store.appendToStream(streamId, events, { expectedVersion: 'any', metadata });
    },
    rows: async (sql, params) => (await started).dataSource.query(sql, params),
    async rebuild() {
      await (await started).store.rebuildProjections([projection.name]);
    },
  };
}
