import { DataSource } from 'typeorm';
import { FUNNELS_MAX, funnelSchema, funnelsKind, GOALS_MAX, goalSchema, goalsKind } from '@agency/contracts';
import type { TestDatabase } from '@agency/testing';
import { SEED_OFFER_FUNNEL } from '../content/seed/data/funnels';
import { SEED_OFFER_GOALS } from '../content/seed/data/goals';
import { BUILT_IN_CONTENT, SEED_STREAM } from '../content/seed/seed-content';
import { createMigratedDatabase } from '../testing/migrated-database';
import { startTestApi, type TestApi } from '../testing/test-app';
import { BuiltInOfferFunnel1732190002440 } from './1732190002440-built-in-offer-funnel';

const GOALS = ['Angebotsdialog geöffnet', 'Angebotsformular begonnen', 'Angebotsanfrage gesendet'];
const FUNNEL = 'Seitenaufruf bis Anfrage';

/** Runs the migration's `up` once more on `db`, in a transaction of its own, as the migration runner does. */
async function runAgain(db: TestDatabase): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url: db.url, poolSize: 1 });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    await new BuiltInOfferFunnel1732190002440().up(runner);
    await runner.commitTransaction();
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

type Item = { id: string; name: string; enabled: boolean; sample?: boolean; steps?: string[] };

/**
 * An install of the release before (its built-in content without goals and funnels, written at its first start)
 * upgrades: the migration adds the offer funnel's goals and funnel once, marked as built-in content, and leaves out
 * a goal whose name staff use already.
 */
describe('the built-in offer funnel reaches an install that has its built-in content (migration)', () => {
  let db: TestDatabase;
  let api: TestApi;
  let token: string;
  let auth: { Authorization: string };
  const list = async (path: 'goals' | 'funnels'): Promise<Item[]> =>
    (await api.http.get(`/api/admin/${path}`).set(auth).expect(200)).body[path];
  const created = async (): Promise<{ stream_id: string }[]> =>
    api.app
      .get(DataSource)
      .query(`SELECT stream_id FROM events WHERE type IN ('GoalCreated', 'FunnelCreated') ORDER BY position`);

  beforeAll(async () => {
    db = await createMigratedDatabase('offer_funnel');
    const { [goalsKind.name]: _goals, [funnelsKind.name]: _funnels, ...collections } = BUILT_IN_CONTENT.collections;
    const before = await startTestApi({}, db, { builtIn: { ...BUILT_IN_CONTENT, collections } });
    try {
      const token = await before.login();
      // Staff named a goal of their own as one of the built-in ones.
      await before.http
        .post('/api/admin/goals')
        .set({ Authorization: `Bearer ${token}` })
        .send({ name: 'Angebotsformular begonnen', type: 'page', page: '/angebot' })
        .expect(201);
      expect(
        await before.app.get(DataSource).query(`SELECT 1 FROM events WHERE stream_id = $1`, [SEED_STREAM]),
      ).toHaveLength(1);
      // The new release's migration is still to run.
      await before.app
        .get(DataSource)
        .query(`DELETE FROM migrations WHERE name = $1`, [new BuiltInOfferFunnel1732190002440().name]);
    } finally {
      await before.app.close();
    }
    api = await startTestApi({}, db);
    token = await api.login();
    auth = { Authorization: `Bearer ${token}` };
  }, 90_000);

  afterAll(async () => {
    await api?.close();
  });

  it('adds the goals and the funnel at the start after the upgrade, marked built-in, leaving out a name staff use', async () => {
    const goals = await list('goals');
    expect(goals.map(({ name, sample }) => [name, sample ?? false])).toEqual([
      ['Angebotsformular begonnen', false],
      ['Angebotsdialog geöffnet', true],
      ['Angebotsanfrage gesendet', true],
    ]);
    expect(goals.find((goal) => goal.name === 'Angebotsformular begonnen')).toMatchObject({
      type: 'page',
      page: '/angebot',
    });
    expect(goals.find((goal) => goal.name === 'Angebotsdialog geöffnet')).toMatchObject({
      type: 'event',
      event_type: 'solution_modal',
      event_label: 'offer-request',
      enabled: true,
    });
    const funnels = await list('funnels');
    expect(funnels).toEqual([
      expect.objectContaining({ name: FUNNEL, steps: ['/*', ...GOALS], enabled: true, sample: true }),
    ]);
    // Content like staff's: a history of its own, from its creation by nobody.
    const history = (await api.http.get(`/api/admin/funnels/${funnels[0].id}/history`).set(auth).expect(200)).body
      .history;
    expect(history).toMatchObject([{ version: 1, type: 'created', actor: null }]);
  });

  it('writes each item and its row as the seed creates it', async () => {
    const seeded = [...Object.values(SEED_OFFER_GOALS), SEED_OFFER_FUNNEL].filter(
      (item) => item.name !== 'Angebotsformular begonnen',
    );
    const written: { id: string; fields: object; row: object }[] = await api.app.get(DataSource).query(
      `SELECT e.data ->> 'id' AS id, e.data -> 'fields' AS fields, c.data AS row
       FROM events e JOIN content_items c ON c.id = e.data ->> 'id'
       WHERE e.type IN ('GoalCreated', 'FunnelCreated') AND e.metadata -> 'actor' = 'null'::jsonb ORDER BY e.position`,
    );
    expect(written).toEqual(
      seeded.map(({ id, sortOrder: _sortOrder, ...item }) => {
        const fields = ('steps' in item ? funnelSchema : goalSchema).parse(item);
        return { id, fields, row: fields };
      }),
    );
  });

  it('adds nothing when it runs again', async () => {
    const before = await created();
    await runAgain(db);
    await runAgain(db);
    expect(await created()).toEqual(before);
    expect((await list('goals')).map((goal) => goal.name)).toEqual([
      'Angebotsformular begonnen',
      'Angebotsdialog geöffnet',
      'Angebotsanfrage gesendet',
    ]);
    expect((await list('funnels')).map((funnel) => funnel.name)).toEqual([FUNNEL]);
  });

  it('brings back nothing staff deleted: its streams exist', async () => {
    const [funnel] = await list('funnels');
    const path = `/api/admin/funnels/${funnel.id}`;
    const gone = await api.http
      .delete(path)
      .set(auth)
      .set('If-Match', await api.basedOn(token, path));
    expect(gone.status).toBeLessThan(300);
    await runAgain(db);
    expect(await list('funnels')).toEqual([]);
  });
});

