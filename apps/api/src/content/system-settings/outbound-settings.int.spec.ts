import { type CredentialTrap, mysqlCredentialTrap, smtpCredentialTrap } from '../../testing/credential-traps';
import { startTestApi, type TestApi } from '../../testing/test-app';

/*
 * Whoever has the `system` permission must not be able to point SMTP or MySQL at their own host and have
 * the stored password sent there (a blank password field reuses it). Here the "own host" is a trap that
 * records every password it receives; the stored settings point at another trap (the real server). Both
 * run on this machine, so loopback is allowed (OUTBOUND_ALLOW_LOOPBACK).
 */

let api: TestApi;
let adminToken: string;
let staffToken: string;
const traps: Record<'smtpReal' | 'smtpEvil' | 'mysqlReal' | 'mysqlEvil', CredentialTrap> = {} as never;
const auth = (token = staffToken) => ({ Authorization: `Bearer ${token}` });

const SMTP_PASSWORD = 'smtp-geheim-4711';
const MYSQL_PASSWORD = 'mysql-geheim-0815';
const smtp = (port: number, overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  user: 'agentur',
  password: '',
  from_email: 'anfragen@nordwerk.test',
  from_name: 'Nordwerk Digital',
  ...overrides,
});
const mysql = (port: number, overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port,
  user: 'buchhaltung',
  password: '',
  database: 'buchhaltung',
  ...overrides,
});
const settingsOf = (kind: 'smtp' | 'mysql') => (kind === 'smtp' ? smtp : mysql);

beforeAll(async () => {
  [traps.smtpReal, traps.smtpEvil, traps.mysqlReal, traps.mysqlEvil] = await Promise.all([
    smtpCredentialTrap(),
    smtpCredentialTrap(),
    mysqlCredentialTrap(),
    mysqlCredentialTrap(),
  ]);
  api = await startTestApi({
    CONNECTION_TEST_MAX_PER_USER: '1000',
    CONNECTION_TEST_MAX_TOTAL: '1000',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  });
  adminToken = await api.login();
  // The attacker: a staff member with `system` only, not an admin.
  staffToken = await api.loginAsEditor({ system: true });
  await api.http
    .put('/api/admin/system-settings/smtp')
    .set(auth(adminToken))
    .set('If-Match', await api.basedOn(adminToken, '/api/admin/system-settings/smtp'))
    .send(smtp(traps.smtpReal.port, { password: SMTP_PASSWORD }))
    .expect(200);
  await api.http
    .put('/api/admin/system-settings/mysql')
    .set(auth(adminToken))
    .set('If-Match', await api.basedOn(adminToken, '/api/admin/system-settings/mysql'))
    .send(mysql(traps.mysqlReal.port, { password: MYSQL_PASSWORD }))
    .expect(200);
}, 60_000);

afterAll(async () => {
  await api?.close();
  await Promise.all(Object.values(traps).map((trap) => trap.close()));
});

const stored = async (kind: 'smtp' | 'mysql') =>
  (await api.http.get(`/api/admin/system-settings/${kind}`).set(auth(adminToken)).expect(200)).body.config;

