import { createServer, connect, type Server, type Socket } from 'node:net';
import { DataSource, type EntityManager } from 'typeorm';
import { createTestDatabase, eventually, type TestDatabase } from '@agency/testing';
import { ConcurrencyError, type RecordedEvent } from './event';
import { EventStore } from './event-store';
import { CheckpointedSubscription } from './subscription';
import { eventStoreMigrations } from './index';
import type { InlineProjection } from './projection';

let db: TestDatabase;
let dataSource: DataSource;

const counterProjection: InlineProjection = {
  name: 'counters',
  handles: ['CounterIncremented', 'CounterBroken'],
  async apply(events: readonly RecordedEvent[], manager: EntityManager) {
    for (const event of events) {
      if (event.type === 'CounterBroken') throw new Error('projection refuses');
      await manager.query(
        `INSERT INTO counters (id, value) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET value = counters.value + excluded.value`,
        [event.streamId, (event.data as { by: number }).by],
      );
    }
  },
  async reset(manager: EntityManager) {
    await manager.query('DELETE FROM counters');
  },
};

beforeAll(async () => {
  db = await createTestDatabase('event_store');
  dataSource = new DataSource({ type: 'postgres', url: db.url, migrations: eventStoreMigrations, poolSize: 8 });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.query('CREATE TABLE counters (id text PRIMARY KEY, value int NOT NULL)');
});

afterAll(async () => {
  await dataSource?.destroy();
  await db?.drop();
});

function newStore(): EventStore {
  return new EventStore(dataSource, [counterProjection]);
}

const inc = (by = 1) => ({ type: 'CounterIncremented', data: { by } });

