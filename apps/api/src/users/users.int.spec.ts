import { PERMISSION_KEYS } from '@agency/contracts';
import { generate } from 'otplib';
import { toBerlinWallTime } from '../content/publishing/berlin-time';
import { TEST_ADMIN, useTestApi } from '../testing/test-app';

const api = useTestApi();

function createUser(body: Record<string, unknown>) {
  return api.http.post('/api/admin/users').set(api.auth()).send(body);
}

describe('/api/admin/users', () => {
  it('creates an editor by default with every permission false', async () => {
    const response = await createUser({
      username: 'erika',
      email: 'erika@example.de',
      password: 'Erika-Wattenmeer-58',
    }).expect(201);
    expect(response.body.success).toBe(true);
    expect(response.body.user).toMatchObject({ username: 'erika', role: 'editor', active: true });
    expect(Object.keys(response.body.user.permissions)).toEqual([...PERMISSION_KEYS]);
    expect(Object.values(response.body.user.permissions).some(Boolean)).toBe(false);
    expect(response.body.user).not.toHaveProperty('password');

    const list = await api.http.get('/api/admin/users').set(api.auth()).expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.users.map((u: { username: string }) => u.username)).toEqual([TEST_ADMIN.username, 'erika']);
  });

  it('refuses a duplicate username (any case) and bad input with a 4xx naming the field', async () => {
    await createUser({ username: 'dupe', email: 'dupe@example.de', password: 'Dünen-Leuchtturm-11' }).expect(201);
    const dupe = await createUser({ username: 'DUPE', email: 'd2@example.de', password: 'Dünen-Leuchtturm-12' });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toBe('Benutzername ist bereits vergeben');

    const bad = await createUser({ username: 'neu', email: 'keine-mail', password: 'kurz' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual(['email', 'password']);
    const list = await api.http.get('/api/admin/users').set(api.auth());
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('neu');
  });

  it('grants an editor exactly its permissions: 403 elsewhere', async () => {
    await createUser({
      username: 'statistikerin',
      email: 'stat@example.de',
      password: 'Statistik-Kranich-123',
      permissions: { statistics: true },
    }).expect(201);
    const token = await api.login('statistikerin', 'Statistik-Kranich-123');
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(200);
    const forbidden = await api.http.get('/api/admin/users').set(api.auth(token));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'Keine Berechtigung für diesen Bereich' });
  });

  it('keeps the password on an edit with a blank password, and invalidates tokens when it changes', async () => {
    const created = await createUser({
      username: 'paul',
      email: 'paul@example.de',
      password: 'Paul-Hafenkran-47',
      permissions: { statistics: true },
    });
    const id = created.body.user.id;
    const oldToken = await api.login('paul', 'Paul-Hafenkran-47');

    await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth())
      .send({ email: 'paul@agentur.de', password: '' })
      .expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(oldToken)).expect(200);
    await api.login('paul', 'Paul-Hafenkran-47');

    await api.http.put(`/api/admin/users/${id}`).set(api.auth()).send({ password: 'Neues-Segelboot-48' }).expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(oldToken)).expect(401);
    await expect(api.login('paul', 'Paul-Hafenkran-47')).rejects.toThrow('401');
    await api.login('paul', 'Neues-Segelboot-48');
  });

  it('invalidates the tokens of a deactivated user and refuses its login', async () => {
    const created = await createUser({
      username: 'max',
      email: 'max@example.de',
      password: 'Max-Deichgraf-33',
      permissions: { statistics: true },
    });
    const token = await api.login('max', 'Max-Deichgraf-33');
    await api.http.put(`/api/admin/users/${created.body.user.id}`).set(api.auth()).send({ active: false }).expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(401);
    const login = await api.http.post('/api/admin/login').send({ username: 'max', password: 'Max-Deichgraf-33' });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Ungültige Anmeldedaten');
  });

  it('deletes a user, and does not let the last admin remove itself', async () => {
    const created = await createUser({ username: 'weg', email: 'weg@example.de', password: 'Weg-Moorlandschaft-5' });
    await api.http.delete(`/api/admin/users/${created.body.user.id}`).set(api.auth()).expect(200);
    const list = await api.http.get('/api/admin/users').set(api.auth());
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('weg');
    await expect(api.login('weg', 'Weg-Moorlandschaft-5')).rejects.toThrow('401');

    const admins = list.body.users.filter((u: { role: string }) => u.role === 'admin');
    expect(admins).toHaveLength(1);
    const self = await api.http.delete(`/api/admin/users/${admins[0].id}`).set(api.auth());
    expect(self.status).toBe(400);
  });

  it('tells how many plans and preview links end with a deactivation or a deletion, and ends them', async () => {
    const berlinIn = (seconds: number) => toBerlinWallTime(new Date(Date.now() + seconds * 1000));
    const editor = async (username: string) => {
      const created = await createUser({
        username,
        email: `${username}@example.de`,
        password: `${username}-Kutter-Nordlicht-61`,
        permissions: { faq: true, pricing: true },
      }).expect(201);
      return {
        id: created.body.user.id as string,
        token: await api.login(username, `${username}-Kutter-Nordlicht-61`),
      };
    };
    /** A package with `planner`'s draft, planned by them to go live (and, when asked, offline): the plans. */
    const planPackage = async (planner: { id: string; token: string }, offline: boolean) => {
      const item = await api.http
        .post('/api/admin/pricing-packages')
        .set(api.auth())
        .send({ name: `Paket von ${planner.id}`, price: 10 })
        .expect(201);
      const path = `/api/admin/pricing-packages/${item.body.package.id}`;
      await api.http
        .put(`${path}/draft`)
        .set(api.auth(planner.token))
        .set('If-Match', await api.basedOn(planner.token, `${path}/draft`))
        .send({ price: 20 })
        .expect(200);
      const plans = [
        await api.http
          .post(`${path}/schedule`)
          .set(api.auth(planner.token))
          .send({ at: berlinIn(3600) })
          .expect(201),
      ];
      if (offline)
        plans.push(
          await api.http
            .post(`${path}/schedule`)
            .set(api.auth(planner.token))
            .send({ action: 'take_offline', at: berlinIn(7200) })
            .expect(201),
        );
      return plans.map((plan) => plan.body.plan.planId as string);
    };
    const plansById = async () =>
      new Map(
        ((await api.http.get('/api/admin/plans').set(api.auth()).expect(200)).body.plans as PlanView[]).map((plan) => [
          plan.planId,
          plan,
        ]),
      );
    interface PlanView {
      planId: string;
      state: string;
      error: string | null;
    }
    const openWork = async (id: string) =>
      (await api.http.get(`/api/admin/users/${id}/open-work`).set(api.auth()).expect(200)).body;

    const leaving = await editor('urlauberin');
    const plans = await planPackage(leaving, true);
    await api.http.post('/api/admin/faqs/preview').set(api.auth(leaving.token)).send({}).expect(201);
    expect(await openWork(leaving.id)).toEqual({ success: true, openWork: { plans: 2, previewLinks: 1, apiKeys: 0 } });

    const deactivated = await api.http
      .put(`/api/admin/users/${leaving.id}`)
      .set(api.auth())
      .send({ active: false })
      .expect(200);
    expect(deactivated.body).toMatchObject({ success: true, ended: { plans: 2, previewLinks: 1, apiKeys: 0 } });
    expect((await openWork(leaving.id)).openWork).toEqual({ plans: 0, previewLinks: 0, apiKeys: 0 });
    const failed = await plansById();
    for (const planId of plans)
      expect(failed.get(planId)).toMatchObject({
        state: 'failed',
        error: 'Nicht ausgeführt: Die planende Person ist nicht mehr aktiv.',
      });
    // Back from holiday: what ended stays ended.
    const back = await api.http
      .put(`/api/admin/users/${leaving.id}`)
      .set(api.auth())
      .send({ active: true })
      .expect(200);
    expect(back.body.ended).toEqual({ plans: 0, previewLinks: 0, apiKeys: 0 });
    expect((await plansById()).get(plans[0])?.state).toBe('failed');

    const gone = await editor('abschied');
    const [gonePlan] = await planPackage(gone, false);
    await api.http.post('/api/admin/faqs/preview').set(api.auth(gone.token)).send({}).expect(201);
    expect((await openWork(gone.id)).openWork).toEqual({ plans: 1, previewLinks: 1, apiKeys: 0 });
    const deleted = await api.http.delete(`/api/admin/users/${gone.id}`).set(api.auth()).expect(200);
    expect(deleted.body).toEqual({ success: true, ended: { plans: 1, previewLinks: 1, apiKeys: 0 } });
    expect((await plansById()).get(gonePlan)).toMatchObject({
      state: 'failed',
      error: 'Nicht ausgeführt: Die planende Person existiert nicht mehr.',
    });

    await api.http.get(`/api/admin/users/${gone.id}/open-work`).set(api.auth()).expect(404);
    // Only for staff who manage users.
    const withoutUsers = await api.login('urlauberin', 'urlauberin-Kutter-Nordlicht-61');
    await api.http.get(`/api/admin/users/${leaving.id}/open-work`).set(api.auth(withoutUsers)).expect(403);
  });

  it('records every change as an event with the acting user', async () => {
    const created = await createUser({ username: 'historie', email: 'h@example.de', password: 'Historie-Kutter-61' });
    await api.http.put(`/api/admin/users/${created.body.user.id}`).set(api.auth()).send({ role: 'admin' }).expect(200);
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

describe('passwords', () => {
  const guessable = (body: { message?: string }) =>
    expect(body.message).toMatch(/^Das Passwort ist zu leicht zu erraten\./);

  it('refuses short, common and guessable passwords wherever one is set, naming the field, and changes nothing', async () => {
    const short = await createUser({ username: 'kurzpw', email: 'kurz@example.de', password: '12345678' }).expect(400);
    expect(short.body.details).toEqual([
      { field: 'password', message: 'Das Passwort muss mindestens 12 Zeichen lang sein.' },
    ]);
    for (const password of ['Passwort12345', 'Sommer2024!!', 'qwertzuiopü12', 'Leichtpw-2024', 'Schalke04Schalke04']) {
      const refused = await createUser({ username: 'leichtpw', email: 'leicht@example.de', password }).expect(400);
      guessable(refused.body);
      expect(refused.body.details).toEqual([{ field: 'password', message: refused.body.message }]);
    }
    const list = await api.http.get('/api/admin/users').set(api.auth());
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('leichtpw');

    const created = await createUser({
      username: 'starkpw',
      email: 'stark@example.de',
      password: 'Kaffee-Tasse-Fahrrad-9',
      permissions: { statistics: true },
    }).expect(201);
    const id = created.body.user.id;
    // A colleague's password set by an admin, and one's own in 'Mein Konto': the same rule.
    guessable(
      (await api.http.put(`/api/admin/users/${id}`).set(api.auth()).send({ password: 'Passwort12345' }).expect(400))
        .body,
    );
    const token = await api.login('starkpw', 'Kaffee-Tasse-Fahrrad-9');
    const own = await api.http
      .put('/api/admin/account/password')
      .set(api.auth(token))
      .send({ current_password: 'Kaffee-Tasse-Fahrrad-9', new_password: 'stark@example.de' })
      .expect(400);
    guessable(own.body);
    expect(own.body.details).toEqual([{ field: 'new_password', message: own.body.message }]);
    await api.http
      .put('/api/admin/account/password')
      .set(api.auth(token))
      .send({ current_password: 'Kaffee-Tasse-Fahrrad-9', new_password: 'kurz' })
      .expect(400);
    // Nothing changed: the old password logs in, the session goes on.
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(200);
    await api.login('starkpw', 'Kaffee-Tasse-Fahrrad-9');
  });

  it('needs the current password to change one’s own password or e-mail address; a colleague’s is set without it', async () => {
    const created = await createUser({
      username: 'eigenes',
      email: 'eigenes@example.de',
      password: 'Eigenes-Wattenmeer-Kutter-1',
      permissions: { users: true, statistics: true },
    }).expect(201);
    const id = created.body.user.id;
    const token = await api.login('eigenes', 'Eigenes-Wattenmeer-Kutter-1');
    const other = await api.login('eigenes', 'Eigenes-Wattenmeer-Kutter-1');

    // Through 'Benutzer' (the staff member holds `users`): without or with a wrong current password, 400.
    const missing = await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth(token))
      .send({ password: 'Uebernahme-Leuchtfeuer-7' })
      .expect(400);
    expect(missing.body.details).toEqual([
      { field: 'current_password', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
    ]);
    const wrong = await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth(token))
      .send({ email: 'dieb@example.de', current_password: 'geraten-geraten' })
      .expect(400);
    expect(wrong.body).toMatchObject({ message: 'Das aktuelle Passwort ist falsch.' });
    await api.http.put(`/api/admin/users/${id}`).set(api.auth(token)).send({ email: 'dieb@example.de' }).expect(400);
    const missingInAccount = await api.http
      .put('/api/admin/account/password')
      .set(api.auth(token))
      .send({ new_password: 'Uebernahme-Leuchtfeuer-7' })
      .expect(400);
    expect(missingInAccount.body.details).toEqual([
      { field: 'current_password', message: 'Bitte geben Sie Ihr aktuelles Passwort ein.' },
    ]);
    expect((await api.http.get('/api/admin/users').set(api.auth())).body.users).toContainEqual(
      expect.objectContaining({ id, email: 'eigenes@example.de' }),
    );
    await api.login('eigenes', 'Eigenes-Wattenmeer-Kutter-1');

    // With it: the e-mail address, then the password; the other sessions end, this one goes on.
    await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth(token))
      .send({ email: 'eigenes@agentur.de', current_password: 'Eigenes-Wattenmeer-Kutter-1' })
      .expect(200);
    await api.http
      .put('/api/admin/account/password')
      .set(api.auth(token))
      .send({ current_password: 'Eigenes-Wattenmeer-Kutter-1', new_password: 'Neues-Leuchtfeuer-Deich-7' })
      .expect(200, { success: true });
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(other)).expect(401);
    await expect(api.login('eigenes', 'Eigenes-Wattenmeer-Kutter-1')).rejects.toThrow('401');
    await api.login('eigenes', 'Neues-Leuchtfeuer-Deich-7');

    // An admin resetting a colleague's password needs none of it.
    await api.http
      .put(`/api/admin/users/${id}`)
      .set(api.auth())
      .send({ password: 'Zurueck-Gesetzt-Moewe-3' })
      .expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(token)).expect(401);
    await api.login('eigenes', 'Zurueck-Gesetzt-Moewe-3');
  });

  it('needs a code as well from a staff member with two-factor login, for the password and the e-mail address', async () => {
    const created = await createUser({
      username: 'mitcode',
      email: 'mitcode@example.de',
      password: 'Mitcode-Nordlicht-Fjord-5',
      permissions: { users: true },
    }).expect(201);
    const token = await api.login('mitcode', 'Mitcode-Nordlicht-Fjord-5');
    const setup = await api.http.post('/api/admin/account/two-factor/setup').set(api.auth(token)).expect(200);
    const secret = setup.body.secret as string;
    const at = Math.floor(Date.now() / 30_000);
    const code = (offset: number) => generate({ secret, epoch: (at + offset) * 30 });
    const enabled = await api.http
      .post('/api/admin/account/two-factor/enable')
      .set(api.auth(token))
      .send({ code: await code(0) })
      .expect(200);
    const [recoveryCode] = enabled.body.recovery_codes as string[];

    // The own e-mail address through 'Benutzer': the current password is not enough.
    const changeEmail = (extra: Record<string, string>) =>
      api.http
        .put(`/api/admin/users/${created.body.user.id}`)
        .set(api.auth(token))
        .send({ email: 'mitcode@agentur.de', current_password: 'Mitcode-Nordlicht-Fjord-5', ...extra });
    const emailWithoutCode = await changeEmail({}).expect(400);
    expect(emailWithoutCode.body.details).toEqual([
      { field: 'code', message: 'Bitte geben Sie den Code aus Ihrer App oder einen Wiederherstellungscode ein.' },
    ]);
    const users = async () => (await api.http.get('/api/admin/users').set(api.auth()).expect(200)).body.users;
    expect(await users()).toContainEqual(expect.objectContaining({ username: 'mitcode', email: 'mitcode@example.de' }));
    await changeEmail({ code: recoveryCode }).expect(200);
    expect(await users()).toContainEqual(expect.objectContaining({ username: 'mitcode', email: 'mitcode@agentur.de' }));

    const change = (extra: Record<string, string>) =>
      api.http
        .put('/api/admin/account/password')
        .set(api.auth(token))
        .send({ current_password: 'Mitcode-Nordlicht-Fjord-5', new_password: 'Mitcode-Neu-Brandung-6', ...extra });
    const missing = await change({}).expect(400);
    expect(missing.body.details).toEqual([
      { field: 'code', message: 'Bitte geben Sie den Code aus Ihrer App oder einen Wiederherstellungscode ein.' },
    ]);
    const wrong = await change({ code: '000000' }).expect(400);
    expect(wrong.body.details).toEqual([{ field: 'code', message: 'Der Code ist ungültig oder abgelaufen.' }]);
    await change({ code: await code(1) }).expect(200);
    const challenge = await api.http
      .post('/api/admin/login')
      .send({ username: 'mitcode', password: 'Mitcode-Neu-Brandung-6' })
      .expect(200);
    expect(challenge.body.two_factor_required).toBe(true);
  });
});
