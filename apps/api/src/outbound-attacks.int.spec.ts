import { randomBytes } from 'node:crypto';
import { eventually } from '@agency/testing';
import { fetchFormToken } from './testing/built-api';
import { type BuiltApiOnDatabase, startBuiltApiOnDatabase } from './testing/built-api-on-database';
import { postJsonFrom } from './testing/post-from';
import { type CredentialTrap, mysqlCredentialTrap, smtpCredentialTrap } from './testing/credential-traps';
import { offerRequestBody, startRecordingSmtp, type RecordingSmtp } from './testing/recording-smtp';
import { basedOnAt } from './testing/based-on';

/*
 * Outbound attacks replayed against the built product (dist/api, as `npm start` runs it), with the shipped
 * defaults for the confirmation caps: a staff member with only the `system` permission points SMTP and
 * MySQL at their own servers (traps that record every password arriving), hammers the test buttons, and
 * the offer form is used to mail one address again and again. Every server here runs on this machine, so
 * the operator's allowance for loopback targets is set.
 */

const ADMIN = { username: 'outbound-admin', password: `admin-${randomBytes(6).toString('hex')}` };
const ATTACKER = { username: 'angreifer', password: 'angreifer-passwort-1' };
const COLLEAGUE = { username: 'kollegin', password: 'kollegin-passwort-1' };
const SMTP_PASSWORD = 'smtp-geheim-4711';
const MYSQL_PASSWORD = 'mysql-geheim-0815';

let built: BuiltApiOnDatabase;
let base: string;
let smtpEvil: CredentialTrap;
let mysqlReal: CredentialTrap;
let mysqlEvil: CredentialTrap;
/** The agency's real mail server: accepts the login, records logins and mails. */
let smtpReal: RecordingSmtp;
const tokens: Record<string, string> = {};