describe('EventStore', () => {
  it('appends with an expected version and reads the stream back in order', async () => {
    const store = newStore();
    const first = await store.appendToStream('counter-a', [inc(1), inc(2)], {
      expectedVersion: 0,
      metadata: { actor: { id: 'u1', username: 'anna' }, correlationId: 'c-1' },
    });
    expect(first.nextExpectedVersion).toBe(2);
    await store.appendToStream('counter-a', [inc(3)], { expectedVersion: 2 });

    const events = await store.readStream('counter-a');
    expect(events.map((e) => [e.streamVersion, e.data])).toEqual([
      [1, { by: 1 }],
      [2, { by: 2 }],
      [3, { by: 3 }],
    ]);
    expect(events[0].metadata).toEqual({ actor: { id: 'u1', username: 'anna' }, correlationId: 'c-1' });
    expect(events[0].position).toBeLessThan(events[2].position);
    expect(await store.streamVersion('counter-a')).toBe(3);
    expect(await store.streamVersion('counter-missing')).toBe(0);
  });

  it('raises a typed conflict for a stale expected version and writes nothing', async () => {
    const store = newStore();
    await store.appendToStream('counter-b', [inc()], { expectedVersion: 0 });
    await expect(store.appendToStream('counter-b', [inc()], { expectedVersion: 0 })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await store.streamVersion('counter-b')).toBe(1);
  });

  it('lets exactly one of two concurrent appends at the same expected version win', async () => {
    const store = newStore();
    for (let round = 0; round < 20; round++) {
      const streamId = `race-${round}`;
      const results = await Promise.allSettled([
        store.appendToStream(streamId, [inc(1)], { expectedVersion: 0 }),
        store.appendToStream(streamId, [inc(10)], { expectedVersion: 0 }),
      ]);
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(1);
      expect(lost[0].reason).toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(streamId)).toHaveLength(1);
    }
  });

  it('updates inline projections in the append transaction and rolls both back together', async () => {
    const store = newStore();
    await store.appendToStream('counter-c', [inc(5), inc(6)], { expectedVersion: 0 });
    const [row] = await dataSource.query(`SELECT value FROM counters WHERE id = 'counter-c'`);
    expect(row.value).toBe(11);

    await expect(
      store.appendToStream('counter-c', [inc(100), { type: 'CounterBroken', data: {} }], { expectedVersion: 2 }),
    ).rejects.toThrow('projection refuses');
    const [after] = await dataSource.query(`SELECT value FROM counters WHERE id = 'counter-c'`);
    expect(after.value).toBe(11);
    expect(await store.streamVersion('counter-c')).toBe(2);
  });

  it('tells listeners of committed appends only, after the commit, and survives a throwing listener', async () => {
    const store = newStore();
    const seen: { positions: number[]; valueThen: number }[] = [];
    store.onAppended(() => {
      throw new Error('a broken listener');
    });
    const unsubscribe = store.onAppended((events) => {
      // Synchronously after the commit: a read it starts sees the append (the listener runs before
      // appendToStream resolves, so a request that appended answers only after it).
      void dataSource.query(`SELECT value FROM counters WHERE id = 'counter-f'`).then(([row]) => {
        seen.push({ positions: events.map((e) => e.position), valueThen: row.value });
      });
    });
    const appended = await store.appendToStream('counter-f', [inc(4)], { expectedVersion: 0 });
    await expect(
      store.appendToStream('counter-f', [{ type: 'CounterBroken', data: {} }], { expectedVersion: 1 }),
    ).rejects.toThrow();
    await eventually('the listener to read after the commit', () => seen.length === 1);
    expect(seen).toEqual([{ positions: [appended.events[0].position], valueThen: 4 }]);

    unsubscribe();
    await store.appendToStream('counter-f', [inc(1)], { expectedVersion: 1 });
    expect(seen).toHaveLength(1);
  });

  it('reads everything after a global position', async () => {
    const store = newStore();
    const start = await store.lastPosition();
    await store.appendToStream('counter-d', [inc(1)], { expectedVersion: 0 });
    await store.appendToStream('counter-e', [inc(2)], { expectedVersion: 0 });
    const events = await store.readAll(start);
    expect(events.map((e) => e.streamId)).toEqual(['counter-d', 'counter-e']);
    expect(await store.readAll(events[0].position)).toHaveLength(1);
  });

  it('redacts personal data from a stream in place, keeping type and version', async () => {
    const store = newStore();
    await store.appendToStream(
      'person-1',
      [{ type: 'PersonRegistered', data: { name: 'Erika Mustermann', email: 'erika@example.de', plan: 'basic' } }],
      { expectedVersion: 0 },
    );
    await store.redactStream('person-1', (event) => ({ ...event.data, name: null, email: null }));
    const [event] = await store.readStream('person-1');
    expect(event.type).toBe('PersonRegistered');
    expect(event.streamVersion).toBe(1);
    expect(event.data).toEqual({ name: null, email: null, plan: 'basic' });
    expect(event.metadata.redacted_at).toEqual(expect.any(String));
    const raw = await dataSource.query(`SELECT data::text AS data FROM events WHERE stream_id = 'person-1'`);
    expect(raw[0].data).not.toContain('erika');
  });

  it('rebuilds a read model from the log with the same result', async () => {
    const store = newStore();
    const before = await dataSource.query('SELECT id, value FROM counters ORDER BY id');
    await dataSource.query('DELETE FROM counters');
    const progress: number[] = [];
    await store.rebuildProjections(['counters'], (done) => progress.push(done), 7);
    const after = await dataSource.query('SELECT id, value FROM counters ORDER BY id');
    expect(after).toEqual(before);
    expect(progress.length).toBeGreaterThan(1);
  });
});

