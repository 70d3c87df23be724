import { DataSource } from 'typeorm';
import { generate } from 'otplib';
import { TWO_FACTOR_MESSAGES } from '@agency/contracts';
import { startTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-app';
import { EventStore } from '@agency/event-store';
import { resetTwoFactor } from '../../cli/reset-two-factor';
import { postJsonFrom } from '../../testing/post-from';
import { RECORDED_FAILURES_PER_USERNAME } from '../login-throttle';
import { createApiApp } from '../../bootstrap';
import request from 'supertest';

let api: TestApi;
let admin = '';

const PERIOD = 30;
const step = (ms = Date.now()) => Math.floor(ms / 1000 / PERIOD);
const codeAt = (secret: string, at: number) => generate({ secret, epoch: at * PERIOD });

beforeAll(async () => {
  api = await startTestApi({
    LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: '5',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
    LOGIN_SLOWDOWN_MAX_MS: '0',
  });
  // Listening, so that tests can be several clients by their source address (127.0.0.x).
  await api.app.listen(0, '127.0.0.1');
  admin = await api.login();
});

afterAll(async () => {
  await api?.close();
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const passwordOf = (username: string) => `${username}-Kompass-Fjord-Nordlicht-73`;

async function createStaff(username: string, permissions: Record<string, boolean> = {}, role = 'editor') {
  const { body } = await api.http
    .post('/api/admin/users')
    .set(bearer(admin))
    .send({ username, email: `${username}@example.de`, password: passwordOf(username), role, permissions })
    .expect(201);
  return { id: body.user.id as string, username, password: passwordOf(username) };
}

/** Sets up two-factor login for the account behind `token`; returns the secret, the step used and the codes. */
async function enrol(token: string) {
  const setup = await api.http.post('/api/admin/account/two-factor/setup').set(bearer(token)).expect(200);
  expect(setup.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(setup.body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');
  expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const secret = setup.body.secret as string;
  const at = step();
  const enabled = await api.http
    .post('/api/admin/account/two-factor/enable')
    .set(bearer(token))
    .send({ code: await codeAt(secret, at) })
    .expect(200);
  expect(enabled.body.recovery_codes).toHaveLength(10);
  return { secret, at, recoveryCodes: enabled.body.recovery_codes as string[] };
}

async function challengeFor(user: { username: string; password: string }): Promise<string> {
  const { body } = await api.http.post('/api/admin/login').send(user).expect(200);
  expect(body).toEqual({ two_factor_required: true, challenge: expect.any(String) });
  return body.challenge;
}

const withCode = (challenge: string, code: string) => api.http.post('/api/admin/login/code').send({ challenge, code });

/** `count` six-digit codes none of which the app shows around now. */
async function wrongCodes(secret: string, count: number): Promise<string[]> {
  const now = step();
  const right = new Set(await Promise.all([-2, -1, 0, 1, 2, 3].map((offset) => codeAt(secret, now + offset))));
  const codes: string[] = [];
  for (let i = 0; codes.length < count; i++) {
    const code = String(100_000 + ((i * 7_919) % 900_000));
    if (!right.has(code)) codes.push(code);
  }
  return codes;
}

async function url(path: string): Promise<string> {
  return `${await api.app.getUrl()}${path}`.replace('[::1]', '127.0.0.1');
}

/** The failed logins the activity log lists for an account. */
async function failedLogins(userId: string) {
  const { entries } = await activity({ kind: 'login_failed', person: userId, limit: '100' });
  return entries;
}

async function activity(query: Record<string, string> = {}) {
  const { body } = await api.http.get('/api/admin/activity').query(query).set(bearer(admin)).expect(200);
  return body as {
    entries: {
      id: number;
      kind: string;
      actor: { username: string } | null;
      subject: { username: string } | null;
      summary: string;
    }[];
    next_before: number | null;
    kinds: { kind: string; label: string }[];
  };
}

describe('two-factor login', () => {
  let user: Awaited<ReturnType<typeof createStaff>>;
  let enrolled: Awaited<ReturnType<typeof enrol>>;

  it('is set up with a first code; the secret and the recovery codes never enter the event log', async () => {
    user = await createStaff('mit-zwei-faktor', { faq: true });
    const token = await api.login(user.username, user.password);
    await api.http
      .post('/api/admin/account/two-factor/enable')
      .set(bearer(token))
      .send({ code: '123456' })
      .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.noSetup });
    enrolled = await enrol(token);
    const { body } = await api.http.get('/api/admin/account/two-factor').set(bearer(token)).expect(200);
    expect(body).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    const events: { data: string }[] = await api.app.get(DataSource).query(`SELECT data::text AS data FROM events`);
    for (const event of events) {
      expect(event.data).not.toContain(enrolled.secret);
      for (const code of enrolled.recoveryCodes) expect(event.data).not.toContain(code);
    }
    const [row] = await api.app
      .get(DataSource)
      .query(`SELECT recovery_code_hashes FROM user_two_factor WHERE user_id = $1`, [user.id]);
    expect(row.recovery_code_hashes).toHaveLength(10);
    expect(row.recovery_code_hashes.join()).not.toContain(enrolled.recoveryCodes[0].replace('-', ''));
  });

  it('asks for a code after the right password; no session without it; a code is accepted once', async () => {
    const challenge = await challengeFor(user);
    // The challenge is no session.
    await api.http.get('/api/admin/faqs').set(bearer(challenge)).expect(401);
    // The enrolment's code was used: the same step again is refused.
    await withCode(challenge, await codeAt(enrolled.secret, enrolled.at)).expect(401, {
      statusCode: 401,
      message: TWO_FACTOR_MESSAGES.wrongCode,
    });
    const next = await codeAt(enrolled.secret, enrolled.at + 1);
    const { body } = await withCode(challenge, next).expect(200);
    expect(body).toMatchObject({ username: user.username, role: 'editor', token: expect.any(String) });
    await api.http.get('/api/admin/faqs').set(bearer(body.token)).expect(200);
    await withCode(challenge, next).expect(401);
  });

  it('accepts each recovery code once, whatever its case and dashes', async () => {
    const code = enrolled.recoveryCodes[0];
    const first = await withCode(await challengeFor(user), code.toLowerCase().replace('-', ' ')).expect(200);
    expect(first.body.token).toEqual(expect.any(String));
    await withCode(await challengeFor(user), code).expect(401);
    const token = await withCode(await challengeFor(user), enrolled.recoveryCodes[1]).expect(200);
    const { body } = await api.http.get('/api/admin/account/two-factor').set(bearer(token.body.token)).expect(200);
    expect(body.recovery_codes_left).toBe(8);
  });

  it('refuses a forged or expired challenge and a bad code with clear answers', async () => {
    await withCode('kein-token', '123456').expect(401);
    await api.http
      .post('/api/admin/login/code')
      .send({ challenge: 'x', code: 'x'.repeat(41) })
      .expect(400);
    // A session token is no challenge.
    await withCode(admin, '123456').expect(401);
  });

  it('puts the code step under the login throttle: wrong codes end in 429 for that client', async () => {
    const guessed = await createStaff('code-raten', { faq: true });
    const { secret, at } = await enrol(await api.login(guessed.username, guessed.password));
    const challenge = await challengeFor(guessed);
    let status = 0;
    for (let i = 0; i < 8 && status !== 429; i++) status = (await withCode(challenge, '000000')).status;
    expect(status).toBe(429);
    // Even the right code now waits, and so does the password step for this client; the right password
    // never cleared the count of wrong codes.
    const right = await withCode(challenge, await codeAt(secret, at + 1));
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    await api.http.post('/api/admin/login').send(guessed).expect(429);
  });

  it('lets a colleague with `users` reset it for an editor, never for an admin, never their own', async () => {
    const helper = await createStaff('helferin', { users: true, faq: true });
    const helperToken = await api.login(helper.username, helper.password);
    const otherAdmin = await createStaff('zweite-chefin', {}, 'admin');
    const otherAdminToken = await api.login(otherAdmin.username, otherAdmin.password);
    await enrol(otherAdminToken);

    const refused = await api.http
      .post(`/api/admin/users/${otherAdmin.id}/two-factor/reset`)
      .set(bearer(helperToken))
      .expect(403);
    expect(refused.body.message).toBe(
      'Nur Administratoren können Administratorkonten anlegen, ändern, deaktivieren oder löschen.',
    );
    await api.http.post(`/api/admin/users/${otherAdmin.id}/two-factor/reset`).set(bearer(otherAdminToken)).expect(403);

    const userToken = (await withCode(await challengeFor(user), enrolled.recoveryCodes[2]).expect(200)).body.token;
    await api.http.post(`/api/admin/users/${user.id}/two-factor/reset`).set(bearer(helperToken)).expect(200);
    // The user's sessions ended; the password alone logs in again.
    await api.http.get('/api/admin/faqs').set(bearer(userToken)).expect(401);
    const { body } = await api.http.post('/api/admin/login').send(user).expect(200);
    expect(body.token).toEqual(expect.any(String));
    const list = await api.http.get('/api/admin/users').set(bearer(admin)).expect(200);
    expect(list.body.users.find((u: { id: string }) => u.id === user.id).two_factor_enabled).toBe(false);
  });

  it('is switched off by its owner only with the password', async () => {
    const owner = await createStaff('abschalterin', { faq: true });
    const { secret, at } = await enrol(await api.login(owner.username, owner.password));
    const session = (await withCode(await challengeFor(owner), await codeAt(secret, at + 1)).expect(200)).body.token;
    await api.http
      .post('/api/admin/account/two-factor/disable')
      .set(bearer(session))
      .send({ password: 'falsch' })
      .expect(400, { statusCode: 400, message: TWO_FACTOR_MESSAGES.wrongPassword });
    await api.http
      .post('/api/admin/account/two-factor/disable')
      .set(bearer(session))
      .send({ password: owner.password })
      .expect(200);
    const { body } = await api.http.post('/api/admin/login').send(owner).expect(200);
    expect(body.token).toEqual(expect.any(String));
  });
});

describe('npm run reset-two-factor', () => {
  it('lets the operator reset it for an admin who lost phone and recovery codes; the log says so', async () => {
    const stuck = await createStaff('ausgesperrt', {}, 'admin');
    await enrol(await api.login(stuck.username, stuck.password));
    const reset = () => resetTwoFactor(api.app.get(EventStore), api.app.get(DataSource), 'AUSGESPERRT');
    expect(await reset()).toBe(
      'Zwei-Faktor-Anmeldung von „ausgesperrt“ zurückgesetzt: Anmeldung mit dem Passwort, danach neu einrichten.',
    );
    expect(await reset()).toBe('„ausgesperrt“ hat keine Zwei-Faktor-Anmeldung.');
    await expect(resetTwoFactor(api.app.get(EventStore), api.app.get(DataSource), 'niemand')).rejects.toThrow(
      'Kein Benutzer „niemand“',
    );
    const { body } = await api.http.post('/api/admin/login').send(stuck).expect(200);
    expect(body.token).toEqual(expect.any(String));
    const { entries } = await activity({ kind: 'two_factor', person: stuck.id });
    expect(entries[0]).toMatchObject({
      summary: 'Zwei-Faktor-Anmeldung zurückgesetzt (durch den Betrieb)',
      actor: null,
      subject: { username: 'ausgesperrt' },
    });
  });
});

describe('two-factor login required for all staff', () => {
  /** An admin who uses two-factor login: only such an admin may require it. */
  let security = '';

  afterAll(async () => {
    await api.http.put('/api/admin/security/two-factor-policy').set(bearer(security)).send({ required: false });
  });

  it('is set by admins only, and only by one who uses it', async () => {
    await api.http
      .put('/api/admin/security/two-factor-policy')
      .set(bearer(admin))
      .send({ required: true })
      .expect(409, { statusCode: 409, message: TWO_FACTOR_MESSAGES.enrolBeforeRequiring });
    const securityAdmin = await createStaff('sicherheit', {}, 'admin');
    security = await api.login(securityAdmin.username, securityAdmin.password);
    await enrol(security);

    const editor = await createStaff('nur-benutzer', { users: true });
    const token = await api.login(editor.username, editor.password);
    await api.http.get('/api/admin/security/two-factor-policy').set(bearer(token)).expect(403);
    await api.http.put('/api/admin/security/two-factor-policy').set(bearer(token)).send({ required: true }).expect(403);
    await api.http.put('/api/admin/security/two-factor-policy').set(bearer(admin)).send({ required: 'ja' }).expect(400);
  });

  it('leaves a user without it nothing but the set-up until they have set it up', async () => {
    const newcomer = await createStaff('neuling', { faq: true });
    await api.http
      .put('/api/admin/security/two-factor-policy')
      .set(bearer(security))
      .send({ required: true })
      .expect(200, { required: true });
    // The admin without it is held at the set-up too; the one with it works on.
    await api.http.get('/api/admin/users').set(bearer(admin)).expect(403);
    await api.http.get('/api/admin/users').set(bearer(security)).expect(200);
    const { body } = await api.http.post('/api/admin/login').send(newcomer).expect(200);
    expect(body.two_factor_setup_required).toBe(true);
    const refused = await api.http.get('/api/admin/faqs').set(bearer(body.token)).expect(403);
    expect(refused.body.message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
    await api.http.get('/api/admin/account/two-factor').set(bearer(body.token)).expect(200, {
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    });
    await enrol(body.token);
    await api.http.get('/api/admin/faqs').set(bearer(body.token)).expect(200);
    // Required: its owner cannot switch it off.
    await api.http
      .post('/api/admin/account/two-factor/disable')
      .set(bearer(body.token))
      .send({ password: newcomer.password })
      .expect(409, { statusCode: 409, message: TWO_FACTOR_MESSAGES.requiredCannotDisable });
  });
});

describe('the activity log', () => {
  it('answers admins only', async () => {
    const editor = await createStaff('neugierig', { users: true, statistics: true });
    const token = await api.login(editor.username, editor.password);
    await api.http.get('/api/admin/activity').set(bearer(token)).expect(403);
    await api.http.get('/api/admin/activity').expect(401);
  });

  it('names who did what to whom: logins, failed logins, two-factor changes, role and permission changes', async () => {
    const { entries, kinds } = await activity({ limit: '100' });
    expect(kinds.map((k) => k.kind)).toEqual([
      'login',
      'login_failed',
      'two_factor',
      'api_keys',
      'rights',
      'accounts',
      'publish',
      'schedule',
      'previews',
      'settings',
      'retention',
      'requests',
      'customer_notes',
      'statistics',
      'backend',
      'backup',
      'restore',
    ]);
    const find = (summary: string, subject: string) =>
      entries.find((e) => e.summary === summary && e.subject?.username === subject);
    expect(find('Zwei-Faktor-Anmeldung eingerichtet', 'mit-zwei-faktor')?.actor?.username).toBe('mit-zwei-faktor');
    expect(find('Angemeldet mit Code aus der App', 'mit-zwei-faktor')?.actor?.username).toBe('mit-zwei-faktor');
    expect(find('Angemeldet mit einem Wiederherstellungscode (noch 9 übrig)', 'mit-zwei-faktor')).toBeDefined();
    expect(find('Anmeldung fehlgeschlagen: falscher Code', 'mit-zwei-faktor')?.actor).toBeNull();
    expect(find('Zwei-Faktor-Anmeldung zurückgesetzt', 'mit-zwei-faktor')?.actor?.username).toBe('helferin');
    expect(find('Zwei-Faktor-Anmeldung abgeschaltet', 'abschalterin')?.actor?.username).toBe('abschalterin');
    expect(
      entries.find((e) => e.summary === 'Zwei-Faktor-Anmeldung für alle Mitarbeiter vorgeschrieben')?.actor?.username,
    ).toBe('sicherheit');
    expect(find('Benutzer angelegt als Administrator; Berechtigungen: keine', 'zweite-chefin')?.actor?.username).toBe(
      TEST_ADMIN.username,
    );
  });

  it('words a role and permission change against what the account had', async () => {
    const editor = await createStaff('befoerdert', { faq: true, images: true });
    await api.http
      .put(`/api/admin/users/${editor.id}`)
      .set(bearer(admin))
      .send({ permissions: { faq: true, pricing: true } })
      .expect(200);
    await api.http.put(`/api/admin/users/${editor.id}`).set(bearer(admin)).send({ role: 'admin' }).expect(200);
    await api.http
      .put(`/api/admin/users/${editor.id}`)
      .set(bearer(admin))
      .send({ email: 'neu@example.de' })
      .expect(200);
    const { entries } = await activity({ kind: 'rights', person: editor.id });
    expect(entries.map((e) => e.summary)).toEqual([
      'Rolle: Mitarbeiter → Administrator',
      'Berechtigungen erteilt: Preise; Berechtigungen entzogen: Bilder',
      'Benutzer angelegt als Mitarbeiter; Berechtigungen: FAQ, Bilder',
    ]);
    expect(
      entries.every((e) => e.actor?.username === TEST_ADMIN.username && e.subject?.username === 'befoerdert'),
    ).toBe(true);
  });

  it('lists a direct content save as a publish, with who saved what', async () => {
    const before = await api.http.get('/api/admin/faqs').set(bearer(admin)).expect(200);
    const categories = before.body as { questions: { active: boolean }[] }[];
    categories[0].questions[0].active = !categories[0].questions[0].active;
    await api.http
      .post('/api/admin/faqs')
      .set(bearer(admin))
      .set('If-Match', await api.basedOn(admin, '/api/admin/faqs'))
      .send(categories)
      .expect(200);
    const { entries } = await activity({ kind: 'publish' });
    expect(entries[0]).toMatchObject({
      kind: 'publish',
      summary: 'FAQ gespeichert und veröffentlicht',
      actor: { username: TEST_ADMIN.username },
    });
  });

  it('filters by person and kind, pages with a cursor, and refuses unknown filters with 400', async () => {
    const { entries: logins } = await activity({ kind: 'login', person: String(await userId(TEST_ADMIN.username)) });
    expect(logins.length).toBeGreaterThan(0);
    expect(logins.every((e) => e.kind === 'login' && e.actor?.username === TEST_ADMIN.username)).toBe(true);

    const first = await activity({ limit: '3' });
    expect(first.entries).toHaveLength(3);
    expect(first.next_before).toBe(first.entries[2].id);
    const second = await activity({ limit: '3', before: String(first.next_before) });
    expect(second.entries[0].id).toBeLessThan(first.entries[2].id);

    await api.http.get('/api/admin/activity').query({ kind: 'gibt_es_nicht' }).set(bearer(admin)).expect(400);
    await api.http.get('/api/admin/activity').query({ person: 'x' }).set(bearer(admin)).expect(400);
    await api.http.get('/api/admin/activity').query({ limit: '1000' }).set(bearer(admin)).expect(400);
  });

  it('records failed logins of existing accounts only, and at most the throttle’s share of them', async () => {
    const target = await createStaff('viel-falsch');
    const before = await failures();
    for (let i = 0; i < 3; i++) {
      await api.http
        .post('/api/admin/login')
        .send({ username: `niemand-${i}`, password: 'falsch-falsch' })
        .expect(401);
    }
    expect(await failures()).toBe(before);
    // From 7 clients, 6 wrong passwords each: each client's 6th is refused by the throttle (5 per pair), and of
    // the 35 failures the log keeps the first RECORDED_FAILURES_PER_USERNAME.
    const url = `${await api.app.getUrl()}/api/admin/login`.replace('[::1]', '127.0.0.1');
    const statuses: number[] = [];
    for (let client = 2; client <= 8; client++) {
      for (let i = 0; i < 6; i++) {
        const answer = await postJsonFrom(url, `127.0.0.${client}`, { username: target.username, password: `x-${i}` });
        statuses.push(answer.status);
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(35);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await failures()) - before).toBe(RECORDED_FAILURES_PER_USERNAME);
  });
});

describe('wrong codes from many addresses', () => {
  it('end the challenge after 10 wrong codes from 50 addresses together; the owner logs in at once from a clean one', async () => {
    const owner = await createStaff('vielgeraten', { faq: true });
    const { secret, at } = await enrol(await api.login(owner.username, owner.password));
    const challenge = await challengeFor(owner);
    const codeUrl = await url('/api/admin/login/code');
    // 100 wrong codes at once, two from each of 50 addresses (each address within the per-client limits).
    const codes = await wrongCodes(secret, 100);
    const answers = await Promise.all(
      codes.map((code, i) => postJsonFrom(codeUrl, `127.0.0.${20 + (i % 50)}`, { challenge, code })),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([401]));
    const messages = answers.map((a) => a.body.message);
    expect(
      messages.filter((m) => m !== TWO_FACTOR_MESSAGES.wrongCode && m !== TWO_FACTOR_MESSAGES.tooManyCodes),
    ).toEqual([]);
    // Only 10 codes were compared, all of them wrong; the rest found the challenge ended.
    expect(messages.filter((m) => m === TWO_FACTOR_MESSAGES.wrongCode).length).toBeLessThan(10);
    expect(messages.filter((m) => m === TWO_FACTOR_MESSAGES.tooManyCodes).length).toBeGreaterThan(90);
    expect(await failedLogins(owner.id)).toHaveLength(10);

    // The challenge stays ended, for the right code too.
    const right = await codeAt(secret, at + 1);
    await withCode(challenge, right).expect(401, { statusCode: 401, message: TWO_FACTOR_MESSAGES.tooManyCodes });

    // The owner, from an address that took no part: the password step at once, then the code.
    const started = performance.now();
    const step1 = await postJsonFrom(await url('/api/admin/login'), '127.0.0.90', owner);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(step1).toMatchObject({ status: 200, body: { two_factor_required: true } });
    const step2 = await postJsonFrom(codeUrl, '127.0.0.90', { challenge: step1.body.challenge, code: right });
    expect(step2).toMatchObject({ status: 200, body: { username: owner.username, token: expect.any(String) } });
  });

  it('cost a new password step every 10 codes, and each of them is in the activity log', async () => {
    const owner = await createStaff('dreimalgeraten', { faq: true });
    const { secret } = await enrol(await api.login(owner.username, owner.password));
    const codeUrl = await url('/api/admin/login/code');
    const codes = await wrongCodes(secret, 25);
    const answers: string[] = [];
    let challenge = await challengeFor(owner);
    for (const [i, code] of codes.entries()) {
      const answer = await postJsonFrom(codeUrl, `127.0.0.${100 + i}`, { challenge, code });
      expect(answer.status).toBe(401);
      answers.push(String(answer.body.message));
      if (answer.body.message === TWO_FACTOR_MESSAGES.tooManyCodes) challenge = await challengeFor(owner);
    }
    // The 10th and the 20th wrong code ended their challenge; the password step gave a new one each time.
    expect(answers.map((m, i) => (m === TWO_FACTOR_MESSAGES.tooManyCodes ? i + 1 : 0)).filter(Boolean)).toEqual([
      10, 20,
    ]);
    // All 25, more than the RECORDED_FAILURES_PER_USERNAME wrong passwords the log keeps.
    expect(25).toBeGreaterThan(RECORDED_FAILURES_PER_USERNAME);
    const entries = await failedLogins(owner.id);
    expect(entries).toHaveLength(25);
    expect(new Set(entries.map((e) => e.summary))).toEqual(new Set(['Anmeldung fehlgeschlagen: falscher Code']));
  });
});

describe('sessions when two-factor login changes', () => {
  it('end everywhere but in the session that sets it up, on every api instance', async () => {
    const member = await createStaff('umsteigerin', { faq: true });
    const second = await createApiApp(api.config, { logger: false });
    await second.init();
    try {
      const other = request(second.getHttpServer());
      const setting = await api.login(member.username, member.password);
      const older = await api.login(member.username, member.password);
      const cookie = await api.http.post('/api/admin/login').send(member).expect(200);
      const cookiePair = String(cookie.headers['set-cookie']).split(';')[0];
      for (const http of [api.http, other]) {
        await http.get('/api/admin/faqs').set(bearer(older)).expect(200);
        await http.get('/api/admin/faqs').set('Cookie', cookiePair).expect(200);
      }

      await enrol(setting);
      for (const http of [api.http, other]) {
        await http.get('/api/admin/faqs').set(bearer(older)).expect(401);
        await http.get('/api/admin/faqs').set('Cookie', cookiePair).expect(401);
        await http.get('/api/admin/faqs').set(bearer(setting)).expect(200);
      }
      const { body } = await api.http.get('/api/admin/account/two-factor').set(bearer(setting)).expect(200);
      expect(body.enabled).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('end in every session of the account when a colleague or the operator resets it', async () => {
    const member = await createStaff('zurueckgesetzt', { faq: true });
    const { secret, at } = await enrol(await api.login(member.username, member.password));
    const viaColleague = (await withCode(await challengeFor(member), await codeAt(secret, at + 1)).expect(200)).body
      .token;
    await api.http.post(`/api/admin/users/${member.id}/two-factor/reset`).set(bearer(admin)).expect(200);
    await api.http.get('/api/admin/faqs').set(bearer(viaColleague)).expect(401);

    const session = await api.login(member.username, member.password);
    const { secret: again, at: atAgain } = await enrol(session);
    const viaOperator = (await withCode(await challengeFor(member), await codeAt(again, atAgain + 1)).expect(200)).body
      .token;
    await api.http.get('/api/admin/faqs').set(bearer(session)).expect(200);
    await resetTwoFactor(api.app.get(EventStore), api.app.get(DataSource), member.username);
    for (const token of [session, viaOperator]) await api.http.get('/api/admin/faqs').set(bearer(token)).expect(401);
  });
});

async function userId(username: string): Promise<string | undefined> {
  const { body } = await api.http.get('/api/admin/users').set(bearer(admin)).expect(200);
  return body.users.find((u: { username: string }) => u.username === username)?.id;
}

async function failures(): Promise<number> {
  const [{ n }] = await api.app
    .get(DataSource)
    .query(`SELECT count(*)::int AS n FROM events WHERE type = 'StaffSignInFailed'`);
  return n;
}
