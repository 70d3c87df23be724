#!/usr/bin/env node
// bench:pages — the public pages of the one-machine product (the built api serving dist/web, embedded stores)
// against a plain Node http server answering the very same bytes (status, headers, body as the product
// answered them), in one run:
//   1. for each public route of the sitemap, one unknown path and one redirect ('Weiterleitungen', 301), brotli
//      and identity: autocannon against the
//      plain server and the product (same connections and duration, after an unmeasured warm-up of each), in
//      BENCH_ROUNDS alternating rounds; a pair's ratio is the median of its rounds' ratios (each round's two
//      runs are back to back, so a noisy neighbour on the machine hits both about alike). Beside it the CPU
//      time each server process spent per answer (/proc; the product's idle CPU — embedded ClickHouse, queue
//      polls — measured first and taken off), less moved by contention on a shared machine:
//      cpu=<raw µs per answer ÷ product µs per answer>;
//   2. tracking calls at a steady rate, alone and while `/` is hammered with the same connections (both share
//      the product's event loop);
//   3. staff edits through the admin API (the title of a success story shown on `/`): the time of the first
//      request for `/` after each edit (a cache miss, or the render it waits for) and the time from sending
//      the edit until `/` shows it (medians over BENCH_EDITS edits).
// Settings: BENCH_DURATION (s per run, 3), BENCH_WARMUP (s, 1), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10),
// BENCH_TRACK_RATE (calls/s, 100), BENCH_EDITS (10), BENCH_PORT (3460; the plain server takes +2, the
// operators' port +8), BENCH_PRODUCT_ROOT (a checkout whose build to measure, e.g. the main branch's; this one).
// Last line: pages/raw=<lowest ratio over the routes, unknown path and redirect included> p99_ms=<worst p99 of
// the product> edit_visible_ms=<median> redirect/page=<the redirect's answers per second ÷ those of `/`>
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { FIREFOX, forkCannon, pageViewBody } from './load.mjs';
import { benchProduct, callApi, stopChild } from './product.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TRACK_RATE = Number(process.env.BENCH_TRACK_RATE ?? 100);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3460);
const RAW_PORT = PORT + 2;
const INTERNAL_PORT = PORT + 8;
const UNKNOWN_PATH = '/gibt-es-nicht';
const REDIRECT = { from: '/alte-leistungen', to: '/leistungen' };
const PUBLIC_URL = 'https://www.nordwerk-bench.de';
const { base, dataDir, start, login, remove } = benchProduct('pages', PORT);
const ENCODINGS = { br: 'br, gzip', identity: 'identity' };
// Headers that belong to the connection, not to the answer; the plain server's Node writes its own.
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

const children = [];

async function startProduct() {
  const child = await start({
    INTERNAL_PORT: String(INTERNAL_PORT),
    PUBLIC_URL,
    // Tracking calls come from many visitors behind one appending proxy, as deployed (bench:ingest does the same).
    TRUST_PROXY: '1',
  });
  children.push(child);
  return child;
}

/** A GET whose body stays as the server sent it, with the answer's own headers. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            rawHeaders: response.rawHeaders,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The product's answer to `pathname` with this Accept-Encoding, as the plain server will repeat it. */
async function capture(pathname, acceptEncoding) {
  const answer = await rawGet(`${base}${pathname}`, { 'accept-encoding': acceptEncoding });
  const headers = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (!CONNECTION_HEADERS.has(answer.rawHeaders[i].toLowerCase()))
      headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
  }
  headers.push(['Content-Length', String(answer.body.length)]);
  return {
    status: answer.status,
    headers,
    body: answer.body.toString('base64'),
    bytes: answer.body.length,
    encoding: answer.headers['content-encoding'] ?? 'identity',
  };
}

/** autocannon in a fresh process (tools/bench/cannon.mjs), the same for every phase. */
const cannon = (url, options = {}) => forkCannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });

const pageHeaders = (acceptEncoding) => ({ 'accept-encoding': acceptEncoding, 'user-agent': FIREFOX });

const trackBody = pageViewBody('/');
function trackingLoad() {
  return cannon(`${base}/api/track/pageview`, {
    method: 'POST',
    body: trackBody,
    headers: { 'content-type': 'application/json', 'user-agent': FIREFOX },
    clients: 1_000,
    connections: 4,
    overallRate: TRACK_RATE,
    duration: DURATION * 2,
  });
}

const api = (method, pathname, token, body) => callApi(base, method, pathname, { token, body });

/** Count and sum of the product's page render histogram (absent in builds without it: zeros). */
async function renderTimes() {
  const text = await (await fetch(`http://127.0.0.1:${INTERNAL_PORT}/metrics`)).text();
  const sum = (name) =>
    text
      .split('\n')
      .filter((line) => line.startsWith(name))
      .reduce((total, line) => total + Number(line.split(' ').pop()), 0);
  return {
    count: sum('agency_page_render_duration_seconds_count'),
    seconds: sum('agency_page_render_duration_seconds_sum'),
  };
}