describe('CheckpointedSubscription', () => {
  it('delivers every event in order and resumes after being killed mid-way without skipping', async () => {
    const store = newStore();
    const name = `sub-${Date.now()}`;
    const start = await store.lastPosition();
    await dataSource.query(`INSERT INTO subscription_checkpoints (name, position) VALUES ($1, $2)`, [name, start]);
    for (let i = 0; i < 30; i++)
      await store.appendToStream(`sub-stream-${i % 3}`, [inc(i)], { expectedVersion: 'any' });
    const expected = (await store.readAll(start, 1000)).map((e) => e.position);
    expect(expected).toHaveLength(30);

    // First runner: its handler "crashes" (throws) on the 12th event and the process is then stopped.
    const seenFirst: number[] = [];
    const first = new CheckpointedSubscription(dataSource, store, {
      name,
      retryDelayMs: 10_000,
      async handle(event) {
        if (seenFirst.length === 11) throw new Error('worker died');
        seenFirst.push(event.position);
      },
    });
    first.start();
    await eventually(
      'the first runner to handle 11 events before its handler fails',
      async () => seenFirst.length === 11,
    );
    await first.stop();

    // Events appended while nobody listens must arrive too.
    for (let i = 0; i < 5; i++) await store.appendToStream('sub-stream-late', [inc(i)], { expectedVersion: 'any' });
    const all = (await store.readAll(start, 1000)).map((e) => e.position);

    const seenSecond: number[] = [];
    const second = new CheckpointedSubscription(dataSource, store, {
      name,
      pollIntervalMs: 20,
      async handle(event) {
        seenSecond.push(event.position);
      },
    });
    second.start();
    await eventually(
      `the second runner to deliver the rest of the ${all.length} events`,
      async () => seenSecond.length + seenFirst.length >= all.length,
    );
    await second.stop();

    expect([...seenFirst, ...seenSecond]).toEqual(all);
    expect(await second.checkpoint()).toBe(all[all.length - 1]);
  });

  it('keeps a second runner of the same name on standby while the first holds the lock', async () => {
    const { store, name } = await freshSubscription('standby');
    const seenA: number[] = [];
    const seenB: number[] = [];
    const a = recordingRunner(store, name, seenA);
    const b = recordingRunner(store, name, seenB);
    a.start();
    await eventually(`runner A to hold the advisory lock of ${name}`, async () => (await lockHolders(name)).length > 0);
    b.start();
    for (let i = 0; i < 5; i++) await store.appendToStream('standby', [inc(i)], { expectedVersion: 'any' });
    await eventually('runner A to handle the 5 events', async () => seenA.length === 5);
    expect(seenB).toEqual([]);
    await a.stop();
    await store.appendToStream('standby', [inc(99)], { expectedVersion: 'any' });
    await eventually('standby runner B to take over and handle the next event', async () => seenB.length === 1);
    await b.stop();
    expect(seenA.length + seenB.length).toBe(6);
  });

  it('takes its lock again when the lock connection is cut, and stops cleanly after such a cut', async () => {
    const { store, name } = await freshSubscription('cut');
    const seen: number[] = [];
    const runner = recordingRunner(store, name, seen);
    runner.start();
    await eventually(
      `the runner to hold the advisory lock of ${name}`,
      async () => (await lockHolders(name)).length > 0,
    );
    const [first] = await lockHolders(name);

    // What a Postgres restart (or Ctrl-C on `npm start`, which stops the embedded one) does to the lock's session.
    await dataSource.query('SELECT pg_terminate_backend($1)', [first]);
    await eventually('the runner to hold its lock again, on a new connection', async () =>
      (await lockHolders(name)).some((pid) => pid !== first),
    );
    await store.appendToStream('cut', [inc(1)], { expectedVersion: 'any' });
    await eventually('the runner to go on delivering', async () => seen.length === 1);

    // Cut again and stop at once: whether the runner has seen the cut yet or not, it stops without an error
    // and leaves no lock behind.
    const [second] = await lockHolders(name);
    await dataSource.query('SELECT pg_terminate_backend($1)', [second]);
    await expect(runner.stop()).resolves.toBeUndefined();
    await eventually('no lock left behind', async () => (await lockHolders(name)).length === 0);
  });

  it('keeps a standby waiting when its own connection is cut, and lets it take over', async () => {
    const { store, name } = await freshSubscription('standby-cut');
    const seenB: number[] = [];
    const a = recordingRunner(store, name, []);
    const b = recordingRunner(store, name, seenB);
    a.start();
    await eventually(`runner A to hold the advisory lock of ${name}`, async () => (await lockHolders(name)).length > 0);
    const [holder] = await lockHolders(name);
    b.start();
    // B's own connection: the one that last asked for this lock without getting it.
    const askers = async (): Promise<number[]> =>
      (
        (await dataSource.query(
          `SELECT pid FROM pg_stat_activity WHERE query LIKE 'SELECT pg_try_advisory_lock%' AND datname = current_database()
             AND pid <> $1 AND pid <> pg_backend_pid()`,
          [holder],
        )) as { pid: number }[]
      ).map((row) => row.pid);
    await eventually('standby B to ask for the lock', async () => (await askers()).length > 0);
    for (const pid of await askers()) await dataSource.query('SELECT pg_terminate_backend($1)', [pid]);

    await a.stop();
    await store.appendToStream('standby-cut', [inc(1)], { expectedVersion: 'any' });
    await eventually('standby B to take over on a new connection', async () => seenB.length === 1);
    await b.stop();
  });

  it('rides out Postgres going away and coming back, and delivers what was appended meanwhile', async () => {
    const { store, name } = await freshSubscription('restart');
    // The runner reaches Postgres through a relay that can go away (every connection dropped, new ones
    // refused) and come back on the same port, as a restarting server does.
    const target = new URL(db.url);
    const relay = await startRelay(target.hostname, Number(target.port || 5432));
    const url = new URL(db.url);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const relayed = new DataSource({ type: 'postgres', url: url.toString(), poolSize: 4 });
    await relayed.initialize();
    const seen: number[] = [];
    const runner = recordingRunner(new EventStore(relayed, []), name, seen, relayed);
    try {
      runner.start();
      await store.appendToStream('restart', [inc(1)], { expectedVersion: 'any' });
      await eventually('the runner to deliver the first event', async () => seen.length === 1);

      await relay.stop();
      await store.appendToStream('restart', [inc(2)], { expectedVersion: 'any' });
      await eventually('the lock to be gone with its connection', async () => (await lockHolders(name)).length === 0);
      await relay.start();
      // At least once: the first event comes again when its checkpoint was lost with the connection.
      await eventually(
        'the runner to deliver the event appended while Postgres was away',
        async () => new Set(seen).size >= 2,
      );
      expect([...new Set(seen)]).toHaveLength(2);
      expect(seen).toEqual([...seen].sort((x, y) => x - y));
      await expect(runner.stop()).resolves.toBeUndefined();
    } finally {
      await relay.stop();
      await relayed.destroy().catch(() => undefined);
    }
  });
});

