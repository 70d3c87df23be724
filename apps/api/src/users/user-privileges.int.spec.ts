import { startTestApi, TEST_ADMIN, type TestApi, useTestApi } from '../testing/test-app';

/** Privilege rules on staff accounts, each through HTTP: a refusal answers 403 in German and changes nothing. */
const api = useTestApi();

async function createUser(body: Record<string, unknown>, token = api.token): Promise<string> {
  const response = await api.http.post('/api/admin/users').set(api.auth(token)).send(body);
  if (response.status !== 201) throw new Error(`create failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.user.id;
}
async function userById(id: string) {
  const list = await api.http.get('/api/admin/users').set(api.auth()).expect(200);
  return list.body.users.find((u: { id: string }) => u.id === id);
}
async function usernames(): Promise<string[]> {
  const list = await api.http.get('/api/admin/users').set(api.auth()).expect(200);
  return list.body.users.map((u: { username: string }) => u.username);
}
function expectRefused(response: { status: number; body: { message?: string } }, message: RegExp) {
  expect(response.status).toBe(403);
  expect(response.body.message).toMatch(message);
}

/** An editor holding only `users` (and `statistics` where given), logged in. */
async function userEditor(name: string, extra: Record<string, boolean> = {}) {
  const password = `${name}-Krabbenkutter-Nebelhorn-9`;
  const id = await createUser({
    username: name,
    email: `${name}@example.de`,
    password,
    permissions: { users: true, ...extra },
  });
  return { id, password, token: await api.login(name, password) };
}

describe('privilege rules', () => {
  it('refuses an editor making themselves admin (the issue attack): still an editor, no other permission', async () => {
    const { id, token } = await userEditor('selfpromo');
    const refused = await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth(token))
      .send({ role: 'admin', permissions: { users: true, system: true } });
    expectRefused(refused, /nur Administratoren|eigene Rolle/i);
    const after = await userById(id);
    expect(after.role).toBe('editor');
    expect(
      Object.entries(after.permissions)
        .filter(([, v]) => v)
        .map(([k]) => k),
    ).toEqual(['users']);
    // Still only `users`: the statistics stay closed.
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(403);
  });

  it('refuses an editor creating an admin', async () => {
    const { token } = await userEditor('mkadmin');
    const refused = await api.http.post('/api/admin/users').set(api.auth(token)).send({
      username: 'neuadmin',
      email: 'neuadmin@example.de',
      password: 'Neuadmin-Brandung-Moewe-1',
      role: 'admin',
    });
    expectRefused(refused, /Nur Administratoren können die Rolle Administrator vergeben/);
    expect(await usernames()).not.toContain('neuadmin');
  });

  it('refuses an editor changing, deactivating, resetting the password of or deleting an admin', async () => {
    const { token } = await userEditor('adminedit');
    const adminId = await createUser({
      username: 'zweitadmin',
      email: 'za@example.de',
      password: 'Zweitadmin-Brandung-Moewe-1',
      role: 'admin',
    });
    const message = /Nur Administratoren können Administratorkonten/;
    expectRefused(
      await api.http.put(`/api/admin/users/${adminId}`).set(api.auth(token)).send({ email: 'evil@example.de' }),
      message,
    );
    expectRefused(
      await api.http.put(`/api/admin/users/${adminId}`).set(api.auth(token)).send({ active: false }),
      message,
    );
    expectRefused(
      await api.http.put(`/api/admin/users/${adminId}`).set(api.auth(token)).send({ password: 'uebernommen-1' }),
      message,
    );
    expectRefused(await api.http.delete(`/api/admin/users/${adminId}`).set(api.auth(token)), message);
    expect(await userById(adminId)).toMatchObject({ email: 'za@example.de', active: true, role: 'admin' });
    await api.login('zweitadmin', 'Zweitadmin-Brandung-Moewe-1');
    await expect(api.login('zweitadmin', 'uebernommen-1')).rejects.toThrow('401');
  });

  it('refuses an editor promoting another editor to admin', async () => {
    const { token } = await userEditor('promoter');
    const other = await createUser({
      username: 'befoerdert',
      email: 'bf@example.de',
      password: 'Befoerdert-Brandung-Moewe-1',
    });
    expectRefused(
      await api.http.put(`/api/admin/users/${other}`).set(api.auth(token)).send({ role: 'admin' }),
      /Rolle Administrator/,
    );
    expect((await userById(other)).role).toBe('editor');
  });

  it('lets an editor grant and revoke only permissions they hold', async () => {
    const { token } = await userEditor('granter', { statistics: true });
    const other = await createUser(
      {
        username: 'empfaenger',
        email: 'em@example.de',
        password: 'Empfaenger-Brandung-Moewe-1',
        permissions: { website: true },
      },
      api.token,
    );
    // `website` is not the editor's: the account holding it is out of their reach altogether.
    expectRefused(
      await api.http
        .put(`/api/admin/users/${other}`)
        .set(api.auth(token))
        .send({ permissions: { statistics: true } }),
      /deren Berechtigungen Sie alle selbst besitzen/,
    );
    const plain = await createUser({
      username: 'schlicht',
      email: 'sc@example.de',
      password: 'Schlicht-Brandung-Moewe-1',
    });
    expectRefused(
      await api.http
        .put(`/api/admin/users/${plain}`)
        .set(api.auth(token))
        .send({ permissions: { statistics: true, system: true } }),
      /Berechtigungen vergeben oder entziehen, die Sie selbst besitzen/,
    );
    expect(Object.values((await userById(plain)).permissions).some(Boolean)).toBe(false);
    expectRefused(
      await api.http
        .post('/api/admin/users')
        .set(api.auth(token))
        .send({
          username: 'mitsystem',
          email: 'ms@example.de',
          password: 'Mitsystem-Brandung-Moewe-1',
          permissions: { system: true },
        }),
      /die Sie selbst besitzen/,
    );
    expect(await usernames()).not.toContain('mitsystem');
    await api.http
      .put(`/api/admin/users/${plain}`)
      .set(api.auth(token))
      .send({ permissions: { statistics: true } })
      .expect(200);
    expect((await userById(plain)).permissions.statistics).toBe(true);
    await api.http.put(`/api/admin/users/${plain}`).set(api.auth(token)).send({ permissions: {} }).expect(200);
    expect((await userById(plain)).permissions.statistics).toBe(false);
  });

  it('refuses an editor resetting the password of a colleague with a permission they lack', async () => {
    const { token } = await userEditor('resetter');
    const strong = await createUser({
      username: 'systemiker',
      email: 'sy@example.de',
      password: 'Systemiker-Brandung-Moewe-1',
      permissions: { system: true },
    });
    expectRefused(
      await api.http.put(`/api/admin/users/${strong}`).set(api.auth(token)).send({ password: 'uebernommen-2' }),
      /selbst besitzen/,
    );
    await api.login('systemiker', 'Systemiker-Brandung-Moewe-1');
  });

  it('refuses anybody, an admin too, changing their own role or permissions', async () => {
    const { id, password, token } = await userEditor('selfperm');
    expectRefused(
      await api.http.put(`/api/admin/users/${id}`).set(api.auth(token)).send({ permissions: {} }),
      /eigene Rolle und Ihre eigenen Berechtigungen/,
    );
    expect((await userById(id)).permissions.users).toBe(true);
    await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth(token))
      .send({ email: 'selfperm@agentur.de', permissions: { users: true }, current_password: password })
      .expect(200);
    const list = await api.http.get('/api/admin/users').set(api.auth());
    const me = list.body.users.find((u: { username: string }) => u.username === TEST_ADMIN.username);
    expectRefused(
      await api.http.put(`/api/admin/users/${me.id}`).set(api.auth()).send({ role: 'editor' }),
      /eigene Rolle/,
    );
    expect((await userById(me.id)).role).toBe('admin');
  });
});

describe('the last active admin under concurrent requests', () => {
  let solo: TestApi;
  beforeAll(async () => {
    solo = await startTestApi();
  });
  afterAll(async () => {
    await solo?.close();
  });

  const admins = async (token: string) =>
    (await solo.http.get('/api/admin/users').set(api.auth(token))).body.users.filter(
      (u: { role: string; active: boolean }) => u.role === 'admin' && u.active,
    );

  it('keeps one active admin when two admins demote, deactivate or delete each other at once', async () => {
    const changes: Array<(id: string, token: string) => Promise<{ status: number }>> = [
      (id, token) =>
        solo.http
          .put(`/api/admin/users/${id}`)
          .set(api.auth(token))
          .send({ role: 'editor' })
          .then((r) => r),
      (id, token) =>
        solo.http
          .put(`/api/admin/users/${id}`)
          .set(api.auth(token))
          .send({ active: false })
          .then((r) => r),
      (id, token) =>
        solo.http
          .delete(`/api/admin/users/${id}`)
          .set(api.auth(token))
          .then((r) => r),
    ];
    const { DataSource } = await import('typeorm');
    let lastAdminRefusals = 0;
    let incumbent = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };
    for (let round = 0; round < 9; round++) {
      // Two active admins: whoever won the last round and a fresh rival.
      const rival = { username: `rivale${round}`, password: `rivale${round}-Lotsenboot-Nebel-64` };
      const incumbentToken = await solo.login(incumbent.username, incumbent.password);
      await solo.http
        .post('/api/admin/users')
        .set(api.auth(incumbentToken))
        .send({ ...rival, email: `${rival.username}@example.de`, role: 'admin' })
        .expect(201);
      const rivalToken = await solo.login(rival.username, rival.password);
      const active = await admins(incumbentToken);
      expect(active).toHaveLength(2);
      const idOf = (name: string) => active.find((u: { username: string }) => u.username === name).id as string;
      const change = changes[round % changes.length];
      const [byIncumbent, byRival] = await Promise.all([
        change(idOf(rival.username), incumbentToken),
        change(idOf(incumbent.username), rivalToken),
      ]);
      // One wins; the other is refused: 400 (last admin) when both got past the guard, else 403 or 401
      // because its own demotion or deactivation had already been committed.
      const statuses = [byIncumbent.status, byRival.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 401, 403]).toContain(statuses[1]);
      lastAdminRefusals += statuses[1] === 400 ? 1 : 0;
      const [{ n }] = await solo.app
        .get(DataSource)
        .query(`SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND active`);
      expect(n).toBe(1);
      if (byRival.status === 200) incumbent = rival;
    }
    // The race really happened: at least once both requests passed their checks before either wrote.
    expect(lastAdminRefusals).toBeGreaterThan(0);
  });
});