async function homeHtml() {
  const started = performance.now();
  const answer = await rawGet(`${base}/`, { 'accept-encoding': 'br, gzip' });
  const ms = performance.now() - started;
  const body = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
  return { ms, html: body.toString('utf8') };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One autocannon run and the CPU time `pid` spent meanwhile above `idle` (CPU seconds a second), per answer. */
async function timed(pid, url, options, idle = 0) {
  const before = cpuSeconds(pid);
  const started = performance.now();
  const result = await cannon(url, options);
  const busy = cpuSeconds(pid) - before - (idle * (performance.now() - started)) / 1000;
  const answers = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'];
  return { ...result, cpuPerAnswer: Math.max(0, busy) / Math.max(1, answers) };
}

/** CPU seconds a second `pid` uses while nothing is asked of it. */
async function idleCpu(pid, seconds = 5) {
  const before = cpuSeconds(pid);
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  return (cpuSeconds(pid) - before) / seconds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const fmt = (n) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

try {
  const product = await startProduct();
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  routes.push(UNKNOWN_PATH);
  // A redirect of staff's, answered before the page cache.
  const { token: staff } = await login();
  await api('POST', '/api/admin/redirects', staff, REDIRECT);
  for (let tries = 0; (await rawGet(`${base}${REDIRECT.from}`)).status !== 301; tries++) {
    if (tries > 100) throw new Error(`${REDIRECT.from} does not answer 301`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  routes.push(REDIRECT.from);
  console.log(`product: built api on ${base} (embedded stores), routes: ${routes.join(' ')}`);

  // 1. Every route, brotli and identity: the plain server with the product's bytes, then the product.
  const captured = {};
  for (const route of routes) {
    captured[route] = {};
    for (const [name, accept] of Object.entries(ENCODINGS)) captured[route][name] = await capture(route, accept);
  }
  const pagesFile = path.join(dataDir, 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(captured));
  const raw = fork(path.join(import.meta.dirname, 'pages-raw-server.mjs'), [pagesFile, String(RAW_PORT)]);
  children.push(raw);
  await new Promise((resolve) => raw.once('message', resolve));

  const idle = await idleCpu(product.pid);
  console.log(`product idle: ${(idle * 100).toFixed(1)} % of a core (taken off its CPU per answer)`);
  const rows = [];
  for (const route of routes) {
    for (const [name, accept] of Object.entries(ENCODINGS)) {
      const page = captured[route][name];
      const urls = { plain: `http://127.0.0.1:${RAW_PORT}${route}`, product: `${base}${route}` };
      const headers = pageHeaders(accept);
      for (const url of Object.values(urls)) await cannon(url, { headers, duration: WARMUP });
      const runs = [];
      for (let round = 0; round < ROUNDS; round++) {
        const plain = await timed(raw.pid, urls.plain, { headers });
        const ours = await timed(product.pid, urls.product, { headers }, idle);
        runs.push({
          plain,
          product: ours,
          ratio: ours.requests.average / plain.requests.average,
          cpu: plain.cpuPerAnswer / ours.cpuPerAnswer,
        });
      }
      const ratio = median(runs.map((run) => run.ratio));
      const p99 = median(runs.map((run) => run.product.latency.p99));
      const errors = runs.reduce((sum, run) => sum + run.product.errors + run.product.timeouts, 0);
      const cpu = median(runs.map((run) => run.cpu));
      rows.push({ route, name, ratio, p99, cpu, rate: median(runs.map((run) => run.product.requests.average)) });
      const rate = (which) => fmt(median(runs.map((run) => run[which].requests.average))).padStart(6);
      const latency = (which, p) => median(runs.map((run) => run[which].latency[p]));
      console.log(
        `${route.padEnd(16)} ${name.padEnd(8)} ${String(page.status)} ${String(page.bytes).padStart(7)} B ${page.encoding.padEnd(8)} ` +
          `raw ${rate('plain')} req/s p50 ${latency('plain', 'p50')} p99 ${latency('plain', 'p99')} ms | ` +
          `product ${rate('product')} req/s p50 ${latency('product', 'p50')} p99 ${p99} ms errors ${errors} | ` +
          `ratio ${ratio.toFixed(2)} (rounds ${runs.map((run) => run.ratio.toFixed(2)).join(' ')}) | ` +
          `cpu µs/answer raw ${fmt(median(runs.map((run) => run.plain.cpuPerAnswer)) * 1e6)} product ${fmt(median(runs.map((run) => run.product.cpuPerAnswer)) * 1e6)} cpu=${cpu.toFixed(2)}`,
      );
    }
  }
  await stopChild(raw);

  // 2. Tracking calls at a steady rate, alone, then while `/` is hammered (twice the run length: more samples
  // for a p99), in alternating rounds.
  const tracking = { alone: [], storm: [], pages: [] };
  for (let round = 0; round < ROUNDS; round++) {
    tracking.alone.push(await trackingLoad());
    const [calls, storm] = await Promise.all([
      trackingLoad(),
      cannon(`${base}/`, { headers: pageHeaders('br, gzip'), duration: DURATION * 2 }),
    ]);
    tracking.storm.push(calls);
    tracking.pages.push(storm);
  }
  const p = (results, key) => median(results.map((r) => r.latency[key]));
  const non2xx = (results) => results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  console.log(
    `tracking alone:        ${TRACK_RATE} calls/s offered, p50 ${p(tracking.alone, 'p50')} ms p99 ${p(tracking.alone, 'p99')} ms, non2xx+errors ${non2xx(tracking.alone)} (p99 per round ${tracking.alone.map((r) => r.latency.p99).join(' ')})`,
  );
  console.log(
    `tracking during storm: ${TRACK_RATE} calls/s offered, p50 ${p(tracking.storm, 'p50')} ms p99 ${p(tracking.storm, 'p99')} ms, non2xx+errors ${non2xx(tracking.storm)} (p99 per round ${tracking.storm.map((r) => r.latency.p99).join(' ')}); ` +
      `/ meanwhile ${fmt(median(tracking.pages.map((r) => r.requests.average)))} req/s p99 ${p(tracking.pages, 'p99')} ms`,
  );

  // 3. Staff edits through the admin API: the first request after each, and when `/` shows it.
  const { token } = await login();
  const { stories } = await api('GET', '/api/admin/success-stories', token);
  const { html: before } = await homeHtml();
  const story = stories.find((s) => s.enabled !== false && before.includes(s.title));
  if (!story) throw new Error('no success story title found on /');
  const misses = [];
  const visible = [];
  const rendersBefore = await renderTimes();
  // Each edit names the version it is based on (If-Match), as the back-office does.
  let { version } = story;
  for (let i = 1; i <= EDITS; i++) {
    const title = `Bench-Titel ${i} ${randomBytes(4).toString('hex')}`;
    const sent = performance.now();
    const edited = await callApi(base, 'PUT', `/api/admin/success-stories/${story.id}`, {
      token,
      body: { title },
      headers: { 'if-match': `"${version}"` },
    });
    version = edited.story.version;
    const first = await homeHtml();
    misses.push(first.ms);
    let shown = first.html.includes(title);
    while (!shown) {
      if (performance.now() - sent > 30_000) throw new Error(`edit ${i} not visible on / after 30 s`);
      shown = (await homeHtml()).html.includes(title);
    }
    visible.push(performance.now() - sent);
  }
  const rendersAfter = await renderTimes();
  await callApi(base, 'PUT', `/api/admin/success-stories/${story.id}`, {
    token,
    body: { title: story.title },
    headers: { 'if-match': `"${version}"` },
  });
  const renders = rendersAfter.count - rendersBefore.count;
  if (renders > 0) {
    console.log(
      `page renders during the edits: ${renders} (the pages that show the edited story), mean ${fmt(((rendersAfter.seconds - rendersBefore.seconds) / renders) * 1000)} ms with content reads and compression`,
    );
  }
  console.log(
    `first GET / after an edit: p50 ${fmt(median(misses))} ms, max ${fmt(Math.max(...misses))} ms (${misses.map(fmt).join(' ')})`,
  );
  console.log(
    `edit visible on /:         p50 ${fmt(median(visible))} ms, max ${fmt(Math.max(...visible))} ms (${visible.map(fmt).join(' ')})`,
  );

  const lowest = rows.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const worst = rows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const lowestCpu = rows.reduce((a, b) => (b.cpu < a.cpu ? b : a));
  console.log(
    `lowest ratio: ${lowest.route} ${lowest.name}; worst p99: ${worst.route} ${worst.name}; lowest cpu ratio ${lowestCpu.cpu.toFixed(2)} (${lowestCpu.route} ${lowestCpu.name})`,
  );
  const rateOf = (route) => median(rows.filter((row) => row.route === route).map((row) => row.rate));
  const redirectPerPage = rateOf(REDIRECT.from) / rateOf('/');
  console.log(
    `pages/raw=${lowest.ratio.toFixed(2)} p99_ms=${worst.p99} edit_visible_ms=${Math.round(median(visible))} ` +
      `redirect/page=${redirectPerPage.toFixed(2)}`,
  );
} finally {
  for (const child of children) await stopChild(child);
  remove();
}