/** The migration on databases written directly: it keeps to the active limits, and leaves a fresh one to the seed. */
describe('the built-in offer funnel migration on the limits and on a fresh database', () => {
  let db: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    db = await createMigratedDatabase('offer_funnel_limits');
    dataSource = new DataSource({ type: 'postgres', url: db.url, poolSize: 1 });
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  const items = async (collection: string): Promise<{ name: string; enabled: boolean; sample: boolean }[]> =>
    dataSource.query(
      `SELECT data ->> 'name' AS name, enabled, (data ->> 'sample')::boolean AS sample FROM content_items
       WHERE collection = $1 AND data ->> 'sample' = 'true' ORDER BY sort`,
      [collection],
    );

  it('adds nothing to a database whose built-in content is not written yet: the first start seeds it', async () => {
    await runAgain(db);
    expect(await dataSource.query(`SELECT 1 FROM events WHERE type IN ('GoalCreated', 'FunnelCreated')`)).toEqual([]);
    expect(await dataSource.query(`SELECT 1 FROM content_items`)).toEqual([]);
  });

  it('adds a goal or funnel beyond the active limit switched off', async () => {
    await dataSource.query(
      `INSERT INTO events (stream_id, stream_version, type, data) VALUES ($1, 1, 'BuiltInContentSeeded', '{}')`,
      [SEED_STREAM],
    );
    const rows = (collection: string, count: number, enabled: boolean) =>
      dataSource.query(
        `INSERT INTO content_items (collection, id, data, sort, version, created_at, updated_at)
         SELECT $1, $1 || '-' || i || '-' || $3::text, jsonb_build_object('name', $1 || ' ' || i || ' ' || $3::text, 'enabled', $3::boolean),
                i, 1, now(), now()
         FROM generate_series(1, $2::int) AS i`,
        [collection, count, enabled],
      );
    // One place left among the active goals, none among the funnels; switched-off ones do not count.
    await rows('goals', GOALS_MAX - 1, true);
    await rows('goals', 5, false);
    await rows('funnels', FUNNELS_MAX, true);
    await runAgain(db);
    expect(await items('goals')).toEqual([
      { name: 'Angebotsdialog geöffnet', enabled: true, sample: true },
      { name: 'Angebotsformular begonnen', enabled: false, sample: true },
      { name: 'Angebotsanfrage gesendet', enabled: false, sample: true },
    ]);
    expect(await items('funnels')).toEqual([{ name: FUNNEL, enabled: false, sample: true }]);
    const [event] = await dataSource.query(`SELECT data FROM events WHERE type = 'FunnelCreated'`);
    expect(event.data.fields).toEqual({ name: FUNNEL, steps: ['/*', ...GOALS], enabled: false, sample: true });
  });
});