describe.each([
  { kind: 'smtp' as const, label: 'SMTP-Einstellungen', real: () => traps.smtpReal, evil: () => traps.smtpEvil },
  { kind: 'mysql' as const, label: 'MySQL-Einstellungen', real: () => traps.mysqlReal, evil: () => traps.mysqlEvil },
])('$kind: the stored password goes only where it was entered for', ({ kind, label, real, evil }) => {
  const settings = settingsOf(kind);

  it('refuses to save another port, host or user with a blank password (400 naming the field), and stores nothing', async () => {
    const before = await stored(kind);
    for (const [changes, named] of [
      [{ port: evil().port }, 'Port'],
      [{ host: 'localhost' }, 'Host'],
      [{ user: 'angreifer' }, 'Benutzer'],
      [{ host: 'localhost', port: evil().port }, 'Host, Port'],
    ] as const) {
      const response = await api.http
        .put(`/api/admin/system-settings/${kind}`)
        .set(auth())
        .set('If-Match', await api.basedOn(staffToken, `/api/admin/system-settings/${kind}`))
        .send(settings(real().port, changes));
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: `${label}: Sie haben ${named} geändert. Bitte geben Sie das Passwort erneut ein.`,
        details: [
          { field: 'password', message: 'Passwort erforderlich, wenn Host, Port oder Benutzer geändert werden' },
        ],
      });
    }
    expect(await stored(kind)).toEqual(before);
  });

  it('tests the stored target with the stored password, but a changed target never with it', async () => {
    const realBefore = real().logins.length;
    await api.http.post(`/api/admin/system-settings/${kind}/test`).set(auth()).send(settings(real().port)).expect(200);
    // The control: a blank password on the stored host, port and user does use the stored password.
    expect(real().logins.slice(realBefore)).toEqual([
      { user: settings(0).user, password: kind === 'smtp' ? SMTP_PASSWORD : expect.stringMatching(/^[0-9a-f]{40}$/) },
    ]);

    const attack = await api.http
      .post(`/api/admin/system-settings/${kind}/test`)
      .set(auth())
      .send(settings(evil().port));
    expect(attack.status).toBe(400);
    expect(attack.body.message).toBe(`${label}: Sie haben Port geändert. Bitte geben Sie das Passwort erneut ein.`);
    const otherUser = await api.http
      .post(`/api/admin/system-settings/${kind}/test`)
      .set(auth())
      .send(settings(real().port, { user: 'angreifer' }));
    expect(otherUser.status).toBe(400);
    expect(evil().logins).toEqual([]);
    expect(real().logins.slice(realBefore)).toHaveLength(1);

    // With a password of its own, a test may go anywhere: it carries only what was typed.
    const own = await api.http
      .post(`/api/admin/system-settings/${kind}/test`)
      .set(auth())
      .send(settings(evil().port, { password: 'selbst-getippt' }));
    expect(own.body).toMatchObject({ success: false, message: 'Verbindung fehlgeschlagen' });
    expect(evil().logins).toHaveLength(1);
    if (kind === 'smtp') expect(evil().logins[0]).toEqual({ user: 'agentur', password: 'selbst-getippt' });
    evil().logins.length = 0;
  });

  it('does not restore an earlier version with another target while a password is stored', async () => {
    // Someone who knows a password may move the settings (this stores the new password) ...
    await api.http
      .put(`/api/admin/system-settings/${kind}`)
      .set(auth())
      .set('If-Match', await api.basedOn(staffToken, `/api/admin/system-settings/${kind}`))
      .send(settings(evil().port, { password: 'eigenes-passwort' }))
      .expect(200);
    const moved = (
      await api.http.get(`/api/admin/system-settings/${kind}/history`).set(auth()).expect(200)
    ).body.history.at(-1).version;
    // ... staff move them back with the real password ...
    await api.http
      .put(`/api/admin/system-settings/${kind}`)
      .set(auth(adminToken))
      .set('If-Match', await api.basedOn(adminToken, `/api/admin/system-settings/${kind}`))
      .send(settings(real().port, { password: kind === 'smtp' ? SMTP_PASSWORD : MYSQL_PASSWORD }))
      .expect(200);
    // ... and restoring the moved version would send the real password to the other server.
    const restore = await api.http
      .post(`/api/admin/system-settings/${kind}/restore`)
      .set(auth())
      .set('If-Match', await api.basedOn(staffToken, `/api/admin/system-settings/${kind}/restore`))
      .send({ version: moved });
    expect(restore.status).toBe(400);
    expect(restore.body.message).toBe(`${label}: Sie haben Port geändert. Bitte geben Sie das Passwort erneut ein.`);
    expect(await stored(kind)).toMatchObject({ port: real().port, password_set: true });
    const test = await api.http.post(`/api/admin/system-settings/${kind}/test`).set(auth()).send(settings(evil().port));
    expect(test.status).toBe(400);
    expect(evil().logins).toEqual([]);
  });
});

it('asks for no password where none is stored, and accepts a new target with its password', async () => {
  const fresh = await startTestApi({
    CONNECTION_TEST_MAX_PER_USER: '1000',
    CONNECTION_TEST_MAX_TOTAL: '1000',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  });
  try {
    const token = await fresh.login();
    await fresh.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(token))
      .set('If-Match', await fresh.basedOn(token, '/api/admin/system-settings/smtp'))
      .send(smtp(traps.smtpReal.port))
      .expect(200);
    await fresh.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(token))
      .set('If-Match', await fresh.basedOn(token, '/api/admin/system-settings/smtp'))
      .send(smtp(traps.smtpEvil.port))
      .expect(200);
    await fresh.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(token))
      .set('If-Match', await fresh.basedOn(token, '/api/admin/system-settings/smtp'))
      .send(smtp(traps.smtpReal.port, { password: SMTP_PASSWORD }))
      .expect(200);
    // Same target, blank password: the stored one is kept.
    await fresh.http
      .put('/api/admin/system-settings/smtp')
      .set(auth(token))
      .set('If-Match', await fresh.basedOn(token, '/api/admin/system-settings/smtp'))
      .send(smtp(traps.smtpReal.port, { from_name: 'Nordwerk' }))
      .expect(200);
    const { body } = await fresh.http.get('/api/admin/system-settings/smtp').set(auth(token)).expect(200);
    expect(body.config).toMatchObject({
      port: traps.smtpReal.port,
      from_name: 'Nordwerk',
      password_set: true,
      password: '',
    });
  } finally {
    await fresh.close();
  }
}, 60_000);
