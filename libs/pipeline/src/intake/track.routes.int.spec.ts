import { randomBytes } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { startOnPlatform } from '../testing/start-on-platform';
import { publishCountingWithoutConsent } from '../testing/counting-without-consent';
import request from 'supertest';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { apiErrorSchema, trackBatchEvents, TRACKING_LIMITS, type TrackBatch } from '@agency/contracts';
import { metricsRegistry } from '@agency/observability';
import { testRedisUrl, uniquePrefix } from '@agency/testing';
import { ingestEnvSchema } from '../ingest.config';
import { IntakeModule } from './intake.module';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** The tracking calls answered in front of the framework: what the framework gave them must still be there. */
describe.each(['fastify', 'express'] as const)('tracking calls in front of %s (real Redis)', (platform) => {
  const id = randomBytes(4).toString('hex');
  const config = ingestEnvSchema.parse({
    INGEST_REDIS_PREFIX: uniquePrefix(`front-${platform}`),
    INGEST_QUEUE_NAME: `track-${id}`,
  });
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue<TrackBatch>(config.INGEST_QUEUE_NAME, {
    connection: redis,
    prefix: config.INGEST_REDIS_PREFIX,
  });
  let app: INestApplication;

  /** Every event queued so far (no worker runs here: the jobs stay in Redis). */
  async function queuedPaths(): Promise<string[]> {
    const jobs = await queue.getJobs(['waiting']);
    return jobs.flatMap((job) => trackBatchEvents(String(job.id), job.data).map((event) => event.page_path));
  }

  beforeAll(async () => {
    // The page views here come without a session id, as from a visitor without consent.
    await publishCountingWithoutConsent(redis, config.INGEST_REDIS_PREFIX);
    const moduleRef = await Test.createTestingModule({
      imports: [IntakeModule.forRoot({ redisUrl: testRedisUrl(), config })],
    }).compile();
    app = await startOnPlatform(moduleRef, platform);
  });

  afterAll(async () => {
    await app?.close();
    await queue.close();
    const keys = await redis.keys(`${config.INGEST_REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const post = () => request(app.getHttpServer()).post('/api/track/pageview').set('user-agent', FIREFOX);

  it('takes a text/plain body (navigator.sendBeacon) like JSON, and answers in JSON', async () => {
    const response = await post()
      .set('content-type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ page_path: '/beacon' }));
    expect(response.status).toBe(202);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    // With a length, not chunked (the framework sent one too).
    expect(response.headers['content-length']).toBe('17');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.body).toEqual({ accepted: true });
    expect(await queuedPaths()).toContain('/beacon');
  });

  it('answers 415 to another content type and queues nothing', async () => {
    const response = await post().set('content-type', 'application/x-www-form-urlencoded').send('page_path=%2Fform');
    expect(response.status).toBe(415);
    expect(apiErrorSchema.parse(response.body).message).toBe(
      'Tracking-Daten müssen als application/json gesendet werden',
    );
    // Counted in bytes: the message has umlauts.
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(response.text));
    expect(await queuedPaths()).not.toContain('/form');
  });

  it('answers 400 naming the body for a body over the bound, and 413 far beyond it, declared or chunked', async () => {
    const over = await post()
      .set('content-type', 'application/json')
      .send(JSON.stringify({ page_path: '/over', referrer: 'r'.repeat(TRACKING_LIMITS.bodyBytes) }));
    expect(over.status).toBe(400);
    expect(apiErrorSchema.parse(over.body).details?.map((d) => d.field)).toEqual(['(body)']);

    const declared = await post()
      .set('content-type', 'application/json')
      .send(JSON.stringify({ page_path: '/far', referrer: 'r'.repeat(100_000) }));
    expect(declared.status).toBe(413);

    // Without Content-Length the body is read up to the limit and then refused.
    const chunked = post().set('content-type', 'application/json').set('transfer-encoding', 'chunked');
    chunked.write(JSON.stringify({ page_path: '/chunked', referrer: 'r'.repeat(100_000) }));
    const response = await chunked;
    expect(response.status).toBe(413);
    expect(await queuedPaths()).toEqual(expect.not.arrayContaining(['/over', '/far', '/chunked']));
  });

  it('echoes a sane X-Request-Id and makes none otherwise (no line of the intake could name it)', async () => {
    const echoed = await post()
      .set('content-type', 'application/json')
      .set('x-request-id', 'proxy-4711')
      .send({ page_path: '/rid' });
    expect(echoed.headers['x-request-id']).toBe('proxy-4711');
    const made = await post()
      .set('content-type', 'application/json')
      .set('x-request-id', 'not "sane"')
      .send({ page_path: '/rid' });
    expect(made.status).toBe(202);
    expect(made.headers['x-request-id']).toBeUndefined();
  });

  it('times the calls in the duration histogram under their route', async () => {
    await post().set('content-type', 'application/json').send({ page_path: '/timed' }).expect(202);
    const metrics = await metricsRegistry.getSingleMetricAsString('http_request_duration_seconds');
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/track\/pageview",status_code="202"\} [1-9]/,
    );
  });

  it('leaves other methods and paths to the framework', async () => {
    expect((await request(app.getHttpServer()).get('/api/track/pageview')).status).toBe(404);
    expect((await request(app.getHttpServer()).post('/api/track/unknown').send({})).status).toBe(404);
    const config = await request(app.getHttpServer()).get('/api/public/tracking-config');
    expect(config.status).toBe(200);
  });
});
