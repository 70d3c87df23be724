import { PERMISSION_KEYS } from '@agency/contracts';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { createApiApp } from '../bootstrap';
import { TEST_ADMIN, useTestApi } from '../testing/test-app';
import { slowDownMs } from './login-throttle';

const api = useTestApi({ LOGIN_MAX_FAILURES_PER_USERNAME_AND_IP: '4' }, { login: false });

describe('staff login', () => {
  it('creates the first admin on start and lets it log in with every permission', async () => {
    const response = await api.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    expect(response.body).toMatchObject({ role: 'admin', username: TEST_ADMIN.username, token: expect.any(String) });
    expect(Object.keys(response.body.permissions)).toEqual([...PERMISSION_KEYS]);
    expect(Object.values(response.body.permissions).every(Boolean)).toBe(true);
    expect(new Date(response.body.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers a wrong password and an unknown user alike, without saying which was wrong', async () => {
    const wrongPassword = await api.http
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN.username, password: 'falsch-falsch' });
    const unknownUser = await api.http
      .post('/api/admin/login')
      .send({ username: 'niemand', password: 'falsch-falsch' });
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

  it('throttles repeated failures for one username from one client with 429 and Retry-After', async () => {
    const username = 'ziel-des-angriffs';
    for (let i = 0; i < 4; i++) {
      await api.http
        .post('/api/admin/login')
        .send({ username, password: `versuch-${i}` })
        .expect(401);
    }
    const blocked = await api.http.post('/api/admin/login').send({ username, password: 'noch-einer' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.');
  });
});

describe('the per-username slow-down', () => {
  it('never delays a client that has not failed on the username, and stays bounded for one that has', () => {
    expect(slowDownMs(1000, false, 2000)).toBe(0);
    expect(slowDownMs(3, true, 2000)).toBe(0);
    expect(slowDownMs(5, true, 2000)).toBe(500);
    expect(slowDownMs(1000, true, 2000)).toBe(2000);
  });
});

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sessionCookieOf = (setCookie: string[] | string | undefined) =>
  ([setCookie ?? []].flat() as string[]).find((c) => c.startsWith('agency_admin_session='));

describe('logout', () => {
  it('revokes the token on the server: 401 afterwards on every admin route, on every api instance', async () => {
    const second = await createApiApp(api.config, { logger: false });
    await second.init();
    try {
      const other = request(second.getHttpServer());
      const token = await api.login();
      await api.http.get('/api/admin/users').set(bearer(token)).expect(200);
      await other.get('/api/admin/users').set(bearer(token)).expect(200);
      const kept = await api.login();

      const out = await api.http.post('/api/admin/logout').set(bearer(token)).expect(200);
      expect(out.body).toEqual({ success: true });
      for (const http of [api.http, other]) {
        for (const path of ['/api/admin/users', '/api/admin/statistics', '/api/admin/offer-requests']) {
          const response = await http.get(path).set(bearer(token));
          expect([path, response.status]).toEqual([path, 401]);
        }
        const write = await http
          .post('/api/admin/users')
          .set(bearer(token))
          .send({ username: 'nach-logout', email: 'nl@example.de', password: 'Nach-Logout-Lotsenboot-64' });
        expect(write.status).toBe(401);
      }
      // Only that token ended: another session of the same user goes on.
      await other.get('/api/admin/users').set(bearer(kept)).expect(200);
    } finally {
      await second.close();
    }
  });

  it('keeps the revocation no longer than the token lives', async () => {
    const token = await api.login();
    await api.http.post('/api/admin/logout').set(bearer(token)).expect(200);
    const { Redis } = await import('ioredis');
    const redis = new Redis(api.config.redisUrl);
    try {
      const keys = await redis.keys(`${api.config.REDIS_KEY_PREFIX}revoked-token:*`);
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) {
        const ttl = await redis.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(8 * 3600);
      }
    } finally {
      redis.disconnect();
    }
  });
});

describe('the browser session cookie', () => {
  async function cookieLogin() {
    const response = await api.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const cookie = sessionCookieOf(response.headers['set-cookie']);
    expect(cookie).toBeDefined();
    return { cookie: String(cookie), pair: String(cookie).split(';')[0] };
  }

  it('is HttpOnly, SameSite=Strict, limited to /api/admin and expires with the token; the answer keeps its spec shape', async () => {
    const response = await api.http.post('/api/admin/login').send(TEST_ADMIN).expect(200);
    const cookie = String(sessionCookieOf(response.headers['set-cookie']));
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api\/admin(;|$)/);
    // Plain http here: no Secure flag (a browser would drop a Secure cookie set over http).
    expect(cookie).not.toMatch(/; Secure/);
    expect(new Date(/Expires=([^;]+)/.exec(cookie)?.[1] ?? '').getTime()).toBe(
      Math.floor(new Date(response.body.expires_at).getTime() / 1000) * 1000,
    );
    expect(response.body).toMatchObject({ token: expect.any(String), role: 'admin', permissions: expect.any(Object) });
  });

  it('authenticates reads; a write needs the CSRF header as well, and without it changes nothing', async () => {
    const { pair } = await cookieLogin();
    await api.http.get('/api/admin/users').set('Cookie', pair).expect(200);
    const user = { username: 'per-cookie', email: 'pc@example.de', password: 'Per-Cookie-Lotsenboot-64' };
    const forged = await api.http.post('/api/admin/users').set('Cookie', pair).send(user);
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe(
      'Diese Anfrage wurde aus Sicherheitsgründen abgelehnt. Bitte laden Sie die Seite neu.',
    );
    const asForm = await api.http.post('/api/admin/users').set('Cookie', pair).type('form').send(user);
    expect(asForm.status).toBe(403);
    const list = await api.http.get('/api/admin/users').set('Cookie', pair);
    expect(list.body.users.map((u: { username: string }) => u.username)).not.toContain('per-cookie');
    await api.http
      .post('/api/admin/users')
      .set('Cookie', pair)
      .set('X-Requested-With', 'agency-admin')
      .send(user)
      .expect(201);
  });

  it('ends with a logout: the cookie is cleared and its token answers 401', async () => {
    const { pair } = await cookieLogin();
    const out = await api.http.post('/api/admin/logout').set('Cookie', pair).expect(200);
    const cleared = String(sessionCookieOf(out.headers['set-cookie']));
    expect(cleared).toMatch(/^agency_admin_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    await api.http.get('/api/admin/users').set('Cookie', pair).expect(401);
  });
});
