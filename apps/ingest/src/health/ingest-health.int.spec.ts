import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { testRedisUrl, uniquePrefix } from '@agency/testing';
import { createIngestApp } from '../ingest.app';
import { parseIngestEnv } from '../ingest.env';

async function start(vars: Record<string, string>): Promise<NestFastifyApplication> {
  const app = await createIngestApp(parseIngestEnv(vars), { logger: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('ingest health and metrics, role all (real Redis, embedded chDB)', () => {
  const database = `t_health_${randomBytes(4).toString('hex')}`;
  let app: NestFastifyApplication;
  let clickhouse: ClickHouseClient;

  beforeAll(async () => {
    app = await start({
      // Outside production /metrics answers on the one port (production: ingest.app.int.spec.ts).
      NODE_ENV: 'test',
      INGEST_ROLE: 'all',
      REDIS_URL: testRedisUrl(),
      CLICKHOUSE_DATA_DIR: ':memory:',
      CLICKHOUSE_DATABASE: database,
      INGEST_REDIS_PREFIX: uniquePrefix('ingest-health'),
    });
    clickhouse = app.get(CLICKHOUSE_CLIENT);
  });

  afterAll(async () => {
    await clickhouse.command({ query: `DROP DATABASE IF EXISTS ${database}` });
    await app.close();
  });

  it('answers liveness and readiness with Redis and ClickHouse', async () => {
    await request(app.getHttpServer()).get('/health').expect(200, { status: 'ok' });
    const ready = await request(app.getHttpServer()).get('/health/ready').set('X-Request-Id', 'probe-1').expect(200);
    expect(ready.body).toEqual({ status: 'ok', checks: { redis: 'ok', clickhouse: 'ok' } });
    expect(ready.headers['x-request-id']).toBe('probe-1');
  });

  it('serves Prometheus metrics: process, HTTP by route, queue gauges from Redis', async () => {
    await request(app.getHttpServer()).post('/api/track/pageview').send({ page_path: 'kein-slash' }).expect(400);
    const response = await request(app.getHttpServer()).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.text).toContain('process_resident_memory_bytes');
    expect(response.text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/api\/track\/pageview",status_code="400"\} [1-9]/m,
    );
    expect(response.text).toMatch(/^agency_ingest_queue_batches\{state="waiting"\} \d+$/m);
    expect(response.text).toMatch(/^agency_ingest_queue_lag_seconds \d/m);
    for (const name of [
      'agency_ingest_events_accepted_total',
      'agency_ingest_events_dropped_total',
      'agency_ingest_insert_batch_events',
      'agency_ingest_insert_duration_seconds',
      'agency_ingest_failed_batches',
    ]) {
      expect(response.text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('ingest readiness, role intake, Redis unreachable', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    // Nothing listens on port 1: the intake starts, but must not take traffic.
    app = await start({
      INGEST_ROLE: 'intake',
      REDIS_URL: 'redis://127.0.0.1:1',
      INGEST_REDIS_PREFIX: uniquePrefix('no-redis'),
    });
  });

  afterAll(() => app.close());

  it('is alive but not ready, naming Redis, and does not check ClickHouse it does not use', async () => {
    await request(app.getHttpServer()).get('/health').expect(200);
    const ready = await request(app.getHttpServer()).get('/health/ready').expect(503);
    expect(ready.body).toEqual({
      statusCode: 503,
      message: 'Nicht bereit',
      details: [{ field: 'redis', message: 'down' }],
    });
  });
});
