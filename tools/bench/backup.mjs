#!/usr/bin/env node
// bench:backup — builds a one-machine DATA_DIR with BENCH_EVENTS analytics events (default 10M, over 180 days,
// loaded into the embedded chDB with INSERT … SELECT from numbers() through the production materialized views)
// and BENCH_CONTENT_EVENTS content events (default 10,000: edits of success stories through the admin API),
// then times `npm run backup` against the running product and `npm run restore` into a fresh DATA_DIR.
// Last line: backup_s=<s> restore_s=<s> archive_bytes=<n> archive_mb=<MB> events=<n> content_events=<n>
// BENCH_DATA_DIR keeps the built source between runs (loading 10M events takes minutes).
import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const CONTENT_EVENTS = Number(process.env.BENCH_CONTENT_EVENTS ?? 10_000);
const CHUNK = 1_000_000;
const ADMIN = { username: 'bench', password: 'bench-backup-passwort' };
const CLI = path.join(root, 'dist/api/apps/api/src/cli');
const MAIN = path.join(root, 'dist/api/apps/api/src/main.js');

const work = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'bench-backup-'));
const source = path.join(work, 'source');
const target = path.join(work, `restored-${Date.now()}`);
const archive = path.join(work, `bench-${Date.now()}.tar`);
const env = (dataDir, extra = {}) => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  BACKUP_TIME: 'off',
  WEB_DIST_DIR: 'tmp/no-web-build',
  INGEST_REDIS_PREFIX: `bench-backup-${process.pid}`,
  REDIS_KEY_PREFIX: `bench-backup-${process.pid}:`,
  ...extra,
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built product on `dataDir`, resolved once it runs; stop() ends it with SIGTERM. */
async function startProduct(dataDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: env(dataDir, { PORT: String(port), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password }),
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  while (!output.includes('läuft')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the product did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function contentEvents(product) {
  const { token } = await call(product.base, 'POST', '/api/admin/login', ADMIN);
  const started = Date.now();
  // Create 100 stories, then edit them round-robin: every call appends one event.
  const ids = [];
  for (let i = 0; i < Math.min(100, CONTENT_EVENTS); i++)
    ids.push(
      (await call(product.base, 'POST', '/api/admin/success-stories', { company: `Firma ${i}`, title: 'Neu' }, token))
        .story.id,
    );
  let next = ids.length;
  const worker = async () => {
    while (next < CONTENT_EVENTS) {
      const i = next++;
      await call(
        product.base,
        'PUT',
        `/api/admin/success-stories/${ids[i % ids.length]}`,
        { title: `Stand ${i}` },
        token,
      );
      if (i % 2000 === 0)
        process.stdout.write(`content events: ${i} (${Math.round((Date.now() - started) / 1000)} s)\n`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(`content events: ${CONTENT_EVENTS} in ${Math.round((Date.now() - started) / 1000)} s`);
}

async function loadAnalytics() {
  const analytics = require(path.join(root, 'dist/api/libs/analytics/src/index.js'));
  const config = analytics.analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: path.join(source, 'clickhouse') });
  const client = await analytics.createClickHouseClient(config);
  try {
    const count = async () =>
      Number(
        (await (await client.query({ query: 'SELECT count() AS n FROM events', format: 'JSONEachRow' })).json())[0].n,
      );
    const started = Date.now();
    for (let offset = await count(); offset < EVENTS; offset += CHUNK) {
      const size = Math.min(CHUNK, EVENTS - offset);
      await client.command({
        query: `INSERT INTO events (event_id, kind, received_at, page_path, referrer, traffic_source, session_id, visitor_id,
            device_type, browser, os, country, consented, event_type, event_label, duration_seconds, metadata)
          SELECT generateUUIDv4(number), kind, ts, page, '', source, session, visitor, device, browser, 'Linux', country,
            session != '', etype, '', if(etype = 'time_on_page', (n * 13) % 300, 0), ''
          FROM (
            SELECT number, number + ${offset} AS n, n % 180 AS day,
              toDateTime64(toStartOfDay(now64(3, 'UTC')) - toIntervalDay(day), 3, 'UTC') + toIntervalMillisecond((n * 7919) % 86400000) AS ts,
              multiIf(n % 100 < 80, 'pageview', n % 100 < 95, 'event', n % 100 < 99, 'time_update', 'consent') AS kind,
              ['/', '/leistungen', '/preise', '/portfolio', '/kontakt', '/faq'][1 + (n * 31) % 6] AS page,
              hex(cityHash64(day, intDiv(n, 180) % 20000)) AS visitor,
              if((n * 17) % 10 < 6, concat('sess_', toString(day), '_', toString(intDiv(n, 180) % 30000)), '') AS session,
              ['desktop', 'mobile', 'tablet'][1 + (n * 7) % 3] AS device,
              ['Chrome', 'Firefox', 'Safari', 'Edge'][1 + (n * 11) % 4] AS browser,
              ['DE', 'DE', 'AT', 'CH', 'NL'][1 + (n * 13) % 5] AS country,
              if(kind = 'pageview', ['direct', 'search', 'social', 'referral'][1 + (n * 3) % 4], '') AS source,
              if(kind = 'event', ['button_click', 'scroll_depth', 'form_start', 'time_on_page'][1 + (n * 19) % 4], '') AS etype
            FROM numbers(${size})
          )`,
      });
      process.stdout.write(`analytics events: ${offset + size} (${Math.round((Date.now() - started) / 1000)} s)\n`);
    }
    for (const table of ['daily_totals', 'daily_dimensions', 'sessions'])
      await client.command({ query: `OPTIMIZE TABLE ${table} FINAL` });
    return count();
  } finally {
    await client.close();
  }
}

async function timed(command, args, dataDir) {
  const started = Date.now();
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(CLI, `${command}.js`), ...args], {
    cwd: root,
    env: env(dataDir),
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(`${stdout.trimEnd().replace(/^/gm, `  ${command}: `)}\n`);
  return seconds;
}

mkdirSync(work, { recursive: true });
// Under root the embedded PostgreSQL runs as the postgres user, which must pass through to its directory.
chmodSync(work, 0o711);
try {
  if (!existsSync(path.join(source, 'postgres'))) {
    // First start creates the stores and the schema; the content events go through the admin API.
    const product = await startProduct(source);
    try {
      await contentEvents(product);
    } finally {
      await product.stop();
    }
  }
  // chDB is the product's alone while it runs: the analytics events go in between two starts.
  const events = await loadAnalytics();
  const product = await startProduct(source);
  let backup;
  try {
    backup = await timed('backup', ['--out', archive], source);
  } finally {
    await product.stop();
  }
  const restore = await timed('restore', [archive], target);
  const bytes = statSync(archive).size;
  console.log(
    `backup_s=${backup.toFixed(1)} restore_s=${restore.toFixed(1)} archive_bytes=${bytes} ` +
      `archive_mb=${(bytes / 1024 / 1024).toFixed(1)} events=${events} content_events=${CONTENT_EVENTS}`,
  );
} finally {
  rmSync(target, { recursive: true, force: true });
  rmSync(archive, { force: true });
  if (!process.env.BENCH_DATA_DIR) rmSync(work, { recursive: true, force: true });
}
