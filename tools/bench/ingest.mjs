#!/usr/bin/env node
// bench:ingest — autocannon against the intake (apps/ingest, role intake, Fastify) and, in the same run,
// against a plain Node http server that only parses the JSON and answers 202. Then a worker process (role
// worker, embedded chDB) drains the queue, and intake and worker run together under a steady offered load
// (BENCH_SUSTAIN_RATE calls/s); the run ends when everything accepted is stored.
// The intake runs as deployed behind the shipped nginx: TRUST_PROXY=1 and the per-client rate limit at its
// defaults. The calls come from BENCH_CLIENTS visitors (addresses the proxy would have appended to
// X-Forwarded-For, cycled through by every connection), so no visitor exceeds the limit and the figure is
// the cost of resolving and limiting every call, not of refusing them. The raw server gets the same calls.
// Raw server and intake are measured in BENCH_ROUNDS alternating rounds; the ratio is the median round's.
// Last line: intake/raw=<ratio> accepted=<n> stored=<n> duplicates=<n>
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Queue } from 'bullmq';
import { FIREFOX, forkCannon, pageViewBody } from './load.mjs';
import { countStoredEvents, metricsUrl, removeRunKeys, startIngest, stopProcess } from './ingest-process.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);
// The raw server and the intake are measured in this many alternating rounds (DURATION seconds each in all).
// Five, not three: a round's ratio moves ±10 % with this machine's speed, and the median of five moves less.
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
// Each server gets this much load first, unmeasured, so both are compared after their JIT warm-up. The plain
// server is warm within a second; the intake (zod, BullMQ, ioredis, prom-client) took ~5 s of load to reach its
// steady rate, so with 3 s the first round measured it still warming.
const WARMUP = Number(process.env.BENCH_WARMUP ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// Phase 4 offers this many calls a second to intake and worker running together.
const SUSTAIN_RATE = Number(process.env.BENCH_SUSTAIN_RATE ?? 13_000);
// Visitors the calls are spread over: ~40k calls/s over 4,000 addresses is ~10 a second each, under the
// default limit of 20 (INGEST_RATE_LIMIT_PER_SECOND).
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4_000);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `bench:${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ingest-'));
// ~300 bytes, like the web app's page view.
const body = pageViewBody('/leistungen/webentwicklung');

/** What every process of this run shares: the Redis keys and the engine's directory. */
const run = { redisUrl: REDIS_URL, prefix, dataDir, database: 'bench' };
const children = [];
async function start(role, port) {
  const child = await startIngest({ role, port, ...run, env: { TRUST_PROXY: '1' } });
  children.push(child);
  return child;
}

/** autocannon in a fresh process (tools/bench/cannon.mjs), the same for every phase. */
function cannon(url, options = {}) {
  const headers = { 'content-type': 'application/json', 'user-agent': FIREFOX };
  return forkCannon({
    url,
    method: 'POST',
    body,
    headers,
    clients: CLIENTS,
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
  });
}

async function drain(queue, report) {
  let lastReport = Date.now();
  for (;;) {
    const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed');
    if (c.waiting + c.active + c.delayed + (c.prioritized ?? 0) === 0) return;
    if (report && Date.now() - lastReport > 5_000) {
      lastReport = Date.now();
      console.log(
        `  draining: waiting=${c.waiting} active=${c.active} delayed=${c.delayed} completed=${c.completed} failed=${c.failed}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The lines of an ingest process' metrics (its internal port), read once for the figures taken from them. */
async function metricLines(port) {
  return (await (await fetch(metricsUrl(port))).text()).split('\n');
}
/** A sample's value: the number at the end of its line. */
const valueOf = (line) => Number(line.split(' ').pop());

/** process_cpu_seconds_total of an ingest process (prom-client's default metrics), from its metric lines. */
function cpuSeconds(lines) {
  const line = lines.find((l) => l.startsWith('process_cpu_seconds_total '));
  return line === undefined ? NaN : valueOf(line);
}

