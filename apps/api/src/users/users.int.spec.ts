import { startTestApi, TEST_ADMIN, type TestApi } from '../testing/test-app';

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  adminToken = await api.login();
});

afterAll(async () => {
  await api?.close();
});

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

function createUser(body: Record<string, unknown>) {
  return api.http.post('/api/admin/users').set(auth(adminToken)).send(body);
}

describe('/api/admin/users', () => {
  it('creates an editor by default with all fifteen permissions false', async () => {
    const response = await createUser({
      username: 'erika',
      email: 'erika@example.de',
      password: 'erika-passwort',
    }).expect(201);
    expect(response.body.success).toBe(true);
    expect(response.body.user).toMatchObject({ username: 'erika', role: 'editor', active: true });
    expect(Object.keys(response.body.user.permissions)).toHaveLength(15);
    expect(Object.values(response.body.user.permissions).some(Boolean)).toBe(false);
    expect(response.body.user).not.toHaveProperty('password');

    const list = await api.http.get('/api/admin/users').set(auth(adminToken)).expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.users.map((u: { username: string }) => u.username)).toEqual([TEST_ADMIN.username, 'erika']);
  });

  it('refuses a duplicate username (any case) and bad input with a 4xx naming the field', async () => {
    await createUser({ username: 'dupe', email: 'dupe@example.de', password: 'passwort-1' }).expect(201);
    const dupe = await createUser({ username: 'DUPE', email: 'd2@example.de', password: 'passwort-2' });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toBe('Benutzername ist bereits vergeben');

    const bad = await createUser({ username: 'neu', email: 'keine-mail', password: 'kurz' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
    const list = await api.http.get('/api/admin/users').set(auth(adminToken));
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('neu');
  });

  it('grants an editor exactly its permissions: 403 elsewhere', async () => {
    await createUser({
      username: 'statistikerin',
      email: 'stat@example.de',
      password: 'statistik-123',
      permissions: { statistics: true },
    }).expect(201);
    const token = await api.login('statistikerin', 'statistik-123');
    await api.http.get('/api/admin/statistics').set(auth(token)).expect(200);
    const forbidden = await api.http.get('/api/admin/users').set(auth(token));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'Keine Berechtigung für diesen Bereich' });
  });

  it('keeps the password on an edit with a blank password, and invalidates tokens when it changes', async () => {
    const created = await createUser({
      username: 'paul',
      email: 'paul@example.de',
      password: 'paul-passwort',
      permissions: { statistics: true },
    });
    const id = created.body.user.id;
    const oldToken = await api.login('paul', 'paul-passwort');

    await api.http
      .put(`/api/admin/users/${id}`)
      .set(auth(adminToken))
      .send({ email: 'paul@agentur.de', password: '' })
      .expect(200);
    await api.http.get('/api/admin/statistics').set(auth(oldToken)).expect(200);
    await api.login('paul', 'paul-passwort');

    await api.http.put(`/api/admin/users/${id}`).set(auth(adminToken)).send({ password: 'neues-passwort' }).expect(200);
    await api.http.get('/api/admin/statistics').set(auth(oldToken)).expect(401);
    await expect(api.login('paul', 'paul-passwort')).rejects.toThrow('401');
    await api.login('paul', 'neues-passwort');
  });

  it('invalidates the tokens of a deactivated user and refuses its login', async () => {
    const created = await createUser({
      username: 'max',
      email: 'max@example.de',
      password: 'max-passwort',
      permissions: { statistics: true },
    });
    const token = await api.login('max', 'max-passwort');
    await api.http
      .put(`/api/admin/users/${created.body.user.id}`)
      .set(auth(adminToken))
      .send({ active: false })
      .expect(200);
    await api.http.get('/api/admin/statistics').set(auth(token)).expect(401);
    const login = await api.http.post('/api/admin/login').send({ username: 'max', password: 'max-passwort' });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Ungültige Anmeldedaten');
  });

  it('deletes a user, and does not let the last admin remove itself', async () => {
    const created = await createUser({ username: 'weg', email: 'weg@example.de', password: 'weg-passwort' });
    await api.http.delete(`/api/admin/users/${created.body.user.id}`).set(auth(adminToken)).expect(200);
    const list = await api.http.get('/api/admin/users').set(auth(adminToken));
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('weg');
    await expect(api.login('weg', 'weg-passwort')).rejects.toThrow('401');

    const admins = list.body.users.filter((u: { role: string }) => u.role === 'admin');
    expect(admins).toHaveLength(1);
    const self = await api.http.delete(`/api/admin/users/${admins[0].id}`).set(auth(adminToken));
    expect(self.status).toBe(400);
  });

  it('records every change as an event with the acting user', async () => {
    const created = await createUser({ username: 'historie', email: 'h@example.de', password: 'historie-1' });
    await api.http
      .put(`/api/admin/users/${created.body.user.id}`)
      .set(auth(adminToken))
      .send({ role: 'admin' })
      .expect(200);
    const { DataSource } = await import('typeorm');
    const events = await api.app
      .get(DataSource)
      .query(`SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
        `user-${created.body.user.id}`,
      ]);
    expect(events.map((e: { type: string }) => e.type)).toEqual(['UserCreated', 'UserDetailsChanged']);
    expect(events[1].data).toEqual({ role: 'admin' });
    expect(events[1].metadata.actor.username).toBe(TEST_ADMIN.username);
  });
});
