import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { API_KEY_MESSAGES, apiKeyListSchema, createdApiKeySchema } from '@agency/contracts';
import { useTestApi } from '../../testing/test-app';
import { hashApiKey } from './api-keys.service';

/**
 * Personal API keys through HTTP: made by their owner with the password, shown once and kept hashed; they read
 * the statistics with the owner's rights as they are at each call, nothing else, within a limit per key, and
 * every call is in 'Aktivität'.
 */
const CALLS_PER_MINUTE = 8;

const api = useTestApi({ API_KEY_MAX_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) });

interface Staff {
  id: string;
  username: string;
  password: string;
  token: string;
}

async function editor(permissions: Record<string, boolean>): Promise<Staff> {
  const username = `schluessel${randomBytes(3).toString('hex')}`;
  const password = `${username}-Deichgraf-Seehund-7`;
  const created = await api.http
    .post('/api/admin/users')
    .set(api.auth())
    .send({ username, email: `${username}@example.de`, password, permissions })
    .expect(201);
  return { id: created.body.user.id, username, password, token: await api.login(username, password) };
}

async function makeKey(owner: Staff, name = 'Kundendashboard'): Promise<string> {
  const answer = await api.http
    .post('/api/admin/account/api-keys')
    .set(api.auth(owner.token))
    .send({ name, current_password: owner.password })
    .expect(201);
  return createdApiKeySchema.parse(answer.body).key;
}

const setPermissions = (who: Staff, permissions: Record<string, boolean>) =>
  api.http.put(`/api/admin/users/${who.id}`).set(api.auth()).send({ permissions }).expect(200);

