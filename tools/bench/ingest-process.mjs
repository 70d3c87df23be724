// Ingest processes for bench:ingest and soak: the built app (dist/ingest) in a role, on the machine's Redis
// and an embedded chDB directory, ready once its readiness answers (their logs stay quiet at LOG_LEVEL=warn).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../../dist/ingest');
const main = path.join(dist, 'apps/ingest/src/main.js');

/** The built contracts (dist/ingest): what the traffic is made of, as the intake checks it. */
export const builtContracts = () => require(path.join(dist, 'libs/contracts/src/index.js'));

/**
 * Counts the events stored in `database` under `dataDir` and how many of them are stored twice; run it once
 * the worker has let go of the engine's directory.
 */
export async function countStoredEvents({ dataDir, database }) {
  const analytics = require(path.join(dist, 'libs/analytics/src/index.js'));
  const client = await analytics.createClickHouseClient(
    analytics.analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: dataDir, CLICKHOUSE_DATABASE: database }),
  );
  const [row] = await (
    await client.query({ query: 'SELECT count() AS n, uniqExact(event_id) AS u FROM events', format: 'JSONEachRow' })
  ).json();
  await client.close();
  const stored = Number(row.n);
  return { stored, duplicates: stored - Number(row.u) };
}

/**
 * Where an ingest process started here answers /metrics: in production (as benchmarked) only on its internal
 * port, INTERNAL_PORT = port + 1000.
 */
export const metricsUrl = (port) => `http://127.0.0.1:${port + 1000}/metrics`;

/** Starts `role` on `port` with the shared settings plus `env`; resolves with the child once it is ready. */
export async function startIngest({ role, port, redisUrl, prefix, dataDir, database, env = {} }) {
  // BENCH_CPU_PROF=<dir>: the intake writes a V8 CPU profile there when it stops (node --cpu-prof; NODE_OPTIONS
  // refuses that flag), for a look at where its time goes.
  const profile =
    process.env.BENCH_CPU_PROF && role === 'intake'
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : [];
  const child = spawn(process.execPath, [...profile, main], {
    env: {
      ...process.env,
      INGEST_ROLE: role,
      PORT: String(port),
      INTERNAL_PORT: String(port + 1000),
      HOST: '127.0.0.1',
      REDIS_URL: redisUrl,
      INGEST_REDIS_PREFIX: prefix,
      CLICKHOUSE_DATA_DIR: dataDir,
      CLICKHOUSE_DATABASE: database,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${role} on ${port} exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends `signal` and waits for the exit; SIGKILL after `graceMs` (chDB may still be merging parts). */
export function stopProcess(child, signal = 'SIGTERM', graceMs = 10_000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill(signal);
  });
}

/**
 * Removes every key of a run (`prefix:*`: its queue, the intakes' salts, the pipeline's marks) from the Redis
 * `redis` is connected to, so that no run leaves anything behind.
 */
export async function removeRunKeys(redis, prefix) {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
}
