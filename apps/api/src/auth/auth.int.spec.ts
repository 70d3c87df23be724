import { DataSource } from 'typeorm';
import { startTestApi, TEST_ADMIN, type TestApi } from '../testing/test-app';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ LOGIN_MAX_FAILURES_PER_USERNAME: '4' });
});

afterAll(async () => {
  await api?.close();
});

describe('staff login', () => {
  it('creates the first admin on start and lets it log in with every permission', async () => {
    const response = await api.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(response.body).toMatchObject({ role: 'admin', username: TEST_ADMIN.username, token: expect.any(String) });
    expect(Object.values(response.body.permissions)).toHaveLength(15);
    expect(Object.values(response.body.permissions).every(Boolean)).toBe(true);
    expect(new Date(response.body.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a wrong password and an unknown user alike, without saying which was wrong', async () => {
    const wrongPassword = await api.http.post('/api/admin/login').send({ username: TEST_ADMIN.username, password: 'falsch-falsch' });
    const unknownUser = await api.http.post('/api/admin/login').send({ username: 'niemand', password: 'falsch-falsch' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body).toEqual({ statusCode: 401, message: 'Ungültige Anmeldedaten' });
    expect(unknownUser.body).toEqual(wrongPassword.body);
  });

  it('rejects a login body without username with a 400 naming the field', async () => {
    const response = await api.http.post('/api/admin/login').send({ password: 'x' }).expect(400);
    expect(response.body.details).toEqual([expect.objectContaining({ field: 'username' })]);
  });

  it('never stores a password in clear nor inside an event', async () => {
    const dataSource = api.app.get(DataSource);
    const events = await dataSource.query(`SELECT data::text AS data FROM events`);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.data).not.toContain(TEST_ADMIN.password);
      expect(event.data).not.toContain('argon2');
    }
    const [row] = await dataSource.query(`SELECT password_hash FROM user_credentials`);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(TEST_ADMIN.password);
  });

  it('throttles repeated failures for one username with 429 and Retry-After', async () => {
    const username = 'ziel-des-angriffs';
    for (let i = 0; i < 4; i++) {
      await api.http.post('/api/admin/login').send({ username, password: `versuch-${i}` }).expect(401);
    }
    const blocked = await api.http.post('/api/admin/login').send({ username, password: 'noch-einer' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.');
  });
});
