import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { defaultTrackingConfig, type TrackingConfig } from '@agency/contracts';
import { EventStore } from '@agency/event-store';
import { trackingConfigKey } from '@agency/pipeline';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@agency/testing';
import { migrations } from '../migrations';
import { TrackingConfigAsDocument1732190000700 } from '../migrations/1732190000700-tracking-config-as-document';
import { basedOn } from '../testing/based-on';
import { startTestApi, type TestApi } from '../testing/test-app';

const STREAM = 'setting-tracking-config';
const faqOff: TrackingConfig = { ...defaultTrackingConfig(), faqTracking: { enabled: false } };
const faqAndButtonsOff: TrackingConfig = { ...faqOff, buttonClicks: { enabled: false } };

/**
 * A database as the tracking configuration's own code left it (before it became a content document): its stream of
 * `TrackingConfigChanged` events (a save, another save, a restore of version 1) and its read table.
 */
async function databaseFromBefore(): Promise<TestDatabase> {
  const db = await createTestDatabase('tracking_before');
  const dataSource = new DataSource({
    type: 'postgres',
    url: db.url,
    migrations: migrations.slice(0, migrations.indexOf(TrackingConfigAsDocument1732190000700)),
  });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
    const events: [number, object, string][] = [
      [1, { config: faqOff }, 'chefin'],
      [2, { config: faqAndButtonsOff }, 'anna'],
      [3, { config: faqOff, restoredFrom: 1 }, 'chefin'],
    ];
    for (const [version, data, username] of events) {
      await dataSource.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ($1, $2, 'TrackingConfigChanged', $3, $4)`,
        [STREAM, version, JSON.stringify(data), JSON.stringify({ actor: { id: `id-${username}`, username } })],
      );
    }
    await dataSource.query(
      `INSERT INTO tracking_config (id, config, version, updated_at, updated_by) VALUES ('current', $1, 3, now(), 'chefin')`,
      [JSON.stringify(faqOff)],
    );
  } finally {
    await dataSource.destroy();
  }
  return db;
}

describe('tracking configuration as a content document, from a database that had its own table', () => {
  let api: TestApi;
  let dataSource: DataSource;
  let auth: Record<string, string>;

  beforeAll(async () => {
    api = await startTestApi({}, await databaseFromBefore());
    dataSource = api.app.get(DataSource);
    auth = { Authorization: `Bearer ${await api.login()}` };
  });

  afterAll(async () => {
    await api?.close();
  });

  it('keeps every version: the events stay as written, the read model is rebuilt from them, the old table is gone', async () => {
    expect((await dataSource.query(`SELECT to_regclass('tracking_config') AS t`))[0].t).toBeNull();
    expect(
      (await dataSource.query(`SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version`, [STREAM])).map(
        (e: { type: string }) => e.type,
      ),
    ).toEqual(['TrackingConfigChanged', 'TrackingConfigChanged', 'TrackingConfigChanged']);

    const current = await api.http.get('/api/admin/tracking-config').set(auth).expect(200);
    expect(current.body).toEqual({ success: true, config: faqOff, version: 3 });
    expect(current.headers.etag).toBe('"3"');
    expect((await api.http.get('/api/public/tracking-config').expect(200)).body.faqTracking.enabled).toBe(false);

    const history = (await api.http.get('/api/admin/tracking-config/history').set(auth).expect(200)).body.history;
    expect(history).toMatchObject([
      { version: 1, actor: 'chefin', type: 'saved' },
      {
        version: 2,
        actor: 'anna',
        type: 'saved',
        changes: [{ field: 'buttonClicks.enabled', before: true, after: false }],
      },
      {
        version: 3,
        actor: 'chefin',
        type: 'reverted',
        restoredVersion: 1,
        changes: [{ field: 'buttonClicks.enabled', before: false, after: true }],
      },
    ]);
  });

  it('goes on in the same stream: saves, refuses a stale restore, restores and hands the result to the intakes', async () => {
    await api.http
      .post('/api/admin/tracking-config')
      .set(auth)
      .set('If-Match', '"3"')
      .send(defaultTrackingConfig())
      .expect(201, { success: true, version: 4, config: defaultTrackingConfig() });
    await api.http
      .post('/api/admin/tracking-config/restore')
      .set(auth)
      .set('If-Match', '"3"')
      .send({ version: 2 })
      .expect(409);

    const restored = await api.http
      .post('/api/admin/tracking-config/restore')
      .set(auth)
      .set('If-Match', '"4"')
      .send({ version: 2 })
      .expect(200);
    expect(restored.body).toEqual({ success: true, version: 5, config: faqAndButtonsOff });
    expect(
      await dataSource.query(
        `SELECT stream_version, type FROM events WHERE stream_id = $1 AND stream_version > 3 ORDER BY stream_version`,
        [STREAM],
      ),
    ).toEqual([
      { stream_version: 4, type: 'TrackingConfigSaved' },
      { stream_version: 5, type: 'TrackingConfigReverted' },
    ]);
    expect((await api.http.get('/api/admin/tracking-config/history').set(auth)).body.history[4]).toMatchObject({
      version: 5,
      type: 'reverted',
      restoredVersion: 2,
    });

    // The intakes read it from Redis: the restore published it there before it answered.
    const redis = new Redis(testRedisUrl());
    try {
      expect(JSON.parse((await redis.get(trackingConfigKey(api.config.INGEST_REDIS_PREFIX))) ?? '{}')).toEqual(
        faqAndButtonsOff,
      );
    } finally {
      await redis.quit();
    }
    expect((await api.http.get('/api/public/tracking-config').expect(200)).body.buttonClicks.enabled).toBe(false);
  });

  it('is rebuilt from its events like every other document', async () => {
    const row = `SELECT key, data, version, updated_by FROM content_documents WHERE key = '${STREAM}'`;
    const before = await dataSource.query(row);
    expect(before).toEqual([{ key: STREAM, data: faqAndButtonsOff, version: 5, updated_by: 'chefin' }]);
    await dataSource.query(`DELETE FROM content_documents WHERE key = '${STREAM}'`);
    await api.app.get(EventStore).rebuildProjections(['content:tracking-config']);
    expect(await dataSource.query(row)).toEqual(before);
  });

  it('can be undone and done again: the table comes back with the configuration in force, then the document row', async () => {
    const row = `SELECT data, version FROM content_documents WHERE key = '${STREAM}'`;
    const before = await dataSource.query(row);
    const migration = new TrackingConfigAsDocument1732190000700();
    const queryRunner = dataSource.createQueryRunner();
    try {
      await migration.down(queryRunner);
      expect(await dataSource.query(`SELECT config, version, updated_by FROM tracking_config`)).toEqual([
        { config: faqAndButtonsOff, version: 5, updated_by: 'chefin' },
      ]);
      expect(await dataSource.query(row)).toEqual([]);
      await migration.up(queryRunner);
    } finally {
      await queryRunner.release();
    }
    expect(await dataSource.query(row)).toEqual(before);
  });
});

describe('counting without consent as a staff setting', () => {
  let api: TestApi;
  let auth: { Authorization: string };

  beforeAll(async () => {
    api = await startTestApi();
    auth = { Authorization: `Bearer ${await api.login()}` };
  });

  afterAll(async () => {
    await api?.close();
  });

  it('is off by default; switched on, the pages’ switch follows and today’s counting mode reads as changed', async () => {
    const config = (await api.http.get('/api/admin/tracking-config').set(auth).expect(200)).body.config;
    expect(config.cookielessCounting).toEqual({ enabled: false });
    expect((await api.http.get('/api/public/cookieless-counting').expect(200)).body).toEqual({ enabled: false });
    const before = await api.http.get('/api/admin/statistics/counting-modes?period=7d').set(auth).expect(200);
    expect(before.body.days).toHaveLength(7);
    expect(before.body.days.map((day: { mode: string }) => day.mode)).toEqual(Array(7).fill('consent'));

    await api.http
      .post('/api/admin/tracking-config')
      .set(auth)
      .set('If-Match', await basedOn(api.http, auth, '/api/admin/tracking-config'))
      .send({ ...config, cookielessCounting: { enabled: true } })
      .expect(201);
    expect((await api.http.get('/api/public/cookieless-counting').expect(200)).body).toEqual({ enabled: true });
    const after = await api.http.get('/api/admin/statistics/counting-modes?period=today').set(auth).expect(200);
    expect(after.body).toEqual({
      success: true,
      days: [{ day: new Date().toISOString().slice(0, 10), mode: 'changed' }],
    });
    // Without page views counted at all, there is nothing to count without consent either.
    await api.http
      .post('/api/admin/tracking-config')
      .set(auth)
      .set('If-Match', await basedOn(api.http, auth, '/api/admin/tracking-config'))
      .send({ ...config, cookielessCounting: { enabled: true }, pageViews: { ...config.pageViews, enabled: false } })
      .expect(201);
    expect((await api.http.get('/api/public/cookieless-counting').expect(200)).body).toEqual({ enabled: false });
  });

  it('shows the counting modes only to staff with the statistics permission, and refuses a malformed period', async () => {
    await api.http.get('/api/admin/statistics/counting-modes').expect(401);
    const editor = await api.loginAsEditor({ tracking: true });
    await api.http
      .get('/api/admin/statistics/counting-modes')
      .set({ Authorization: `Bearer ${editor}` })
      .expect(403);
    const refused = await api.http.get('/api/admin/statistics/counting-modes?period=gestern').set(auth).expect(400);
    expect(refused.body).toMatchObject({ statusCode: 400, details: [expect.objectContaining({ field: 'period' })] });
  });
});