describe('personal API keys', () => {
  it('is made with the password, shown once, listed by its first characters and kept only as a hash', async () => {
    const owner = await editor({ statistics: true });
    const post = (body: Record<string, unknown>) =>
      api.http.post('/api/admin/account/api-keys').set(api.auth(owner.token)).send(body);

    const noPassword = await post({ name: 'Skript' });
    expect(noPassword.status).toBe(400);
    const wrongPassword = await post({ name: 'Skript', current_password: 'falsch-falsch-falsch' });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.details).toEqual([expect.objectContaining({ field: 'current_password' })]);
    const noName = await post({ name: '  ', current_password: owner.password });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain(API_KEY_MESSAGES.nameMissing);

    const made = createdApiKeySchema.parse(
      (await post({ name: 'Skript', current_password: owner.password }).expect(201)).body,
    );
    expect(made.key).toMatch(/^agk_[A-Za-z0-9_-]{43}$/);
    expect(made.hint).toBe(`${made.key.slice(0, 10)}…`);

    const list = apiKeyListSchema.parse(
      (await api.http.get('/api/admin/account/api-keys').set(api.auth(owner.token)).expect(200)).body,
    );
    expect(list.keys).toEqual([
      { id: made.id, name: 'Skript', hint: made.hint, created_at: made.created_at, last_used_at: null },
    ]);
    expect(JSON.stringify(list)).not.toContain(made.key);

    // The hash lives apart from the event log and the read model; the key itself nowhere.
    const dataSource = api.app.get(DataSource);
    const everything = JSON.stringify([
      await dataSource.query(`SELECT * FROM api_keys WHERE id = $1`, [made.id]),
      await dataSource.query(`SELECT data FROM events WHERE stream_id = $1`, [`api-key-${made.id}`]),
    ]);
    expect(everything).not.toContain(made.key);
    expect(everything).not.toContain(hashApiKey(made.key));
    expect(await dataSource.query(`SELECT hash FROM api_key_secrets WHERE key_id = $1`, [made.id])).toEqual([
      { hash: hashApiKey(made.key) },
    ]);

    // Another staff member neither sees nor revokes it.
    const other = await editor({ statistics: true });
    const theirs = (await api.http.get('/api/admin/account/api-keys').set(api.auth(other.token)).expect(200)).body;
    expect(theirs.keys).toEqual([]);
    await api.http.delete(`/api/admin/account/api-keys/${made.id}`).set(api.auth(other.token)).expect(404);
    await api.http.delete(`/api/admin/account/api-keys/kein-schluessel`).set(api.auth(other.token)).expect(404);
  });

  it('reads the statistics exactly as the session does, and nothing else', async () => {
    const owner = await editor({ statistics: true });
    const key = await makeKey(owner);
    const query = '/api/admin/statistics?period=7d&compare=previous';
    const bySession = (await api.http.get(query).set(api.auth(owner.token)).expect(200)).body;
    const byKey = (await api.http.get(query).set(api.auth(key)).expect(200)).body;
    // The same answer, but for the moment each was read at.
    const readAt = (body: unknown) => JSON.stringify(body).replace(/"to":"[^"]*T[^"]*"/g, '"to":"jetzt"');
    expect(readAt(byKey)).toEqual(readAt(bySession));
    await api.http.get('/api/admin/statistics/leads?period=30d').set(api.auth(key)).expect(200);
    const csv = await api.http.get('/api/admin/statistics/export?table=pages&period=7d').set(api.auth(key)).expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);

    // Not a session: no other route, no writes, no keys made with a key.
    for (const [method, path] of [
      ['get', '/api/admin/users'],
      ['get', '/api/admin/account/api-keys'],
      ['post', '/api/admin/account/api-keys'],
      ['post', '/api/admin/reset-analytics'],
      ['get', '/api/admin/statistics/counting-modes'],
    ] as const) {
      const refused = await api.http[method](path).set(api.auth(key)).send({});
      expect({ path, status: refused.status, message: refused.body.message }).toEqual({
        path,
        status: 403,
        message: API_KEY_MESSAGES.onlyStatistics,
      });
    }

    const unknown = await api.http.get('/api/admin/statistics').set(api.auth(`agk_${'A'.repeat(43)}`));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(API_KEY_MESSAGES.invalid);
    await api.http.get('/api/admin/statistics').set(api.auth('agk_kurz')).expect(401);
  });

  it('ends with its owner: revoked, or for good when the statistics permission goes or the account is deactivated or deleted', async () => {
    const owner = await editor({ statistics: true });
    const key = await makeKey(owner);
    await api.http.get('/api/admin/statistics').set(api.auth(key)).expect(200);

    // Losing the statistics permission ends the key for good, as a deactivation does.
    const lost = await setPermissions(owner, { statistics: false, faq: true });
    expect(lost.body.ended).toEqual({ plans: 0, previewLinks: 0, apiKeys: 1 });
    await api.http.get('/api/admin/statistics').set(api.auth(key)).expect(401);
    await setPermissions(owner, { statistics: true });
    await api.http.get('/api/admin/statistics').set(api.auth(key)).expect(401);
    const renewed = await makeKey(owner, 'Neu');
    await api.http.get('/api/admin/statistics').set(api.auth(renewed)).expect(200);

    // The users screen names the key among what ends with a deactivation; it stays revoked when the account
    // comes back.
    const openWork = await api.http.get(`/api/admin/users/${owner.id}/open-work`).set(api.auth()).expect(200);
    expect(openWork.body.openWork).toEqual({ plans: 0, previewLinks: 0, apiKeys: 1 });
    const deactivated = await api.http
      .put(`/api/admin/users/${owner.id}`)
      .set(api.auth())
      .send({ active: false })
      .expect(200);
    expect(deactivated.body.ended).toEqual({ plans: 0, previewLinks: 0, apiKeys: 1 });
    await api.http.get('/api/admin/statistics').set(api.auth(renewed)).expect(401);
    await api.http.put(`/api/admin/users/${owner.id}`).set(api.auth()).send({ active: true }).expect(200);
    await api.http.get('/api/admin/statistics').set(api.auth(renewed)).expect(401);

    // A deletion ends the keys the account made meanwhile (the deactivation ended its sessions).
    owner.token = await api.login(owner.username, owner.password);
    const later = await makeKey(owner, 'Später');
    await api.http.get('/api/admin/statistics').set(api.auth(later)).expect(200);
    const deleted = await api.http.delete(`/api/admin/users/${owner.id}`).set(api.auth()).expect(200);
    expect(deleted.body.ended).toEqual({ plans: 0, previewLinks: 0, apiKeys: 1 });
    await api.http.get('/api/admin/statistics').set(api.auth(later)).expect(401);

    const second = await editor({ statistics: true });
    const revoked = await makeKey(second, 'Alt');
    const { keys } = (await api.http.get('/api/admin/account/api-keys').set(api.auth(second.token)).expect(200)).body;
    await api.http.delete(`/api/admin/account/api-keys/${keys[0].id}`).set(api.auth(second.token)).expect(200);
    const refused = await api.http.get('/api/admin/statistics').set(api.auth(revoked));
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(API_KEY_MESSAGES.invalid);
    const dataSource = api.app.get(DataSource);
    expect(await dataSource.query(`SELECT * FROM api_key_secrets WHERE key_id = $1`, [keys[0].id])).toEqual([]);
    expect(
      (await api.http.get('/api/admin/account/api-keys').set(api.auth(second.token)).expect(200)).body.keys,
    ).toEqual([]);
  });

  it('is made only by staff who may read the statistics', async () => {
    const owner = await editor({ faq: true });
    const refused = await api.http
      .post('/api/admin/account/api-keys')
      .set(api.auth(owner.token))
      .send({ name: 'Skript', current_password: owner.password });
    expect(refused.status).toBe(403);
    expect(
      (await api.http.get('/api/admin/account/api-keys').set(api.auth(owner.token)).expect(200)).body.keys,
    ).toEqual([]);
  });

  it('answers 429 with Retry-After beyond its calls per minute, and every call is in the activity log', async () => {
    const owner = await editor({ statistics: true });
    const key = await makeKey(owner, 'Zähler');
    for (let call = 1; call <= CALLS_PER_MINUTE; call++) {
      await api.http.get(`/api/admin/statistics?period=today&filter=page:/${call}`).set(api.auth(key)).expect(200);
    }
    const limited = await api.http.get('/api/admin/statistics').set(api.auth(key));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(API_KEY_MESSAGES.tooManyCalls);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same owner has a limit of its own.
    await api.http
      .get('/api/admin/statistics')
      .set(api.auth(await makeKey(owner, 'Zweiter')))
      .expect(200);

    const activity = (
      await api.http.get(`/api/admin/activity?kind=api_keys&person=${owner.id}&limit=50`).set(api.auth()).expect(200)
    ).body;
    const summaries: string[] = activity.entries.map((entry: { summary: string }) => entry.summary);
    expect(
      summaries.filter((s) =>
        s.startsWith('Abfrage mit dem API-Schlüssel „Zähler“: GET /api/admin/statistics?period=today&filter=page:/'),
      ),
    ).toHaveLength(CALLS_PER_MINUTE);
    expect(summaries).toContain('API-Schlüssel „Zähler“ erstellt');
    expect(summaries).toContain('Abfrage mit dem API-Schlüssel „Zweiter“: GET /api/admin/statistics');
    expect(activity.entries.every((entry: { actor: { id: string } }) => entry.actor.id === owner.id)).toBe(true);
    const { keys } = (await api.http.get('/api/admin/account/api-keys').set(api.auth(owner.token)).expect(200)).body;
    expect(keys.find((k: { name: string }) => k.name === 'Zähler').last_used_at).not.toBeNull();
  });
});
