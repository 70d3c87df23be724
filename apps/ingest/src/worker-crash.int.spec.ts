import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { eventually, freePort, testRedisUrl, uniquePrefix } from '@agency/testing';

// The built app (the test target depends on the build): a real worker process that can be killed.
const root = path.resolve(__dirname, '../../..');
const main = path.join(root, 'dist/ingest/apps/ingest/src/main.js');

/** Without a job completed for this long, the restarted worker is taken to be stuck. */
const STUCK_MS = 60_000;

/**
 * Waits until all `jobs` are completed and none is left waiting, active or delayed, however slow a busy machine
 * makes the worker: it fails only when no job completed for STUCK_MS or a job failed, naming the queue's counts
 * and the first failures' reasons.
 */
async function untilAllCompleted(queue: Queue, jobs: number): Promise<void> {
  let last = { completed: -1, at: Date.now() };
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
    if (counts.completed === jobs && counts.waiting + counts.active + counts.delayed === 0) return;
    if (counts.completed > last.completed) last = { completed: counts.completed, at: Date.now() };
    if (counts.failed > 0 || Date.now() - last.at > STUCK_MS) {
      const failed = (await queue.getFailed(0, 2)).map((job) => `${job.id}: ${job.failedReason}`);
      throw new Error(
        `the restarted worker did not complete all ${jobs} jobs: ${JSON.stringify(counts)}` +
          (failed.length ? `; failed: ${failed.join('; ')}` : `; no job completed for ${STUCK_MS / 1000} s`),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The worker is killed (SIGKILL) in the middle of its batches and started again: nothing lost, nothing doubled. */
describe('worker killed mid-batch and restarted (real processes, Redis, embedded chDB)', () => {
  const prefix = uniquePrefix('crash');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'crash-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    INGEST_ROLE: 'worker',
    // The worker only answers health checks; its port is picked free in beforeAll.
    HOST: '127.0.0.1',
    REDIS_URL: testRedisUrl(),
    INGEST_REDIS_PREFIX: prefix,
    CLICKHOUSE_DATA_DIR: dataDir,
    CLICKHOUSE_DATABASE: 'crash',
    // A killed worker's jobs are taken up again after this long; a live worker renews its locks every half of
    // it, which a busy machine can delay by a second or more (each lapse counts as a stall, and a job stalled more
    // than ten times fails).
    INGEST_WORKER_LOCK_MS: '5000',
    INGEST_WORKER_CONCURRENCY: '50',
  };
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  const queue = new Queue('track', { connection: redis, prefix });

  beforeAll(async () => {
    env['PORT'] = String(await freePort());
  });

  const children: ChildProcess[] = [];

  /** Resolves once the worker says it started; the line may arrive split over several chunks. */
  function startWorker(timeoutMs = 60_000): Promise<ChildProcess> {
    const child = spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let stdout = '';
    let output = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(
          new Error(
            `Timed out after ${timeoutMs} ms waiting for the worker to log "ingest started"; output so far:\n${stdout}${output}`,
          ),
        );
      }, timeoutMs);
      child.stdout?.on('data', (d) => {
        stdout += String(d);
        if (stdout.includes('ingest started')) {
          clearTimeout(timer);
          resolve(child);
        }
      });
      child.stderr?.on('data', (d) => (output += String(d)));
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`worker exited with ${code}: ${output}`));
      });
    });
  }

  afterAll(async () => {
    // A failed test may leave a worker running.
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every queued event exactly once', async () => {
    const JOBS = 400;
    const PER_JOB = 250;
    const day = new Date().toISOString();
    await queue.addBulk(
      Array.from({ length: JOBS }, (_, j) => ({
        name: 'events',
        data: {
          events: Array.from({ length: PER_JOB }, (_, i) => ({
            event_id: randomUUID(),
            kind: 'pageview',
            received_at: day,
            page_path: `/crash-${j}-${i}`,
            referrer: '',
            session_id: '',
            visitor_id: randomBytes(8).toString('hex'),
            device_type: 'desktop',
            browser: 'Firefox',
            os: 'Linux',
            country: 'DE',
            consented: false,
          })),
        },
        opts: { jobId: randomUUID(), attempts: 16, backoff: { type: 'exponential', delay: 200 }, removeOnFail: false },
      })),
    );

    const first = await startWorker();
    // Kill it hard while it is in the middle of the work: some batches done, some active.
    await eventually(
      `a quarter of the ${JOBS} jobs completed by the first worker`,
      async () => (await queue.getJobCounts('completed')).completed >= JOBS / 4,
      {
        timeoutMs: 90_000,
        intervalMs: 20,
      },
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    const left = await queue.getJobCounts('waiting', 'active', 'completed');
    expect(left.completed).toBeLessThan(JOBS);

    const second = await startWorker();
    await untilAllCompleted(queue, JOBS);
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));

    // The engine's directory is free again: count in a separate process (one chDB directory per process).
    const script = `
      const a = require(${JSON.stringify(path.join(root, 'dist/ingest/libs/analytics/src/index.js'))});
      (async () => {
        const c = await a.createClickHouseClient(a.analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: ${JSON.stringify(dataDir)}, CLICKHOUSE_DATABASE: 'crash' }));
        const [r] = await (await c.query({ query: 'SELECT count() AS n, uniqExact(event_id) AS u FROM events', format: 'JSONEachRow' })).json();
        await c.close();
        process.stdout.write(JSON.stringify(r));
      })();`;
    const counted = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as {
      n: string;
      u: string;
    };
    expect({ stored: Number(counted.n), unique: Number(counted.u) }).toEqual({
      stored: JOBS * PER_JOB,
      unique: JOBS * PER_JOB,
    });
  }, 900_000);
});
