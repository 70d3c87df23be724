import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { Redis } from 'ioredis';
import { analyticsEnvSchema, AnalyticsModule, CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { apiErrorSchema, TRACKING_LIMITS } from '@agency/contracts';
import { eventually, testRedisUrl, uniquePrefix } from '@agency/testing';
import { ingestEnvSchema } from '../ingest.config';
import { startOnPlatform } from '../testing/start-on-platform';
import { publishCountingWithoutConsent } from '../testing/counting-without-consent';
import { TrackQueueStatus } from '../worker/track-queue.status';
import { WorkerModule } from '../worker/worker.module';
import { IntakeModule } from './intake.module';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The intake, worker and ClickHouse in one app, as the api mounts them inline. */
async function startApp(platform: 'fastify' | 'express') {
  const id = randomBytes(4).toString('hex');
  const analytics = analyticsEnvSchema.parse({
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `t_intake_${platform}_${id}`,
  });
  const config = ingestEnvSchema.parse({
    INGEST_REDIS_PREFIX: uniquePrefix(`intake-${platform}`),
    INGEST_QUEUE_NAME: `track-${id}`,
    // Long enough that calls sent together share a batch even on a slow, busy machine (a call that arrives
    // while a batch is being sent joins the next one anyway).
    INGEST_BATCH_MAX_WAIT_MS: '250',
    TRUST_PROXY: '1',
  });
  const options = { redisUrl: testRedisUrl(), config };
  // The page views here come without a session id, as from a visitor without consent.
  const redis = new Redis(testRedisUrl());
  await publishCountingWithoutConsent(redis, config.INGEST_REDIS_PREFIX);
  await redis.quit();
  const moduleRef = await Test.createTestingModule({
    imports: [AnalyticsModule.forRoot(analytics), IntakeModule.forRoot(options), WorkerModule.forRoot(options)],
  }).compile();
  const app = await startOnPlatform(moduleRef, platform);
  const client = app.get<ClickHouseClient>(CLICKHOUSE_CLIENT);
  return { app, client, analytics, config, status: app.get(TrackQueueStatus) };
}

async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(testRedisUrl());
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}

async function rows(client: ClickHouseClient, where = '1'): Promise<Record<string, unknown>[]> {
  const result = await client.query({
    query: `SELECT * FROM events WHERE ${where} ORDER BY received_at`,
    format: 'JSONEachRow',
  });
  return result.json();
}