/** The 202 answers to page views in the intake's duration histogram: [upper bound in seconds, count so far]. */
function answerBuckets(lines) {
  return lines
    .filter(
      (l) =>
        l.startsWith('http_request_duration_seconds_bucket{') &&
        l.includes('/api/track/pageview') &&
        l.includes('"202"'),
    )
    .map((l) => [Number(l.match(/le="([^"]+)"/)[1]), valueOf(l)]);
}

/** The bucket bound under which `share` of the answers between two readings were made (the intake's own clock). */
function quantileBound(before, after, share) {
  const counts = after.map(([le, n], i) => [le, n - (before[i]?.[1] ?? 0)]);
  const total = counts.at(-1)?.[1] ?? 0;
  return counts.find(([, n]) => n >= share * total)?.[0] ?? Infinity;
}

/** The events an intake counted as accepted, all kinds together. */
function acceptedBy(lines) {
  return lines
    .filter((line) => line.startsWith('agency_ingest_events_accepted_total{'))
    .reduce((sum, line) => sum + valueOf(line), 0);
}

const stop = (child) => stopProcess(child);

try {
  // 1 and 2. The baseline and the intake alone (role intake, as deployed: what it accepts is in Redis when it
  // answers 202), both running, measured in alternating rounds of DURATION / ROUNDS seconds each: a drift of
  // the machine's speed during the run (other work, thermal) then falls on both sides alike.
  const raw = fork(path.join(import.meta.dirname, 'raw-server.mjs'), ['3990']);
  children.push(raw);
  await new Promise((resolve) => raw.once('message', resolve));
  const intake = await start('intake', 3991);
  const rawUrl = 'http://127.0.0.1:3990/';
  const intakeUrl = 'http://127.0.0.1:3991/api/track/pageview';
  await cannon(rawUrl, { duration: WARMUP });
  await cannon(intakeUrl, { duration: WARMUP });
  const round = Math.max(1, Math.round(DURATION / ROUNDS));
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const rawRound = await cannon(rawUrl, { duration: round });
    const intakeRound = await cannon(intakeUrl, { duration: round });
    rounds.push({
      raw: rawRound,
      intake: intakeRound,
      ratio: intakeRound.requests.average / rawRound.requests.average,
    });
    console.log(
      `round ${i + 1}/${ROUNDS}: raw ${rawRound.requests.average.toFixed(0)} req/s, intake ${intakeRound.requests.average.toFixed(0)} req/s, ` +
        `intake/raw ${(intakeRound.requests.average / rawRound.requests.average).toFixed(3)}`,
    );
  }
  await stop(raw);
  // The intake's own count: calls still in flight when autocannon stops are answered 202 but not tallied there.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const accepted = acceptedBy(await metricLines(3991));
  await stop(intake);
  const summary = (side) => {
    const total = rounds.reduce((sum, r) => sum + r[side].requests.total, 0);
    const p99 = Math.max(...rounds.map((r) => r[side].latency.p99));
    const count = (key) => rounds.reduce((sum, r) => sum + r[side][key], 0);
    return `${(total / (round * ROUNDS)).toFixed(0)} req/s (worst p99 ${p99} ms), 2xx=${count('2xx')} non2xx=${count('non2xx')} errors=${count('errors')}`;
  };
  console.log(`raw node:  ${summary('raw')}`);
  console.log(`intake:    ${summary('intake')}`);
  // The median round's ratio: one round disturbed by the machine does not move it.
  const ratio = rounds.map((r) => r.ratio).sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];

  // 3. A worker (role worker, embedded chDB) drains the queue into ClickHouse.
  await start('worker', 3992);
  const loadStart = Date.now();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('track', { connection: redis, prefix });
  await drain(queue, true);
  const drainSeconds = (Date.now() - loadStart) / 1000;
  console.log(
    `worker:    drained ${accepted} events into ClickHouse in ${drainSeconds.toFixed(1)} s = ${(accepted / drainSeconds).toFixed(0)} events/s (queue → ClickHouse incl. rollups)`,
  );

  // 4. Sustained, end to end: intake and worker together under a steady offered load; the queue must not
  // grow, and what was accepted must be stored within moments of the load ending.
  const intake2 = await start('intake', 3993);
  const intakeBefore = await metricLines(3993);
  const cpuBefore = { intake: cpuSeconds(intakeBefore), worker: cpuSeconds(await metricLines(3992)) };
  const bucketsBefore = answerBuckets(intakeBefore);
  let maxLag = 0;
  const sampler = setInterval(async () => {
    const [oldest] = await queue.getWaiting(0, 0).catch(() => []);
    if (oldest) maxLag = Math.max(maxLag, (Date.now() - oldest.timestamp) / 1000);
  }, 500);
  const sustained = await cannon('http://127.0.0.1:3993/api/track/pageview', { overallRate: SUSTAIN_RATE });
  const loadEnd = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const intakeAfter = await metricLines(3993);
  const accepted2 = acceptedBy(intakeAfter);
  const serverP99 = quantileBound(bucketsBefore, answerBuckets(intakeAfter), 0.99);
  await drain(queue, false);
  clearInterval(sampler);
  const catchUp = (Date.now() - loadEnd) / 1000;
  const cpu = {
    intake: cpuSeconds(await metricLines(3993)) - cpuBefore.intake,
    worker: cpuSeconds(await metricLines(3992)) - cpuBefore.worker,
  };
  // Two p99s: the intake's own (request in to answer out, from its duration histogram: the bound of the bucket)
  // and autocannon's. With a rate to keep and many visitors (a request list) autocannon's includes its own
  // pacing: a plain Node server shows the same ~1.5 s there at this rate, against single milliseconds
  // without the list (docs/benchmarks.md).
  console.log(
    `sustained: offered ${SUSTAIN_RATE}/s for ${DURATION} s, accepted ${accepted2} = ${(accepted2 / DURATION).toFixed(0)} events/s (intake p99 ≤ ${serverP99 * 1000} ms, load generator's p99 ${sustained.latency.p99} ms, non2xx=${sustained.non2xx}), ` +
      `all stored ${catchUp.toFixed(1)} s after the load ended, max queue lag ${maxLag.toFixed(1)} s`,
  );
  // Sizing (docs/operations.md): what one core of each role carries.
  console.log(
    `per core:  intake ${(accepted2 / cpu.intake).toFixed(0)} events per CPU-second (${cpu.intake.toFixed(1)} s CPU), ` +
      `worker ${(accepted2 / cpu.worker).toFixed(0)} events per CPU-second (${cpu.worker.toFixed(1)} s CPU, chDB engine threads included)`,
  );
  const failed = await queue.getJobCountByTypes('failed');
  if (failed > 0) console.log(`failed batches: ${failed}`);
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await redis.quit();
  await stop(intake2);
  for (const child of children) await stop(child);

  // 4. Count what is stored (the worker has released the engine's directory).
  const { stored, duplicates } = await countStoredEvents(run);
  console.log(
    `intake/raw=${ratio.toFixed(3)} accepted=${accepted + accepted2} stored=${stored} duplicates=${duplicates}`,
  );
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  const cleaner = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await removeRunKeys(cleaner, prefix).catch(() => undefined);
  cleaner.disconnect();
}
