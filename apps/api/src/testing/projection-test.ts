import { DataSource, type DataSourceOptions } from 'typeorm';
import { type DomainEvent, EventStore, type InlineProjection } from '@agency/event-store';
import { createTestDatabase } from '@agency/testing';
import { migrations } from '../migrations';

export interface ProjectionTest {
  /** Appends `events` to `streamId` as `actor` (a username) did: the projection runs in the append's transaction. */
  given(streamId: string, events: DomainEvent[], actor?: string): Promise<void>;
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
      const db = await createTestDatabase('projection');
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
      const metadata = { actor: actor ? { id: `id-${actor}`, username: actor } : null };
      await (await started).store.appendToStream(streamId, events, { expectedVersion: 'any', metadata });
    },
    rows: async (sql, params) => (await started).dataSource.query(sql, params),
    async rebuild() {
      await (await started).store.rebuildProjections([projection.name]);
    },
  };
}