describe.each(['fastify', 'express'] as const)(
  'POST /api/track/pageview on %s (real Redis, embedded chDB)',
  (platform) => {
    let ctx: Awaited<ReturnType<typeof startApp>>;
    const post = (body: unknown, userAgent = FIREFOX) =>
      request(ctx.app.getHttpServer())
        .post('/api/track/pageview')
        .set('user-agent', userAgent)
        .set('x-forwarded-for', '203.0.113.77')
        .set('content-type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));

    beforeAll(async () => {
      ctx = await startApp(platform);
    });

    afterAll(async () => {
      await ctx.client.command({ query: `DROP DATABASE IF EXISTS ${ctx.analytics.CLICKHOUSE_DATABASE}` });
      await ctx.app.close();
      await dropKeys(ctx.config.INGEST_REDIS_PREFIX);
    });

    it('stores a page view in ClickHouse, enriched and without the address', async () => {
      const response = await post({
        page_path: '/leistungen',
        referrer: 'https://www.google.de/',
        duration_seconds: 0,
      });
      expect(response.status).toBe(202);
      const [row] = await eventually('the /leistungen page view stored in ClickHouse', async () => {
        const found = await rows(ctx.client, `page_path = '/leistungen'`);
        return found.length ? found : undefined;
      });
      expect(row).toMatchObject({
        kind: 'pageview',
        page_path: '/leistungen',
        referrer: 'https://www.google.de/',
        session_id: '',
        consented: 0,
        device_type: 'desktop',
        browser: 'Firefox',
        os: 'Linux',
        // The offline database places 203.0.113.0/24 with its registry (APNIC).
        country: 'AU',
      });
      expect(row?.['visitor_id']).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain('203.0.113.77');
    });

    it('records a consented view with its session and gathers simultaneous calls into few jobs', async () => {
      // Counted from an idle queue to an idle queue: the difference is exactly the jobs these calls became.
      const idle = (what: string) =>
        eventually(`the track queue to be idle ${what}`, async () => {
          const counts = await ctx.status.counts();
          return counts.waiting + counts.active + counts.delayed === 0 ? counts : undefined;
        });
      const before = await idle('before the calls');
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => post({ page_path: '/portfolio', session_id: 'sess_k9x' })),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(202));
      const stored = await eventually('all 10 /portfolio page views stored in ClickHouse', async () => {
        const found = await rows(ctx.client, `page_path = '/portfolio'`);
        return found.length === 10 ? found : undefined;
      });
      expect(stored.every((r) => r['session_id'] === 'sess_k9x' && r['consented'] === 1)).toBe(true);
      const after = await idle('after the calls were stored');
      expect(after.completed - before.completed).toBeGreaterThan(0);
      expect(after.completed - before.completed).toBeLessThan(10);
    });

    it.each([
      ['missing page_path', { referrer: '' }, 'page_path'],
      ['a wrong type', { page_path: 42 }, 'page_path'],
      ['an over-long string', { page_path: '/ok', browser: 'x'.repeat(TRACKING_LIMITS.shortText + 1) }, 'browser'],
      ['a session id without sess_ prefix', { page_path: '/ok', session_id: 'abc' }, 'session_id'],
      ['a body over 16 KB', { page_path: '/ok', referrer: 'r'.repeat(TRACKING_LIMITS.bodyBytes) }, '(body)'],
    ])('answers 400 naming the field for %s', async (_case, body, field) => {
      const response = await post(body);
      expect(response.status).toBe(400);
      const error = apiErrorSchema.parse(response.body);
      expect(error.statusCode).toBe(400);
      expect(error.details?.map((d) => d.field)).toContain(field);
    });

    it("answers 400 to broken JSON (the platform's parser rejects it before the intake sees it)", async () => {
      const response = await post('{"page_path": ');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    });

    it('answers a bot 202 and stores nothing for it', async () => {
      const response = await post({ page_path: '/bot-seite' }, GOOGLEBOT);
      expect(response.status).toBe(202);
    });

    it('stored nothing for the rejected calls and the bot', async () => {
      // A marker sent last: once it is stored, every earlier job has been processed too.
      await post({ page_path: '/marker' }).expect(202);
      await eventually(
        'the /marker page view stored in ClickHouse',
        async () => (await rows(ctx.client, `page_path = '/marker'`)).length === 1,
      );
      const paths = (await rows(ctx.client)).map((r) => r['page_path']);
      expect(paths.filter((p) => p !== '/leistungen' && p !== '/portfolio' && p !== '/marker')).toEqual([]);
      expect(paths).toHaveLength(12);
    });
  },
);

describe('POST /api/track/pageview with Redis unreachable', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const config = ingestEnvSchema.parse({
      INGEST_REDIS_PREFIX: uniquePrefix('intake-down'),
      INGEST_ENQUEUE_TIMEOUT_MS: '500',
    });
    const moduleRef = await Test.createTestingModule({
      // Port 1 refuses connections: Redis is down for this app.
      imports: [IntakeModule.forRoot({ redisUrl: 'redis://127.0.0.1:1', config })],
    }).compile();
    app = await startOnPlatform(moduleRef, 'fastify');
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 503 in the error shape, never 202', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/track/pageview')
      .set('user-agent', FIREFOX)
      // With consent: a page view the built-in configuration stores (it cannot be read from Redis here).
      .send({ page_path: '/', session_id: 'sess_redis_down' });
    expect(response.status).toBe(503);
    expect(apiErrorSchema.parse(response.body)).toMatchObject({ statusCode: 503 });
  });
});
