import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Redis } from 'ioredis';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { metricsRegistry } from '@agency/observability';
import { eventually, freePort, testRedisUrl, uniquePrefix } from '@agency/testing';
import { createIngestApp, listenIngestApp } from './ingest.app';
import { parseIngestEnv } from './ingest.env';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('ingest app, role all, on Fastify (real Redis, embedded chDB)', () => {
  const env = parseIngestEnv({
    INGEST_ROLE: 'all',
    REDIS_URL: testRedisUrl(),
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `t_app_${randomBytes(4).toString('hex')}`,
    INGEST_REDIS_PREFIX: uniquePrefix('ingest-app'),
    PUBLIC_URL: 'https://www.nordwerk.example/',
  });
  let app: NestFastifyApplication;
  let client: ClickHouseClient;
  // Through a real socket: Fastify's inject() pulls in an ESM-only dependency jest cannot load.
  const post = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/track/pageview')
      .set('user-agent', FIREFOX)
      .send(body as object);

  beforeAll(async () => {
    app = await createIngestApp(env, { logger: false });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    client = app.get(CLICKHOUSE_CLIENT);
  });

  afterAll(async () => {
    await client.command({ query: `DROP DATABASE IF EXISTS ${env.CLICKHOUSE_DATABASE}` });
    await app.close();
    const redis = new Redis(env.REDIS_URL);
    const keys = await redis.keys(`${env.INGEST_REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('turns a POSTed page view into a row in ClickHouse', async () => {
    const response = await post({ page_path: '/ueber-uns', session_id: 'sess_app1', duration_seconds: 0 });
    expect(response.status).toBe(202);
    const rows = await eventually('the posted page view stored in ClickHouse', async () => {
      const result = await client.query({
        query: `SELECT page_path, session_id, browser FROM events`,
        format: 'JSONEachRow',
      });
      const found = await result.json();
      return found.length ? found : undefined;
    });
    expect(rows).toEqual([{ page_path: '/ueber-uns', session_id: 'sess_app1', browser: 'Firefox' }]);
  });

  it('answers 400 naming the field and stores nothing for a bad call', async () => {
    const response = await post({ page_path: 'kein-slash' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Ungültige Tracking-Daten: page_path',
      details: [{ field: 'page_path', message: 'page_path muss mit / beginnen' }],
    });
  });

  it('refuses a body far beyond the bound before reading it', async () => {
    const response = await post({ page_path: '/', referrer: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
  });

  it("refuses a page view from a foreign Origin with 403, counts it, and stores nothing; takes PUBLIC_URL's pages", async () => {
    const dropped = async () =>
      (await metricsRegistry.getSingleMetric('agency_ingest_events_dropped_total')?.get())?.values.find(
        (v) => v.labels['reason'] === 'foreign_origin',
      )?.value ?? 0;
    const beacon = (pagePath: string, headers: Record<string, string>) =>
      request(app.getHttpServer())
        .post('/api/track/pageview')
        .set('user-agent', FIREFOX)
        .set('content-type', 'text/plain;charset=UTF-8')
        .set(headers)
        // A consenting visitor's view (a session id): without one the built-in configuration counts nothing.
        .send(JSON.stringify({ page_path: pagePath, session_id: 'sess_origin' }));
    const before = await dropped();
    const foreign = await beacon('/fremd', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      statusCode: 403,
      message: 'Tracking-Aufrufe werden nur von den Seiten dieser Website angenommen',
    });
    // With PUBLIC_URL set the Host called proves nothing: a page whose name resolves to this server (DNS
    // rebinding) sends its own name as Origin and Host alike.
    expect((await beacon('/fremd', { host: 'evil.example', origin: 'http://evil.example' })).status).toBe(403);
    expect(await dropped()).toBe(before + 2);
    expect((await beacon('/eigen', { origin: 'https://www.nordwerk.example' })).status).toBe(202);
    // Sent after the refused ones: once it is stored, they would be too.
    const stored = await eventually('the page view from the site stored in ClickHouse', async () => {
      const result = await client.query({
        query: `SELECT page_path FROM events WHERE page_path IN ('/eigen', '/fremd')`,
        format: 'JSONEachRow',
      });
      const found = await result.json();
      return found.length ? found : undefined;
    });
    expect(stored).toEqual([{ page_path: '/eigen' }]);
  });
});

describe('ingest intake in production: security headers, internals only on INTERNAL_PORT', () => {
  let app: NestFastifyApplication;
  let base: string;
  let internal: string;

  beforeAll(async () => {
    const [port, internalPort] = [await freePort(), await freePort()];
    const env = parseIngestEnv({
      NODE_ENV: 'production',
      INGEST_ROLE: 'intake',
      HOST: '127.0.0.1',
      PORT: String(port),
      INTERNAL_PORT: String(internalPort),
      REDIS_URL: testRedisUrl(),
      INGEST_REDIS_PREFIX: uniquePrefix('ingest-internal'),
    });
    app = await createIngestApp(env, { logger: false });
    await listenIngestApp(app, env);
    base = `http://127.0.0.1:${port}`;
    internal = `http://127.0.0.1:${internalPort}`;
  });

  afterAll(async () => {
    await app?.close();
  });

  const expectSecurityHeaders = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // An answer that is never a document carries none of the document-only headers (libs/contracts).
    expect(headers.get('permissions-policy')).toBeNull();
    expect(headers.get('cross-origin-opener-policy')).toBeNull();
  };

  it('sends the security headers on tracking answers (accepted and refused), health and 404s', async () => {
    const track = await fetch(`${base}/api/track/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
      body: JSON.stringify({ page_path: '/preise' }),
    });
    expect(track.status).toBe(202);
    expectSecurityHeaders(track.headers);
    const refused = await fetch(`${base}/api/track/pageview`, {
      method: 'POST',
      headers: { 'content-type': 'text/html' },
      body: 'x',
    });
    expect(refused.status).toBe(415);
    expectSecurityHeaders(refused.headers);
    expectSecurityHeaders((await fetch(`${base}/health`)).headers);
    const missing = await fetch(`${base}/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers);
  });

  it('answers /metrics only on the internal port', async () => {
    const outside = await fetch(`${base}/metrics`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('process_cpu');
    const inside = await fetch(`${internal}/metrics`);
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain('process_cpu_user_seconds_total');
  });
});
