import { randomBytes } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { ContentKind, Permissions } from '@agency/contracts';
import { testRedisUrl, type TestDatabase } from '@agency/testing';
import { createApiApp } from '../bootstrap';
import type { BuiltInContent } from '../content/seed/seed-content';
import type { ApiConfig } from '../config/api-config';
import { loadEnv } from '../config/env';
import { basedOn } from './based-on';
import { createMigratedDatabase } from './migrated-database';
import { TrackingConfigSource } from '@agency/pipeline';
import { eventually } from '@agency/testing';
import { SpamShield } from '../offer-requests/spam-shield';

export const TEST_ADMIN = { username: 'chefin', password: 'richtig-geheim-42' };

export interface TestApi {
  app: NestExpressApplication;
  http: ReturnType<typeof request>;
  db: TestDatabase;
  config: ApiConfig;
  close(): Promise<void>;
  login(username?: string, password?: string): Promise<string>;
  /** A new editor (a unique name) with `permissions`, created by the admin and logged in: their token. */
  loginAsEditor(permissions: Partial<Permissions>): Promise<string>;
  /**
   * A fresh form token as the site's forms carry it, issued the minimum fill time ago: a request sent with
   * it is taken as a person's (once; tokens are used up).
   */
  formToken(): string;
  /** The If-Match ('"3"') of a write of `path` as `token` would send it now: the version the server holds. */
  basedOn(token: string, path: string): Promise<string>;
  /**
   * Switches 'Cookielose Zählung ohne Einwilligung' on, as staff do under Tracking, and waits until the
   * in-process intake counts page views without a session id (off by default: it drops them).
   */
  countWithoutConsent(): Promise<void>;
}

/**
 * The real api against the machine's Postgres (a fresh migrated database, or `db` as a test left it), Redis and an
 * in-memory chDB. Each test file gets its own database; Redis keys are shared, so tests use unique usernames.
 * It runs the product's content kinds and built-in content, or `kinds` and `builtIn` when given (a kind that
 * exists only in a test, beside them).
 */
export async function startTestApi(
  overrides: Record<string, string> = {},
  existing?: TestDatabase,
  { kinds, builtIn }: { kinds?: readonly ContentKind[]; builtIn?: BuiltInContent } = {},
): Promise<TestApi> {
  const db = existing ?? (await createMigratedDatabase('api'));
  const env = loadEnv({
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `api_${db.name}`,
    WEB_DIST_DIR: 'tmp/no-web-build',
    LOG_LEVEL: 'error',
    REDIS_KEY_PREFIX: `test:${db.name}:`,
    INGEST_REDIS_PREFIX: `test:${db.name}`,
    ...overrides,
  });
  const config: ApiConfig = { ...env, databaseUrl: db.url, redisUrl: testRedisUrl(), jwtSecret: 'x'.repeat(48) };
  const app = await createApiApp(config, { logger: false, kinds, builtIn });
  await app.init();
  const http = request(app.getHttpServer());
  const login = async (username = TEST_ADMIN.username, password = TEST_ADMIN.password) => {
    const response = await http.post('/api/admin/login').send({ username, password });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.token as string;
  };
  return {
    app,
    http,
    db,
    config,
    async close() {
      await app.close();
      await db.drop();
    },
    login,
    basedOn: (token, path) => basedOn(http, { Authorization: `Bearer ${token}` }, path),
    formToken: () => app.get(SpamShield).issueFormToken(Date.now() - config.OFFER_REQUEST_MIN_FILL_MS),
    async countWithoutConsent() {
      const auth = { Authorization: `Bearer ${await login()}` };
      const current = await http.get('/api/admin/tracking-config').set(auth).expect(200);
      const next = { ...current.body.config, cookielessCounting: { enabled: true } };
      await http
        .post('/api/admin/tracking-config')
        .set(auth)
        .set('If-Match', await basedOn(http, auth, '/api/admin/tracking-config'))
        .send(next)
        .expect(201);
      const source = app.get(TrackingConfigSource, { strict: false });
      await eventually('the intake to count page views without consent', async () =>
        source.current.cookielessCounting.enabled ? true : undefined,
      );
    },
    async loginAsEditor(permissions) {
      const username = `redakteur${randomBytes(3).toString('hex')}`;
      const password = 'Redaktion-2026-sicher';
      const admin = await login();
      const created = await http
        .post('/api/admin/users')
        .set({ Authorization: `Bearer ${admin}` })
        .send({ username, email: `${username}@agentur.example`, password, role: 'editor', permissions });
      if (created.status !== 201)
        throw new Error(`user not created: ${created.status} ${JSON.stringify(created.body)}`);
      return login(username, password);
    },
  };
}

/** The api of a test file (or of a describe block), with the admin's token, logged in before the tests ran. */
export interface SuiteApi extends TestApi {
  readonly token: string;
  /** The Authorization header of `token` (the admin's unless given). */
  auth(token?: string): { Authorization: string };
}

/**
 * Starts the api (as startTestApi does with `overrides` and `options`) and logs the admin in before the tests of
 * the file or describe block it is called in (unless `login` is false), and closes it after them. The answer
 * stands for the started api.
 */
export function useTestApi(
  overrides: Record<string, string> = {},
  {
    login = true,
    ...options
  }: {
    kinds?: readonly ContentKind[];
    builtIn?: BuiltInContent;
    /** false: nobody logs in before the tests (`token` stays empty). */
    login?: boolean;
  } = {},
): SuiteApi {
  let started: TestApi | undefined;
  let token = '';
  beforeAll(async () => {
    started = await startTestApi(overrides, undefined, options);
    if (login) token = await started.login();
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });
  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });
  return new Proxy({} as SuiteApi, {
    get(_, key) {
      if (key === 'token') return token;
      if (key === 'auth') return auth;
      if (!started) throw new Error(`the test api is not started yet (reading ${String(key)})`);
      return Reflect.get(started, key);
    },
  });
}
