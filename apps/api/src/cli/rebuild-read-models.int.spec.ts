import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { useTestApi } from '../testing/test-app';
import { rebuildReadModels } from './rebuild-read-models';
import { offerRequestBody } from '../testing/recording-smtp';

const api = useTestApi({}, { login: false });

const READ_TABLES = ['content_items', 'content_documents', 'users'];

async function snapshot(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {};
  result.content_items = await dataSource.query('SELECT * FROM content_items ORDER BY collection, id');
  result.content_documents = await dataSource.query('SELECT * FROM content_documents ORDER BY key');
  result.users = await dataSource.query('SELECT * FROM users ORDER BY id');
  return result;
}

describe('rebuild-read-models', () => {
  it('rebuilds dropped read tables from the event log to the same content, showing progress', async () => {
    const token = await api.login();
    const auth = { Authorization: `Bearer ${token}` };
    const story = (
      await api.http.post('/api/admin/success-stories').set(auth).send({ company: 'Werft Nord', title: 'Neue Website' })
    ).body.story;
    await api.http
      .put(`/api/admin/success-stories/${story.id}`)
      .set(auth)
      .set('If-Match', await api.basedOn(token, `/api/admin/success-stories/${story.id}`))
      .send({ title: 'Neue Website, neue Kunden' })
      .expect(200);
    const other = (await api.http.post('/api/admin/testimonials').set(auth).send({ name: 'Kai', text: 'Top' })).body
      .testimonial;
    await api.http
      .delete(`/api/admin/testimonials/${other.id}`)
      .set(auth)
      .set('If-Match', await api.basedOn(token, `/api/admin/testimonials/${other.id}`))
      .expect(200);
    const stories = (await api.http.get('/api/admin/success-stories').set(auth)).body.stories.map(
      (s: { id: string }) => s.id,
    );
    await api.http.post('/api/admin/success-stories/reorder').set(auth).send({ ids: stories.reverse() }).expect(200);

    const dataSource = api.app.get(DataSource);
    const before = await snapshot(dataSource);
    expect(before.content_items.length).toBeGreaterThan(10);

    await dataSource.query(`DROP TABLE ${READ_TABLES.join(', ')}`);
    await dataSource.query(`DROP TABLE content_secrets, user_credentials, user_two_factor`);
    await dataSource.query(
      `DELETE FROM migrations WHERE name IN ('CreateContent1732190000400', 'CreateUsers1732190000100', 'TwoFactor1732190002100', 'KeptSession1732190002360')`,
    );
    await dataSource.runMigrations({ transaction: 'each' });

    const lines: string[] = [];
    const replayed = await rebuildReadModels(api.app.get(EventStore), (line) => lines.push(line));
    expect(replayed).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('100 %'))).toBe(true);
    expect(await snapshot(dataSource)).toEqual(before);
    expect((await api.http.get('/api/public/success-stories')).body.map((s: { id: string }) => s.id)[0]).toBe(
      stories[0],
    );
  });
});

/** What `npm run rebuild-read-models` runs once the api is built (api:test builds it first). */
const BUILT_REBUILD = path.resolve(__dirname, '../../../../dist/api/apps/api/src/cli/rebuild-read-models.js');

/** Every table a projection writes, as the rows it holds. */
async function readModels(dataSource: DataSource): Promise<Record<string, unknown[]>> {
  const tables = [
    'content_items',
    'content_documents',
    'users',
    'offer_requests',
    'offer_request_spam',
    'customer_notes',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) result[table] = await dataSource.query(`SELECT * FROM ${table} ORDER BY 1, 2`);
  return result;
}

describe('npm run rebuild-read-models (the built command)', () => {
  // An api of its own: the test above drops the credentials, which no rebuild brings back.
  const api = useTestApi({}, { login: false });

  it('rebuilds every read model the api keeps current, to the rows the api wrote', async () => {
    const token = await api.login();
    const auth = { Authorization: `Bearer ${token}` };
    // A change to every kind of read model: users, content, tracking configuration, requests, spam, notes.
    await api.http
      .post('/api/admin/users')
      .set(auth)
      .send({ username: 'rebuild-editor', email: 'rebuild@example.de', password: 'lang-genug-123', role: 'editor' })
      .expect(201);
    await api.http
      .post('/api/admin/tracking-config')
      .set(auth)
      .set('If-Match', await api.basedOn(token, '/api/admin/tracking-config'))
      .send({ enabled: true, faqTracking: { enabled: false } })
      .expect(201);
    const request = offerRequestBody('eva@example.de', 'Bitte ein Angebot.');
    await api.http
      .post('/api/offer-request')
      .send({ ...request, form_token: api.formToken() })
      .expect(201);
    await api.http
      .post('/api/offer-request')
      .send({ ...request, website: 'http://spam.example' })
      .expect(201);
    const note = {
      customer_id: 7,
      customer_code: 'K-7',
      customer_name: 'Küstenbau GmbH',
      type: 'task',
      title: 'Angebot nachfassen',
      content: '',
    };
    const noteId = (await api.http.post('/api/admin/customer-notes').set(auth).send(note).expect(201)).body.note.id;
    await api.http.put(`/api/admin/customer-notes/${noteId}/status`).set(auth).send({ status: 'done' }).expect(200);

    const dataSource = api.app.get(DataSource);
    const before = await readModels(dataSource);
    for (const [table, rows] of Object.entries(before))
      expect({ table, filled: rows.length > 0 }).toEqual({ table, filled: true });
    await dataSource.query(`TRUNCATE ${Object.keys(before).join(', ')}`);

    const { stdout } = await promisify(execFile)(process.execPath, [BUILT_REBUILD], {
      env: { PATH: process.env['PATH'], HOME: process.env['HOME'], DATABASE_URL: api.db.url, LOG_LEVEL: 'error' },
    });
    const rebuilt = /Rebuilding \d+ read models: (.*)/.exec(stdout)?.[1].split(', ');
    const kept = api.app.get(EventStore).registeredProjections.map((projection) => projection.name);
    expect(rebuilt).toEqual(kept);
    expect(stdout).toMatch(/100 %/);
    expect(await readModels(dataSource)).toEqual(before);
  });
});
