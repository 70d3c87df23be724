import { DataSource } from 'typeorm';
import { EventStore } from '@agency/event-store';
import { startTestApi, type TestApi } from '../testing/test-app';
import { rebuildReadModels } from './rebuild-read-models';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

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
    const story = (await api.http.post('/api/admin/success-stories').set(auth).send({ company: 'Werft Nord', title: 'Neue Website' })).body.story;
    await api.http.put(`/api/admin/success-stories/${story.id}`).set(auth).send({ title: 'Neue Website, neue Kunden' }).expect(200);
    const other = (await api.http.post('/api/admin/testimonials').set(auth).send({ name: 'Kai', text: 'Top' })).body.testimonial;
    await api.http.delete(`/api/admin/testimonials/${other.id}`).set(auth).expect(200);
    const stories = (await api.http.get('/api/admin/success-stories').set(auth)).body.stories.map((s: { id: string }) => s.id);
    await api.http.post('/api/admin/success-stories/reorder').set(auth).send({ ids: stories.reverse() }).expect(200);

    const dataSource = api.app.get(DataSource);
    const before = await snapshot(dataSource);
    expect(before.content_items.length).toBeGreaterThan(10);

    await dataSource.query(`DROP TABLE ${READ_TABLES.join(', ')}`);
    await dataSource.query(`DROP TABLE content_secrets, user_credentials`);
    await dataSource.query(`DELETE FROM migrations WHERE name IN ('CreateContent1732190000400', 'CreateUsers1732190000100')`);
    await dataSource.runMigrations({ transaction: 'each' });

    const lines: string[] = [];
    const replayed = await rebuildReadModels(api.app.get(EventStore), (line) => lines.push(line));
    expect(replayed).toBeGreaterThan(20);
    expect(lines.some((line) => line.includes('100 %'))).toBe(true);
    expect(await snapshot(dataSource)).toEqual(before);
    expect((await api.http.get('/api/public/success-stories')).body.map((s: { id: string }) => s.id)[0]).toBe(stories[0]);
  });
});
