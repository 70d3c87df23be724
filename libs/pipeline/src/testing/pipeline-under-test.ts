import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Redis } from 'ioredis';
import request from 'supertest';
import { analyticsEnvSchema, AnalyticsModule, CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { eventually, testRedisUrl, uniquePrefix } from '@agency/testing';
import { ingestEnvSchema } from '../ingest.config';
import { IntakeModule } from '../intake/intake.module';
import { WorkerModule } from '../worker/worker.module';
import { publishCountingWithoutConsent } from './counting-without-consent';
import { startOnPlatform } from './start-on-platform';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * The intake and the worker of the pipeline on `platform`, against the machine's Redis and an in-memory chDB of
 * their own (named by `name`), started before the tests of the describe block it is called in (cookieless
 * counting published first: the markers are page views without a session) and stopped, with their data, after
 * them. `env` adds to the intake's settings.
 */
export function usePipelineUnderTest(
  platform: 'fastify' | 'express',
  name: string,
  env: Record<string, string> = {},
  userAgent = FIREFOX,
) {
  const id = randomBytes(4).toString('hex');
  const analytics = analyticsEnvSchema.parse({
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `t_${name}_${platform}_${id}`,
  });
  const config = ingestEnvSchema.parse({
    INGEST_REDIS_PREFIX: uniquePrefix(`${name}-${platform}`),
    INGEST_QUEUE_NAME: `track-${id}`,
    INGEST_BATCH_MAX_WAIT_MS: '20',
    INGEST_CONFIG_REFRESH_MS: '200',
    TRUST_PROXY: '1',
    ...env,
  });
  const redis = new Redis(testRedisUrl());
  let app: INestApplication | undefined;
  let client: ClickHouseClient | undefined;

  beforeAll(async () => {
    await publishCountingWithoutConsent(redis, config.INGEST_REDIS_PREFIX);
    const options = { redisUrl: testRedisUrl(), config };
    const moduleRef = await Test.createTestingModule({
      imports: [AnalyticsModule.forRoot(analytics), IntakeModule.forRoot(options), WorkerModule.forRoot(options)],
    }).compile();
    app = await startOnPlatform(moduleRef, platform);
    client = app.get(CLICKHOUSE_CLIENT);
  });

  afterAll(async () => {
    await client?.command({ query: `DROP DATABASE IF EXISTS ${analytics.CLICKHOUSE_DATABASE}` });
    await app?.close();
    const keys = await redis.keys(`${config.INGEST_REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the pipeline under test is not started yet');
    return value;
  };
  /** A tracking call to /api/track/<path> from a visitor's address, as a browser sends it (a string is sent as is). */
  const post = (path: string, body: unknown, agent = userAgent) =>
    request(started(app).getHttpServer())
      .post(`/api/track/${path}`)
      .set('user-agent', agent)
      .set('x-forwarded-for', '85.214.132.117')
      .set('content-type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
  /** The stored events `where` selects, in the order they came (then by `then`). */
  const rows = async (where: string, then = ''): Promise<Record<string, unknown>[]> => {
    const result = await started(client).query({
      query: `SELECT * FROM events WHERE ${where} ORDER BY received_at${then ? `, ${then}` : ''}`,
      format: 'JSONEachRow',
    });
    return result.json();
  };
  /** Sends a marker page view and waits for it: every call answered before it has been processed then. */
  const settle = async (): Promise<void> => {
    const marker = `/marker-${randomBytes(4).toString('hex')}`;
    await post('pageview', { page_path: marker }).expect(202);
    await eventually(
      `the marker page view ${marker} stored in ClickHouse`,
      async () => (await rows(`page_path = '${marker}'`)).length === 1,
    );
  };
  return {
    config,
    redis,
    get app() {
      return started(app);
    },
    get client() {
      return started(client);
    },
    post,
    rows,
    settle,
  };
}
