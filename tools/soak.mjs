#!/usr/bin/env node
// npm run soak -- --minutes N [--rate R]
//
// A realistic traffic mix (page views with and without consent, all event types, time updates, consent
// decisions, bots, bad bodies) against two intakes (role intake) while one worker (role worker, embedded
// chDB) stores it. Meanwhile the worker is killed (SIGKILL) and started again every few minutes, ClickHouse
// inserts fail for a while, and one intake gets a rolling restart (SIGTERM, start again). At the end the
// queue drains and the events table is counted.
// Last line: accepted=<n> stored=<n> duplicates=<n> p99_ms=<ms> peak_mb_intake=<n> peak_mb_worker=<n>
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { builtContracts, countStoredEvents, removeRunKeys, startIngest, stopProcess } from './bench/ingest-process.mjs';

const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, rate: { type: 'string', default: '600' } },
});
const MINUTES = Number(values.minutes);
const RATE = Number(values.rate);
if (!(MINUTES > 0) || !(RATE > 0)) {
  console.error('usage: npm run soak -- --minutes N [--rate calls-per-second]');
  process.exit(2);
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `soak-${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'soak-'));
const durationMs = MINUTES * 60_000;
const log = (line) => console.log(`[${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${line}`);

// ---- processes ---------------------------------------------------------------------------------------------
const peakMb = { intake: 0, worker: 0 };
const live = new Map(); // name → { child, role, port }

/** What every process of this run shares: the Redis keys and the engine's directory. */
const run = { redisUrl: REDIS_URL, prefix, dataDir, database: 'soak' };

async function spawnRole(name, role, port) {
  const child = await startIngest({
    role,
    port,
    ...run,
    env: {
      // A killed worker's jobs come back after this long.
      INGEST_WORKER_LOCK_MS: '5000',
      INGEST_JOB_BACKOFF_MS: '500',
      INGEST_JOB_ATTEMPTS: '30',
      INGEST_FAULT_INJECTION: 'true',
      // Behind a proxy as deployed: the random X-Forwarded-For addresses below are the visitors (each far
      // under the per-client rate limit), not 127.0.0.1 for all.
      TRUST_PROXY: '1',
    },
  });
  live.set(name, { child, role, port });
  child.once('exit', () => live.get(name)?.child === child && live.delete(name));
  return child;
}

const stopChild = (child, signal) => stopProcess(child, signal, 30_000);

function sampleMemory() {
  for (const { child, role } of live.values()) {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakMb[role] = Math.max(peakMb[role], Math.round(kb / 1024));
    } catch {
      // The process is between a kill and its restart.
    }
  }
}

// ---- traffic -------------------------------------------------------------------------------------------------
const EVENT_TYPES = builtContracts().TRACK_EVENT_TYPES;
const PAGES = ['/', '/leistungen', '/preise', '/portfolio', '/faq', '/kontakt', '/impressum', '/datenschutz'];
const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
];
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const REFERRERS = [
  '',
  '',
  'https://www.google.de/search?q=webagentur',
  'https://www.linkedin.com/',
  'https://example.org/blog',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One visitor call: where it goes, its body, and whether it may be stored (bots are answered but dropped). */
function nextCall() {
  const r = Math.random();
  const session = `sess_${randomBytes(8).toString('hex')}`;
  const agent = pick(AGENTS);
  const page = pick(PAGES);
  if (r < 0.45)
    return { path: 'pageview', agent, body: { page_path: page, referrer: pick(REFERRERS), session_id: session } };
  if (r < 0.65)
    return {
      path: 'pageview',
      agent,
      body: { page_path: `${page}?utm_source=newsletter&utm_campaign=herbst`, referrer: '' },
    };
  if (r < 0.8) {
    const type = pick(EVENT_TYPES);
    return {
      path: 'event',
      agent,
      body: {
        event_type: type,
        event_label: 'Angebot anfordern',
        page_path: page,
        session_id: session,
        metadata: JSON.stringify({ seconds: 12, depth: 50 }),
      },
    };
  }
  if (r < 0.88)
    return {
      path: 'time-update',
      agent,
      body: { page_path: page, time_spent: Math.round(Math.random() * 300), session_id: session },
    };
  if (r < 0.91)
    return {
      path: 'cookie-consent',
      agent,
      body: {
        consent_type: pick(['all_accepted', 'only_necessary', 'customized']),
        analytics_accepted: true,
        marketing_accepted: false,
      },
    };
  if (r < 0.95) return { path: 'pageview', agent: BOT, bot: true, body: { page_path: page } };
  if (r < 0.98)
    return { path: 'event', agent, body: { event_type: 'no_such_type', page_path: page, session_id: session } };
  // An event without a session: no analytics consent, answered 202 with accepted: false.
  return { path: 'event', agent, body: { event_type: 'button_click', page_path: page } };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const tally = {
  sent: 0,
  accepted: 0,
  notAccepted: 0,
  bots: 0,
  rejected400: 0,
  unavailable503: 0,
  failedConnections: 0,
  retried: 0,
};
const latencies = [];
const connectionErrors = {};

function post(port, call) {
  const payload = JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/track/${call.path}`,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'user-agent': call.agent,
          'x-forwarded-for': `85.214.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), ms: performance.now() - t0 }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const intakePorts = [4101, 4102];
let turn = 0;

async function send() {
  const call = nextCall();
  tally.sent++;
  // Like a proxy in front of two intakes: a refused connection (an intake restarting) goes to the other.
  const first = turn++;
  for (let attempt = 0; attempt < 4; attempt++) {
    const port = intakePorts[(first + attempt) % intakePorts.length];
    try {
      const res = await post(port, call);
      latencies.push(res.ms);
      if (res.status === 202) {
        if (call.bot) tally.bots++;
        else if (JSON.parse(res.body).accepted) tally.accepted++;
        else tally.notAccepted++;
      } else if (res.status === 400) tally.rejected400++;
      else if (res.status === 503) tally.unavailable503++;
      return;
    } catch (error) {
      tally.retried++;
      connectionErrors[error.code ?? error.message] = (connectionErrors[error.code ?? error.message] ?? 0) + 1;
    }
  }
  tally.failedConnections++;
}

// ---- the run ---------------------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const startedAt = Date.now();
const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
const queue = new Queue('track', { connection: redis, prefix });
const keys = { insertsFailUntil: `${prefix}:pipeline:faults:inserts-fail-until` };
let memoryTimer;

try {
  await Promise.all([
    spawnRole('intake-a', 'intake', 4101),
    spawnRole('intake-b', 'intake', 4102),
    spawnRole('worker', 'worker', 4103),
  ]);
  log(`running ${MINUTES} min at ${RATE} calls/s against two intakes and one worker (prefix ${prefix})`);
  memoryTimer = setInterval(sampleMemory, 1_000);

  const inFlight = new Set();
  const ticker = setInterval(() => {
    for (let i = 0; i < RATE / 50; i++) {
      const p = send().finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
  }, 20);

  // Faults, spread over the run.
  const at = (fraction) => startedAt + durationMs * fraction;
  const faults = [
    { when: at(0.15), what: 'kill -9 the worker', run: killWorker },
    {
      when: at(0.35),
      what: 'ClickHouse inserts fail for 45 s',
      run: () => redis.set(keys.insertsFailUntil, String(Date.now() + 45_000)),
    },
    { when: at(0.55), what: 'rolling restart of intake A (SIGTERM, start again)', run: restartIntake },
    { when: at(0.7), what: 'kill -9 the worker', run: killWorker },
    { when: at(0.85), what: 'kill -9 the worker', run: killWorker },
  ];
  let lastReport = 0;
  while (Date.now() - startedAt < durationMs) {
    const fault = faults[0];
    if (fault && Date.now() >= fault.when) {
      faults.shift();
      log(`fault: ${fault.what}`);
      await fault.run();
    }
    if (Date.now() - lastReport >= 30_000) {
      lastReport = Date.now();
      const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      log(
        `sent=${tally.sent} accepted=${tally.accepted} queue waiting=${c.waiting} active=${c.active} delayed=${c.delayed} failed=${c.failed}`,
      );
    }
    await sleep(200);
  }
  clearInterval(ticker);
  await Promise.allSettled([...inFlight]);
  log('load stopped; draining the queue');
  for (;;) {
    const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    if (c.waiting + c.active + c.delayed + (c.prioritized ?? 0) === 0) break;
    await sleep(250);
  }
  const failed = await queue.getJobCountByTypes('failed');
  clearInterval(memoryTimer);
  sampleMemory();
  for (const { child } of [...live.values()]) await stopChild(child);

  // Count with the engine's directory free again (one chDB directory per process).
  const { stored, duplicates } = await countStoredEvents(run);

  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  const p50 = latencies[Math.floor(latencies.length * 0.5)] ?? 0;
  log(
    `sent=${tally.sent} accepted=${tally.accepted} answered-not-accepted=${tally.notAccepted} bots=${tally.bots} 400=${tally.rejected400} ` +
      `503=${tally.unavailable503} retried-connections=${tally.retried} lost-connections=${tally.failedConnections} failed-batches=${failed}`,
  );
  log(`connection errors (each retried on the other intake): ${JSON.stringify(connectionErrors)}`);
  log(
    `latency p50=${p50.toFixed(1)} ms p99=${p99.toFixed(1)} ms; peak RSS intake=${peakMb.intake} MB worker=${peakMb.worker} MB`,
  );
  console.log(
    `accepted=${tally.accepted} stored=${stored} duplicates=${duplicates} p99_ms=${p99.toFixed(1)} peak_mb_intake=${peakMb.intake} peak_mb_worker=${peakMb.worker}`,
  );
  process.exitCode = tally.accepted === stored && duplicates === 0 && failed === 0 ? 0 : 1;
} finally {
  clearInterval(memoryTimer);
  for (const { child } of live.values()) child.kill('SIGKILL');
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await removeRunKeys(redis, prefix);
  await redis.quit();
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}

async function killWorker() {
  const worker = live.get('worker');
  if (worker) await stopChild(worker.child, 'SIGKILL');
  await sleep(3_000);
  await spawnRole('worker', 'worker', 4103);
  log('worker started again');
}

async function restartIntake() {
  const intake = live.get('intake-a');
  if (intake) await stopChild(intake.child, 'SIGTERM');
  await spawnRole('intake-a', 'intake', 4101);
  log('intake A started again');
}