/** A subscription name of its own, its checkpoint at the end of the log as it is now. */
async function freshSubscription(prefix: string): Promise<{ store: EventStore; name: string }> {
  const store = newStore();
  const name = `${prefix}-${Date.now()}`;
  await dataSource.query(`INSERT INTO subscription_checkpoints (name, position) VALUES ($1, $2)`, [
    name,
    await store.lastPosition(),
  ]);
  return { store, name };
}

/**
 * A runner of subscription `name` (on `source`, the suite's data source unless given) that polls every 20 ms and
 * notes the position of every event it handles.
 */
function recordingRunner(
  store: EventStore,
  name: string,
  seen: number[],
  source: DataSource = dataSource,
): CheckpointedSubscription {
  return new CheckpointedSubscription(source, store, {
    name,
    pollIntervalMs: 20,
    handle: async (e) => void seen.push(e.position),
  });
}

/**
 * The backends holding the advisory lock of subscription `name`. pg_locks lists every database's locks, and other
 * test files (and the api's outbox) hold advisory locks of their own at the same time.
 */
async function lockHolders(name: string): Promise<number[]> {
  const rows: { pid: number }[] = await dataSource.query(
    `SELECT pid FROM pg_locks
     WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND ((classid::bigint << 32) | objid::bigint) = hashtext($1)::bigint`,
    [`subscription:${name}`],
  );
  return rows.map((row) => row.pid);
}

/**
 * A TCP relay on a port of its own to Postgres at host:port. stop() drops every connection and refuses new
 * ones; start() listens on the same port again.
 */
async function startRelay(
  host: string,
  port: number,
): Promise<{ port: number; start(): Promise<void>; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let relayPort = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(port, host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(relayPort, '127.0.0.1', () => {
        relayPort = (server?.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server?.listening) return resolve();
      server.close(() => resolve());
    });
  await start();
  return { port: relayPort, start, stop };
}