async function call(method: string, url: string, body?: unknown, token?: string) {
  // A save of settings is based on the version the server holds (If-Match), as the back-office sends it.
  const settings = method === 'PUT' && url.startsWith('/api/admin/system-settings/') && token;
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(settings ? { 'if-match': await basedOnAt(base, token, url) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function login(user: { username: string; password: string }): Promise<string> {
  const { status, body } = await call('POST', '/api/admin/login', user);
  if (status !== 200) throw new Error(`login ${user.username}: ${status} ${JSON.stringify(body)}`);
  return body.token as string;
}

const smtpSettings = (port: number, password = '') => ({
  host: '127.0.0.1',
  port,
  user: 'agentur',
  password,
  from_email: 'anfragen@nordwerk.test',
  from_name: 'Nordwerk Digital',
});
const mysqlSettings = (port: number, password = '') => ({
  host: '127.0.0.1',
  port,
  user: 'buchhaltung',
  password,
  database: 'buchhaltung',
});

beforeAll(async () => {
  [smtpEvil, mysqlReal, mysqlEvil] = await Promise.all([
    smtpCredentialTrap(),
    mysqlCredentialTrap(),
    mysqlCredentialTrap(),
  ]);
  smtpReal = await startRecordingSmtp();

  // Only what this file needs; the confirmation caps keep their shipped defaults (3 per address, 5 per client).
  built = await startBuiltApiOnDatabase('outbound', {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    CONNECTION_TEST_MAX_PER_USER: '2',
    CONNECTION_TEST_MAX_TOTAL: '5',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    OFFER_REQUEST_MIN_FILL_MS: '0',
  });
  base = built.base;
  tokens['admin'] = await login(ADMIN);
  for (const user of [ATTACKER, COLLEAGUE]) {
    const created = await call(
      'POST',
      '/api/admin/users',
      { ...user, email: `${user.username}@example.de`, permissions: { system: true } },
      tokens['admin'],
    );
    expect(created.status).toBe(201);
    tokens[user.username] = await login(user);
  }
  expect(
    (await call('PUT', '/api/admin/system-settings/smtp', smtpSettings(smtpReal.port, SMTP_PASSWORD), tokens['admin']))
      .status,
  ).toBe(200);
  expect(
    (
      await call(
        'PUT',
        '/api/admin/system-settings/mysql',
        mysqlSettings(mysqlReal.port, MYSQL_PASSWORD),
        tokens['admin'],
      )
    ).status,
  ).toBe(200);
}, 180_000);

afterAll(async () => {
  await built?.close();
  await Promise.all([smtpEvil, mysqlReal, mysqlEvil].map((trap) => trap?.close()));
  await smtpReal?.close();
}, 60_000);

describe('the built product', () => {
  it('sends no stored password to a host a staff member with `system` points SMTP or MySQL at', async () => {
    const attacker = tokens[ATTACKER.username];
    const smtpSave = await call('PUT', '/api/admin/system-settings/smtp', smtpSettings(smtpEvil.port), attacker);
    expect(smtpSave).toMatchObject({
      status: 400,
      body: {
        message: 'SMTP-Einstellungen: Sie haben Port geändert. Bitte geben Sie das Passwort erneut ein.',
        details: [{ field: 'password' }],
      },
    });
    const mysqlSave = await call('PUT', '/api/admin/system-settings/mysql', mysqlSettings(mysqlEvil.port), attacker);
    expect(mysqlSave).toMatchObject({
      status: 400,
      body: { message: 'MySQL-Einstellungen: Sie haben Port geändert. Bitte geben Sie das Passwort erneut ein.' },
    });
    expect(
      (await call('POST', '/api/admin/system-settings/smtp/test', smtpSettings(smtpEvil.port), attacker)).status,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/system-settings/mysql/test', mysqlSettings(mysqlEvil.port), attacker)).status,
    ).toBe(400);

    expect(smtpEvil.logins).toEqual([]);
    expect(mysqlEvil.logins).toEqual([]);
    expect(
      (await call('GET', '/api/admin/system-settings/smtp', undefined, tokens['admin'])).body.config,
    ).toMatchObject({ port: smtpReal.port, password_set: true });
    expect(
      (await call('GET', '/api/admin/system-settings/mysql', undefined, tokens['admin'])).body.config,
    ).toMatchObject({ port: mysqlReal.port, password_set: true });
  });

  it('limits the test buttons per staff user and overall: 429 with Retry-After and a German message', async () => {
    /** The SMTP test button, pressed by `username` for the real server. */
    const testSmtp = (username: string) =>
      call('POST', '/api/admin/system-settings/smtp/test', smtpSettings(smtpReal.port), tokens[username]);
    // The attacker used up their two tests above.
    const perUser = await testSmtp(ATTACKER.username);
    expect(perUser.status).toBe(429);
    expect(perUser.body.message).toMatch(
      /^Zu viele Verbindungstests\. Bitte versuchen Sie es in \d+ Sekunden? erneut\.$/,
    );
    expect(Number(perUser.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(perUser.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The stored target with a blank password: the stored password, to the server it was entered for.
    const admin = await testSmtp('admin');
    expect(admin.body).toEqual({ success: true, outcome: 'reached', message: 'SMTP-Verbindung erfolgreich!' });
    expect(smtpReal.logins).toContain(SMTP_PASSWORD);
    expect(
      (await call('POST', '/api/admin/system-settings/mysql/test', mysqlSettings(mysqlReal.port), tokens['admin']))
        .status,
    ).toBe(200);
    expect(mysqlReal.logins.at(-1)?.password).toMatch(/^[0-9a-f]{40}$/);
    expect((await testSmtp(COLLEAGUE.username)).status).toBe(200);
    // Five tests in all this minute: the colleague's second is one too many overall, though hers alone are two.
    const overall = await testSmtp(COLLEAGUE.username);
    expect(overall.status).toBe(429);
    expect(overall.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('sends at most 3 confirmations a day to one address, and at most 5 per client; staff get every request', async () => {
    const victim = `opfer.${randomBytes(4).toString('hex')}@example.de`;
    const others = [1, 2].map((i) => `andere${i}.${randomBytes(4).toString('hex')}@example.de`);
    const offer = async (email: string) => ({
      ...offerRequestBody(email, 'Ihr Konto wurde gesperrt: https://betrug.example/'),
      form_token: await fetchFormToken(base),
    });
    const ids: string[] = [];
    for (const email of [victim, victim, victim, victim, ...others]) {
      const sent = await call('POST', '/api/offer-request', await offer(email));
      expect(sent.status).toBe(201);
      ids.push(sent.body.id);
    }
    const notificationsAbout = (email: string) =>
      smtpReal.mails.filter((mail) => !mail.rcptTo.includes(email) && mail.raw.includes(email)).length;
    await eventually(
      'a notification to staff for each of the six requests',
      async () => notificationsAbout(victim) === 4 && others.every((email) => notificationsAbout(email) === 1),
    );
    await eventually(
      'the confirmations that may go out',
      async () =>
        smtpReal.mails.filter((mail) => mail.rcptTo.includes(victim)).length >= 3 &&
        smtpReal.mails.some((mail) => mail.rcptTo.includes(others[0])),
    );
    const stored = await call('GET', '/api/admin/offer-requests', undefined, tokens['admin']);
    expect(stored.body.requests.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(ids));
    // A later request from another client: once its confirmation is there, the mail queue has passed the
    // jobs of the six above, so a confirmation that was not withheld would have arrived by now.
    const later = `spaeter.${randomBytes(4).toString('hex')}@example.de`;
    expect((await postJsonFrom(`${base}/api/offer-request`, '127.0.0.2', await offer(later))).status).toBe(201);
    await eventually('the later request confirmed', async () =>
      smtpReal.mails.some((mail) => mail.rcptTo.includes(later)),
    );
    expect(smtpReal.mails.filter((mail) => mail.rcptTo.includes(victim))).toHaveLength(3);
    expect(smtpReal.mails.filter((mail) => mail.rcptTo.includes(others[0]))).toHaveLength(1);
    // This client's sixth confirmation this day: over the per-client cap of 5.
    expect(smtpReal.mails.filter((mail) => mail.rcptTo.includes(others[1]))).toHaveLength(0);
  }, 60_000);
});
