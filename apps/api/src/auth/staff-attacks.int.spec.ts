import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { testRedisUrl } from '@agency/testing';
import { type BuiltApiOnDatabase, startBuiltApiOnDatabase } from '../testing/built-api-on-database';

// Attacks on staff accounts, replayed against the built product (dist/api). Clients are told
// apart the way the server sees them in production without a proxy: by their real source address, here
// different addresses of the loopback network 127.0.0.0/8, not by any header.
const ADMIN = { username: 'inhaberin', password: randomBytes(12).toString('base64url') };
let built: BuiltApiOnDatabase;
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  ms: number;
}

/** One request from the source address `from`, on a connection of its own. */
function call(
  method: string,
  urlPath: string,
  options: { from: string; body?: unknown; token?: string },
): Promise<Answer> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: urlPath,
        localAddress: options.from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (from: string, username: string, password: string) =>
  call('POST', '/api/admin/login', { from, body: { username, password } });

beforeAll(async () => {
  built = await startBuiltApiOnDatabase('attacks', {
    HOST: '0.0.0.0',
    REDIS_URL: testRedisUrl(),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST_DIR: 'tmp/no-web-build',
    LOG_LEVEL: 'warn',
  });
  port = built.port;
}, 180_000);

afterAll(() => built?.close(), 60_000);

describe('staff attacks against the built product', () => {
  it('an editor with only `users` cannot make themselves admin', async () => {
    const admin = await login('127.0.0.1', ADMIN.username, ADMIN.password);
    expect(admin.status).toBe(200);
    const adminToken = String(admin.body.token);
    const created = await call('POST', '/api/admin/users', {
      from: '127.0.0.1',
      token: adminToken,
      body: {
        username: 'useredit1',
        email: 'useredit1@example.de',
        password: 'Useredit-Lotsenboot-64',
        permissions: { users: true },
      },
    });
    expect(created.status).toBe(201);
    const id = String((created.body.user as { id: string }).id);

    const editor = await login('127.0.0.4', 'useredit1', 'Useredit-Lotsenboot-64');
    expect(editor.status).toBe(200);
    const attack = await call('PUT', `/api/admin/users/${id}`, {
      from: '127.0.0.4',
      token: String(editor.body.token),
      body: { role: 'admin' },
    });
    expect(attack.status).toBe(403);
    expect(attack.body.message).toBe('Sie können Ihre eigene Rolle und Ihre eigenen Berechtigungen nicht ändern.');

    const list = await call('GET', '/api/admin/users', { from: '127.0.0.1', token: adminToken });
    const after = (list.body.users as { id: string; role: string; permissions: Record<string, boolean> }[]).find(
      (u) => u.id === id,
    );
    expect(after?.role).toBe('editor');
    expect(
      Object.entries(after?.permissions ?? {})
        .filter(([, on]) => on)
        .map(([key]) => key),
    ).toEqual(['users']);
    const again = await login('127.0.0.4', 'useredit1', 'Useredit-Lotsenboot-64');
    expect(again.body.role).toBe('editor');
    expect(
      (await call('GET', '/api/admin/statistics', { from: '127.0.0.4', token: String(again.body.token) })).status,
    ).toBe(403);
  });

  it('1,000 failed logins from attacking addresses leave the owner able to log in at once from another', async () => {
    const attackers = Array.from({ length: 10 }, (_, i) => `127.0.0.${11 + i}`);
    const attempts = Array.from({ length: 1000 }, (_, i) => ({
      from: attackers[i % attackers.length],
      // Half against the owner's account, half spraying other names.
      username: i % 2 === 0 ? ADMIN.username : `ziel-${i}`,
      password: `geraten-${i}`,
    }));
    const answers: Answer[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < attempts.length) {
          const attempt = attempts[next++];
          answers.push(await login(attempt.from, attempt.username, attempt.password));
        }
      }),
    );
    const attackMs = performance.now() - started;
    const statuses = answers.map((a) => a.status);
    expect(new Set(statuses)).toEqual(new Set([401, 429]));
    // Each attacking address had at most LOGIN_MAX_ATTEMPTS_PER_IP (30) tries checked; the rest were refused.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeLessThanOrEqual(attackers.length * 30);
    for (const refused of answers.filter((a) => a.status === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The owner, from an address that has not been failing: in at once.
    const owner = await login('127.0.0.2', ADMIN.username, ADMIN.password);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeLessThan(1000);

    // A client that mistyped once is slowed down (bounded by LOGIN_SLOWDOWN_MAX_MS, 2 s), never refused.
    expect((await login('127.0.0.3', ADMIN.username, 'vertippt')).status).toBe(401);
    const slowed = await login('127.0.0.3', ADMIN.username, ADMIN.password);
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(1900);
    expect(slowed.ms).toBeLessThan(4000);

    // An attacking address itself is refused, even with the right password.
    const attacker = await login(attackers[0], ADMIN.username, ADMIN.password);
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.body.message).toBe('Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.');

    console.log(
      `login attack: ${answers.length} attempts in ${Math.round(attackMs)} ms, ${checked} checked (401), ` +
        `${answers.length - checked} refused (429); owner's login ${Math.round(owner.ms)} ms, after one own failure ${Math.round(slowed.ms)} ms`,
    );
  }, 120_000);

  it('a logged-out token answers 401 on admin routes', async () => {
    const session = await login('127.0.0.5', ADMIN.username, ADMIN.password);
    const token = String(session.body.token);
    expect((await call('GET', '/api/admin/users', { from: '127.0.0.5', token })).status).toBe(200);
    expect((await call('POST', '/api/admin/logout', { from: '127.0.0.5', token })).status).toBe(200);
    expect((await call('GET', '/api/admin/users', { from: '127.0.0.5', token })).status).toBe(401);
    expect((await call('GET', '/api/admin/statistics', { from: '127.0.0.5', token })).status).toBe(401);
  });
});
