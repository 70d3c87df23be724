import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { Redis } from 'ioredis';
import { analyticsEnvSchema, AnalyticsModule, CLICKHOUSE_CLIENT, type ClickHouseClient } from '@agency/analytics';
import { eventIdAt, trackBatch, type QueuedEvent } from '@agency/contracts';
import { eventually, testRedisUrl, uniquePrefix } from '@agency/testing';
import { PipelineControl } from '../control/pipeline.control';
import { ingestEnvSchema } from '../ingest.config';
import { IntakeModule } from '../intake/intake.module';
import { startOnPlatform } from '../testing/start-on-platform';
import { publishCountingWithoutConsent } from '../testing/counting-without-consent';
import { WorkerModule } from './worker.module';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** ClickHouse refuses inserts for a while: every accepted call is stored once it is back, none twice. */
describe('pipeline while ClickHouse inserts fail (real Redis, embedded chDB)', () => {
  const id = randomBytes(4).toString('hex');
  const analytics = analyticsEnvSchema.parse({
    CLICKHOUSE_DATA_DIR: ':memory:',
    CLICKHOUSE_DATABASE: `t_faults_${id}`,
  });
  const config = ingestEnvSchema.parse({
    INGEST_REDIS_PREFIX: uniquePrefix('faults'),
    INGEST_QUEUE_NAME: `track-${id}`,
    INGEST_BATCH_MAX_WAIT_MS: '5',
    INGEST_JOB_BACKOFF_MS: '100',
    INGEST_JOB_ATTEMPTS: '30',
    // 300 calls from one test client: the per-client limit is another spec's subject.
    INGEST_RATE_LIMIT_PER_SECOND: '0',
  });
  let app: INestApplication;
  let client: ClickHouseClient;
  let control: PipelineControl;

  beforeAll(async () => {
    // The page views here come without a session id, as from a visitor without consent.
    const redis = new Redis(testRedisUrl());
    await publishCountingWithoutConsent(redis, config.INGEST_REDIS_PREFIX);
    await redis.quit();
    const options = { redisUrl: testRedisUrl(), config };
    const moduleRef = await Test.createTestingModule({
      imports: [AnalyticsModule.forRoot(analytics), IntakeModule.forRoot(options), WorkerModule.forRoot(options)],
    }).compile();
    app = await startOnPlatform(moduleRef, 'fastify');
    client = app.get(CLICKHOUSE_CLIENT);
    control = new PipelineControl(testRedisUrl(), config);
  });

  afterAll(async () => {
    await control?.close();
    await client?.command({ query: `DROP DATABASE IF EXISTS ${analytics.CLICKHOUSE_DATABASE}` });
    await app?.close();
    const redis = new Redis(testRedisUrl());
    const keys = await redis.keys(`${config.INGEST_REDIS_PREFIX}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  async function counts(): Promise<{ n: number; unique: number }> {
    const result = await client.query({
      query: `SELECT count() AS n, uniqExact(event_id) AS u FROM events WHERE page_path LIKE '/fault-%'`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: string; u: string }>();
    return { n: Number(row?.n), unique: Number(row?.u) };
  }

  it('accepts while inserts fail, shows the pipeline stalled, then stores everything exactly once', async () => {
    await client.command({ query: 'RENAME TABLE events TO events_away' });
    let accepted = 0;
    try {
      for (let round = 0; round < 10; round++) {
        const responses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            request(app.getHttpServer())
              .post('/api/track/pageview')
              .set('user-agent', FIREFOX)
              .send({ page_path: `/fault-${round}-${i}` }),
          ),
        );
        accepted += responses.filter((r) => r.status === 202).length;
      }
      expect(accepted).toBe(300);
      // The failing batches are retried with backoff, and the logs say so.
      await eventually('a pipeline log line saying a batch insert failed ("fehlgeschlagen")', async () =>
        (await control.logs(50)).some((line) => line.includes('fehlgeschlagen')),
      );
      // Seen a minute from now, the waiting batches are too old: stalled. A batch is waiting only between its
      // attempts (while one is being tried it is active), so this is polled, not read once.
      const status = await eventually('the pipeline status, a minute from now, to be stalled', async () => {
        const seen = await control.status(Date.now() + 60_000);
        return seen.status === 'stalled' ? seen : undefined;
      });
      expect(status.status).toBe('stalled');
    } finally {
      await client.command({ query: 'RENAME TABLE events_away TO events' });
    }
    // Retries back off exponentially, so the longer the outage lasted, the longer the next attempt waits.
    const stored = await eventually(
      `all ${accepted} accepted page views stored in ClickHouse after the outage`,
      async () => {
        const c = await counts();
        return c.n >= accepted ? c : undefined;
      },
      { timeoutMs: 60_000 },
    );
    expect(stored).toEqual({ n: accepted, unique: accepted });
    const recovered = await eventually('the pipeline status to be running again', async () => {
      const seen = await control.status();
      return seen.status === 'running' ? seen : undefined;
    });
    expect(recovered.status).toBe('running');
  }, 150_000);

  it('keeps batches that exhausted their retries as failed, lists them, and replays each once', async () => {
    const { Queue } = await import('bullmq');
    const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue(config.INGEST_QUEUE_NAME, { connection: redis, prefix: config.INGEST_REDIS_PREFIX });
    const view = (page_path: string): QueuedEvent => ({
      kind: 'pageview',
      received_at: '2030-06-15T08:00:00.000Z',
      page_path,
      referrer: '',
      session_id: '',
      visitor_id: 'v',
      device_type: 'desktop',
      browser: 'Firefox',
      os: 'Linux',
      country: 'DE',
      consented: false,
      traffic_source: '',
      event_type: '',
      event_label: '',
      duration_seconds: 0,
      metadata: '',
    });
    // One batch as intakes queue it now (rows, ids from the batch id), one as they queued it before (objects).
    const rowsId = randomUUID();
    const objectsId = `replay-${id}`;
    const stored = async (page: string) =>
      (
        await client.query({
          query: `SELECT toString(event_id) AS id FROM events WHERE page_path = {page:String}`,
          query_params: { page },
          format: 'JSONEachRow',
        })
      ).json<{ id: string }>();
    try {
      await client.command({ query: 'RENAME TABLE events TO events_away' });
      const options = { attempts: 1, removeOnFail: false };
      await queue.add('events', trackBatch([view('/fault-rows-a'), view('/fault-rows-b')]), {
        ...options,
        jobId: rowsId,
      });
      await queue.add(
        'events',
        { events: [{ event_id: '00000000-0000-4000-8000-000000000001', ...view('/fault-objects') }] },
        { ...options, jobId: objectsId },
      );
      const failed = await eventually('both batches listed as failed', async () => {
        const list = await control.failedBatches();
        return list.length === 2 ? list : undefined;
      });
      expect(failed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: rowsId,
            events: 2,
            attempts: 1,
            first_received_at: '2030-06-15T08:00:00.000Z',
          }),
          expect.objectContaining({ id: objectsId, events: 1, attempts: 1 }),
        ]),
      );
      await client.command({ query: 'RENAME TABLE events_away TO events' });
      expect((await control.replayFailed()).sort()).toEqual([objectsId, rowsId].sort());
      await eventually('the replayed batches stored once each', async () => {
        const counts = await Promise.all(['/fault-rows-a', '/fault-rows-b', '/fault-objects'].map(stored));
        return counts.every((rows) => rows.length === 1);
      });
      // The rows' events carry the ids their batch gives them, the objects' their own.
      expect(await stored('/fault-rows-b')).toEqual([{ id: eventIdAt(rowsId, 1) }]);
      expect(await stored('/fault-objects')).toEqual([{ id: '00000000-0000-4000-8000-000000000001' }]);
      // Replaying again finds nothing failed; the batches stay counted once.
      expect(await control.replayFailed([objectsId, rowsId])).toEqual([]);
      expect(await control.failedBatches()).toEqual([]);
    } finally {
      await queue.close();
      await redis.quit();
    }
  });
});
