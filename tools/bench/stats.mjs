#!/usr/bin/env node
// bench:stats — loads 10M (and 100M) events spread over 180 days into embedded chDB (INSERT … SELECT from numbers(),
// through the same materialized views as production), then times the full statistics response. Two variants,
// each in a process of its own (chDB binds one data directory to one process):
//   normal  — realistic traffic only: visits of one to five calls walking through the site's pages in a
//             plausible order, half of them bouncing (VISITS and JOURNEYS below);
//   hostile — the same 10M events, of which 1M are page views on distinct random paths of the longest length
//             the intake keeps (200 characters), all within the statistics window, 60 % of them each in a
//             session of its own (so they are entry pages too): one client flooding the intake.
//   year    — realistic traffic only, spread over 365 days (BENCH_YEAR_DAYS), for the 12-month views.
// Each variant also times, after the default: the 12-month view with the previous period
// (`view(now, { period: '12m', compare: 'previous' })`), the same with two filters (page and source:
// `filter: ['page:/preise', 'source:search']`, computed from the filtered events) and the live query
// (visitors of the last 5 minutes and their pages, from the per-minute rollup).
// Sizes: BENCH_SIZES (events per variant, comma-separated; 10M and 100M by default, BENCH_EVENTS alone also
// names one size); each size runs every variant. A line per size: [10m] stats_p50_ms normal=<ms> hostile=<ms>
// ratio=<hostile/normal> year_compare_p50_ms … year_filtered_p50_ms … live_p50_ms … rss_mb …; the last line names
// the worst view of each size: cold_max_ms_10m=<first read> p95_max_ms_10m=<p95> cold_max_ms_100m=… p95_max_ms_100m=…
// hostile_ratio=<worst hostile/normal> rss_mb_100m=<largest size's RSS>
// (BENCH_VARIANT=normal|hostile|year runs one variant alone and ends with stats_p50_ms=<ms> … rss_mb=<MB>
// cold_max_ms=<ms> p95_max_ms=<ms>).
// Shape: BENCH_DAYS (180; the year variant BENCH_YEAR_DAYS, 365), BENCH_HOSTILE_EVENTS (1M), BENCH_RUNS (40 reads
// each); BENCH_VARIANTS=normal,year picks variants (all three by default). Loading runs at ~150k events/s here,
// so 100M takes over ten minutes per variant. A small check that it works: BENCH_SIZES=200000
// BENCH_HOSTILE_EVENTS=20000 BENCH_RUNS=5.
// Before/after a change on the same data and load: build the code before it (`nx run ingest:build`), copy
// dist/ingest aside, build the change, then BENCH_BASELINE=<the copy> times both, interleaved, in one process
// (a line `baseline: …` before the last). Each timed read prints p50, p95, its first (cold) read and the
// load average. BENCH_LEADS=1 also times the leads queries (after `nx run api:build`), BENCH_GOALS=1 the goals
// and funnels, BENCH_VIEWS=all every period (alone and compared) and every filter alone and in pairs. BENCH_RUNS=0
// with BENCH_DATA_DIR only loads the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const VARIANT = process.env.BENCH_VARIANT;

if (!VARIANT) {
  // Each size (BENCH_SIZES, events; 10M and 100M by default), each variant in its own process; then the comparison.
  const sizes = (process.env.BENCH_SIZES ?? process.env.BENCH_EVENTS ?? '10000000,100000000').split(',').map(Number);
  const label = (size) => (size >= 1e6 ? `${Math.round(size / 1e6)}m` : `${Math.round(size / 1e3)}k`);
  const summary = [];
  let worstRatio = 0;
  let rssOfLargest = 0;
  for (const size of sizes) {
    const results = {};
    const variants = (process.env.BENCH_VARIANTS ?? 'normal,hostile,year').split(',');
    for (const variant of variants) {
      const child = spawn(process.execPath, [import.meta.filename], {
        env: {
          ...process.env,
          BENCH_VARIANT: variant,
          BENCH_EVENTS: String(size),
          ...(process.env.BENCH_DATA_DIR && { BENCH_DATA_DIR: path.join(process.env.BENCH_DATA_DIR, label(size)) }),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        process.stdout.write(
          `[${label(size)} ${variant}] ${chunk}`.replace(/\n(?=.)/g, `\n[${label(size)} ${variant}] `),
        );
      });
      const code = await new Promise((resolve) => child.on('exit', resolve));
      // BENCH_RUNS=0 only loads the data: nothing to compare.
      if (code === 0 && process.env.BENCH_RUNS === '0') continue;
      const last =
        /stats_p50_ms=([\d.]+) .*year_compare_p50_ms=([\d.]+) .*year_filtered_p50_ms=([\d.]+) .*live_p50_ms=([\d.]+) .*rss_mb=(\d+) .*cold_max_ms=([\d.]+) p95_max_ms=([\d.]+)/.exec(
          out,
        );
      if (code !== 0 || !last) throw new Error(`the ${variant} variant at ${label(size)} failed (exit ${code})`);
      results[variant] = {
        p50: Number(last[1]),
        year: Number(last[2]),
        filtered: Number(last[3]),
        live: Number(last[4]),
        rss: Number(last[5]),
        cold: Number(last[6]),
        p95: Number(last[7]),
      };
    }
    if (process.env.BENCH_RUNS === '0') continue;
    const each = (key) => variants.map((v) => `${v}=${results[v][key]}`).join(' ');
    const ratio = results.hostile && results.normal ? results.hostile.p50 / results.normal.p50 : undefined;
    console.log(
      `[${label(size)}] stats_p50_ms ${each('p50')} ratio=${ratio?.toFixed(2) ?? '-'} year_compare_p50_ms ${each('year')} ` +
        `year_filtered_p50_ms ${each('filtered')} live_p50_ms ${each('live')} rss_mb ${each('rss')}`,
    );
    const worst = (key) => Math.max(...variants.map((v) => results[v][key]));
    summary.push(`cold_max_ms_${label(size)}=${worst('cold')} p95_max_ms_${label(size)}=${worst('p95')}`);
    if (ratio !== undefined) worstRatio = Math.max(worstRatio, ratio);
    rssOfLargest = worst('rss');
  }
  if (process.env.BENCH_RUNS === '0') process.exit();
  // The worst view of each size: its first (cold) read and its p95; the hostile default view against the normal.
  console.log(
    `${summary.join(' ')} hostile_ratio=${worstRatio ? worstRatio.toFixed(2) : '-'} rss_mb_${label(sizes[sizes.length - 1])}=${rssOfLargest}`,
  );
  // The bound: a flood of distinct paths may cost at most twice the normal response time.
  if (worstRatio > 2) {
    console.error(`hostile statistics response ${worstRatio.toFixed(2)}× the normal one (bound: 2×)`);
    process.exitCode = 1;
  }
  process.exit();
}

const HOSTILE = VARIANT === 'hostile';
/** Days the normal traffic is spread over: 180, or a year for the year variant. */
const DAYS = Number(VARIANT === 'year' ? (process.env.BENCH_YEAR_DAYS ?? 365) : (process.env.BENCH_DAYS ?? 180));
/** Events of the hostile variant that carry a distinct random path (of EVENTS). */
const HOSTILE_EVENTS = Number(process.env.BENCH_HOSTILE_EVENTS ?? 1_000_000);
const analytics = require(path.join(root, 'dist/ingest/libs/analytics/src/index.js'));

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CHUNK = 1_000_000;
/**
 * The visits of the normal traffic, repeated every 20 events: each a session of page views (p), events (e) and
 * one time update or consent (x), in the order of its calls. Half of them bounce (a single page view); the
 * others view 2 to 4 pages, 2.5 calls per visit on average.
 */
const VISITS = ['p', 'ppepp', 'px', 'ppp', 'p', 'ppep', 'pe', 'pp'];
/**
 * The pages a visit walks through, one of these per session: its page views follow the list from the start,
 * its other calls stay on the page viewed last. Visits enter mostly on '/', '/leistungen' or '/preise'.
 */
const JOURNEYS = [
  ['/', '/leistungen', '/preise', '/kontakt'],
  ['/', '/leistungen', '/portfolio', '/kontakt'],
  ['/', '/portfolio', '/leistungen', '/preise'],
  ['/', '/team', '/blog', '/impressum'],
  ['/leistungen', '/preise', '/kontakt', '/faq'],
  ['/leistungen', '/portfolio', '/kontakt', '/datenschutz'],
  ['/preise', '/faq', '/leistungen', '/kontakt'],
  ['/blog', '/', '/leistungen', '/kontakt'],
];
/** Each event of a cycle of VISITS: its visit, its call (p, e or x), its place in the visit and the page's. */
const CYCLE = VISITS.flatMap((calls, visit) =>
  [...calls].map((call, position) => ({
    visit,
    call,
    position,
    step: [...calls.slice(0, position + 1)].filter((c) => c === 'p').length - 1,
  })),
);
/** A ClickHouse literal of a value of numbers, strings and arrays of them. */
const sql = (value) =>
  Array.isArray(value) ? `[${value.map(sql).join(', ')}]` : JSON.stringify(value).replaceAll('"', "'");

// BENCH_DATA_DIR keeps the loaded data between runs (for profiling); by default a temporary directory.
const keep = process.env.BENCH_DATA_DIR && path.join(process.env.BENCH_DATA_DIR, VARIANT);
const dir = keep ?? mkdtempSync(path.join(tmpdir(), 'bench-stats-'));

const config = analytics.analyticsEnvSchema.parse({ CLICKHOUSE_DATA_DIR: dir, CLICKHOUSE_DATABASE: 'bench' });
const client = await analytics.createClickHouseClient(config);
try {
  const migrateStart = Date.now();
  const migrated = await analytics.runMigrations(client);
  // On kept data (BENCH_DATA_DIR) a new migration fills its tables from what is stored: its time is the upgrade's.
  console.log(`migrations ${migrated.join(', ') || 'none'} applied in ${Date.now() - migrateStart} ms`);
  const loadStart = Date.now();
  const [{ n: already }] = await (
    await client.query({ query: 'SELECT count() AS n FROM events', format: 'JSONEachRow' })
  ).json();
  const loaded = Number(already) >= EVENTS;
  // Hostile: the first HOSTILE_EVENTS are the flood, the rest the same normal traffic (as many events in all).
  const flood = HOSTILE && !loaded ? HOSTILE_EVENTS : 0;
  for (let offset = 0; offset < flood; offset += CHUNK) {
    const size = Math.min(CHUNK, flood - offset);
    // What the intake stores for a 1.5 KB random path: normalised, 200 characters. Spread over the window's
    // 30 days (today included); 60 % with a session of their own, entering on that path.
    await client.command({
      query: `INSERT INTO events (event_id, kind, received_at, page_path, referrer, traffic_source, session_id, visitor_id,
          device_type, browser, os, country, consented, event_type, event_label, duration_seconds, metadata)
        SELECT generateUUIDv4(number), 'pageview', ts, page, '', 'direct', session, visitor, 'desktop', 'Chrome', 'Linux', 'DE',
          session != '', '', '', 0, ''
        FROM (
          SELECT number, number + ${offset} AS n, n % 30 AS day,
            toDateTime64(toStartOfDay(now64(3, 'UTC')) - toIntervalDay(day), 3, 'UTC') + toIntervalMillisecond((n * 7919) % 86400000) AS ts,
            concat('/', substring(lower(hex(randomString(100))), 1, 199)) AS page,
            hex(cityHash64('flood', n)) AS visitor,
            if((n * 17) % 10 < 6, concat('sess_flood_', toString(n)), '') AS session
          FROM numbers(${size})
        )`,
    });
    process.stdout.write(`loaded ${offset + size} flood events (${Math.round((Date.now() - loadStart) / 1000)} s)\n`);
  }
  for (let offset = loaded ? EVENTS : flood; offset < EVENTS; offset += CHUNK) {
    const size = Math.min(CHUNK, EVENTS - offset);
    // n walks the visits of VISITS, one cycle of 20 events after another; each visit is a session s of its own,
    // on day s % DAYS, started at a random time of that day, its calls 15–75 s apart. At most 20k visitors a day
    // (further sessions of the day come from the same visitors), 60 % of the sessions consented; device, browser, country and the entry page's
    // source belong to the session, later page views are internal navigation. The x call is a consent in every
    // fifth cycle, a time update otherwise: 80 % page views, 15 % events, 4 % time updates, 1 % consents.
    await client.command({
      query: `INSERT INTO events (event_id, kind, received_at, page_path, referrer, traffic_source, session_id, visitor_id,
          device_type, browser, os, country, consented, event_type, event_label, duration_seconds, metadata)
        SELECT generateUUIDv4(number), kind, ts, page, '', source, session, visitor, device, browser, 'Linux', country,
          session != '', etype, label, if(etype = 'time_on_page', cityHash64(n, 'seconds') % 300, 0), ''
        FROM (
          SELECT number, number + ${offset} AS n, intDiv(n, ${CYCLE.length}) AS cycle, 1 + n % ${CYCLE.length} AS slot,
            cycle * ${VISITS.length} + ${sql(CYCLE.map((c) => c.visit))}[slot] AS s, ${sql(CYCLE.map((c) => c.step))}[slot] AS step,
            s % ${DAYS} AS day,
            toDateTime64(toStartOfDay(now64(3, 'UTC')) - toIntervalDay(day), 3, 'UTC')
              + toIntervalMillisecond(cityHash64(s) % 86000000 + ${sql(CYCLE.map((c) => c.position))}[slot] * 45000 + n % 30000) AS ts,
            ${sql(CYCLE.map((c) => c.call))}[slot] AS call,
            multiIf(call = 'p', 'pageview', call = 'e', 'event', cycle % 5 = 0, 'consent', 'time_update') AS kind,
            ${sql(JOURNEYS)}[1 + cityHash64(s, 'journey') % ${JOURNEYS.length}][1 + step] AS page,
            hex(cityHash64(day, intDiv(s, ${DAYS}) % 20000)) AS visitor,
            if(cityHash64(s, 'consent') % 10 < 6 AND kind != 'consent', concat('sess_', toString(day), '_', toString(s)), '') AS session,
            ['desktop', 'desktop', 'mobile', 'mobile', 'tablet'][1 + cityHash64(s, 'device') % 5] AS device,
            ['Chrome', 'Firefox', 'Safari', 'Edge'][1 + cityHash64(s, 'browser') % 4] AS browser,
            ['DE', 'DE', 'DE', 'AT', 'CH', 'NL', 'US', 'unknown'][1 + cityHash64(s, 'country') % 8] AS country,
            if(kind = 'pageview', if(step = 0, ['direct', 'search', 'search', 'social', 'referral', 'campaign'][1 + cityHash64(s, 'source') % 6], 'internal'), '') AS source,
            multiIf(kind = 'event', ['button_click', 'scroll_depth', 'form_start', 'form_submit', 'time_on_page', 'external_link_click', 'error', 'faq_question_open'][1 + cityHash64(n, 'type') % 8],
                    kind = 'consent', ['all_accepted', 'only_necessary', 'customized'][1 + cityHash64(n, 'type') % 3], '') AS etype,
            multiIf(etype = 'button_click', ['Projekt starten', 'Mehr erfahren', 'Jetzt anfragen', 'Details ansehen', 'Kontakt aufnehmen', 'Portfolio ansehen'][1 + cityHash64(n, 'label') % 6],
                    etype = 'form_submit', ['contact-form', 'offer-request'][1 + cityHash64(n, 'label') % 2], '') AS label
          FROM numbers(${size})
        )`,
    });
    process.stdout.write(`loaded ${offset + size} events (${Math.round((Date.now() - loadStart) / 1000)} s)\n`);
  }
  const [{ n }] = await (
    await client.query({ query: 'SELECT count() AS n FROM events', format: 'JSONEachRow' })
  ).json();
  console.log(`events table: ${n} rows, loaded in ${Math.round((Date.now() - loadStart) / 1000)} s`);

  // A server merges a rollup's parts in the background within minutes; the bulk load just wrote hundreds
  // of unmerged parts at once. Merging them now measures the settled state (the live inserts below still
  // add unmerged parts for today, as in production).
  const mergeStart = Date.now();
  for (const table of ['daily_totals', 'daily_dimensions', 'sessions', 'live_minutes'])
    await client.command({ query: `OPTIMIZE TABLE ${table} FINAL` });
  console.log(`rollups merged in ${Date.now() - mergeStart} ms`);
  if (RUNS === 0) {
    // BENCH_RUNS=0 with BENCH_DATA_DIR: only load the data, for later runs.
    console.log('BENCH_RUNS=0: data loaded, no reads timed');
    await client.close();
    if (!keep) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }

  const queries = new analytics.StatisticsQueries(client);
  if (process.env.BENCH_PROFILE) {
    const rows = queries.rows;
    queries.rows = async function (query, params) {
      const t = performance.now();
      const result = await rows.call(this, query, params);
      console.log(`  ${(performance.now() - t).toFixed(1)} ms  ${query.replace(/\s+/g, ' ').slice(0, 80)}`);
      return result;
    };
    // The statements of a filtered read (its tables of one read) too.
    const command = client.command.bind(client);
    client.command = async (params) => {
      const t = performance.now();
      const result = await command(params);
      console.log(`  ${(performance.now() - t).toFixed(1)} ms  ${params.query.replace(/\s+/g, ' ').slice(0, 120)}`);
      return result;
    };
  }
  /** Live traffic between two reads: 100 new calls today in one consented session. */
  const liveCalls = (session) =>
    client.command({
      query: `INSERT INTO events (event_id, kind, received_at, page_path, session_id, visitor_id, device_type, browser, os, country, traffic_source)
        SELECT generateUUIDv4(number), if(number % 4 = 0, 'event', 'pageview'), now64(3, 'UTC'), '/live', {session:String},
          hex(number), 'desktop', 'Chrome', 'Linux', 'DE', 'direct' FROM numbers(100)`,
      query_params: { session },
    });
  const now = new Date();
  // BENCH_BASELINE: the dist/ingest directory of another build (the code before a change): its statistics are
  // timed in the same process on the same data, interleaved with this build's, so load drift hits both alike.
  const baselineModule =
    process.env.BENCH_BASELINE &&
    require(path.join(path.resolve(process.env.BENCH_BASELINE), 'libs/analytics/src/index.js'));
  const baseline = baselineModule && new baselineModule.StatisticsQueries(client);
  const implementations = baseline ? { current: queries, baseline } : { current: queries };
  // The module-level reads (goals, funnels) of each build, timed the same way.
  const modules = baselineModule ? { current: analytics, baseline: baselineModule } : { current: analytics };
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const p50 = (times) => times.toSorted((a, b) => a - b)[Math.floor(0.5 * times.length)];
  const p95 = (times) => times.toSorted((a, b) => a - b)[Math.min(times.length - 1, Math.floor(0.95 * times.length))];
  /**
   * RUNS reads by each implementation, interleaved (the order alternating), each after live traffic: 100 new
   * calls today (one consented session), so today's figures are recomputed on every read, as in production.
   */
  const timed = async (label, read, impls = implementations) => {
    const times = Object.fromEntries(Object.keys(impls).map((k) => [k, []]));
    const last = {};
    for (let i = 0; i < RUNS; i++) {
      const order = Object.entries(impls);
      if (i % 2) order.reverse();
      for (const [name, impl] of order) {
        await liveCalls(`sess_${label}_${name}_${i}`);
        const started = performance.now();
        last[name] = await read(impl);
        times[name].push(performance.now() - started);
      }
    }
    console.log(
      `${label}: ` +
        Object.entries(times)
          .map(([k, t]) => `${k} p50=${p50(t).toFixed(1)} p95=${p95(t).toFixed(1)} first=${t[0].toFixed(0)} ms`)
          .join('; ') +
        ` (load ${load()})`,
    );
    return { times, sample: last.current };
  };

  console.log(`load average before the reads: ${load()}`);
  const coldStart = performance.now();
  await queries.statistics(now);
  const coldMs = performance.now() - coldStart;
  console.log(`first (cold) statistics response: ${coldMs.toFixed(0)} ms`);
  if (baseline) await baseline.statistics(now);

  const stats = await timed('default', (impl) => impl.statistics(now));
  const sample = stats.sample;
  console.log(
    `sample: page_views=${sample.page_views} unique_visitors=${sample.unique_visitors} sessions_bounce_rate=${sample.bounce_rate} top_pages=${sample.top_pages.length}`,
  );
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(
    `top_pages: ${sample.top_pages.map((p) => `${p.page.slice(0, 24)}=${p.views}`).join(' ')}; browsers: ${Object.keys(sample.browsers).length} keys`,
  );

  // The 12-month view with the previous period; its first read groups every day's sessions once.
  const year = await timed('12-month view with comparison', (impl) =>
    impl.view(now, { period: '12m', compare: 'previous' }),
  );
  console.log(
    `12-month sample: page_views=${year.sample.page_views} trend_points=${year.sample.trend.length} previous_page_views=${year.sample.comparison.page_views}`,
  );

  // The 12-month view with comparison and two filters: its first read computes the filtered
  // rollups of every covered day, later ones only the days that changed (today's live calls).
  const filtered = await timed('12-month view with comparison, page and source filters', (impl) =>
    impl.view(now, { period: '12m', compare: 'previous', filter: ['page:/preise', 'source:search'] }),
  );
  const f = filtered.sample;
  console.log(
    `12-month filtered sample (page /preise, source search): page_views=${f.page_views} ` +
      `unique_visitors=${f.unique_visitors} bounce_rate=${f.bounce_rate} top_pages=${f.top_pages.length} ` +
      `previous_page_views=${f.comparison.page_views}`,
  );

  // The live query: the last 5 minutes of the per-minute rollup; live calls keep arriving.
  const live = await timed('live', (impl) => impl.live(new Date()));
  console.log(
    `live sample: visitors=${live.sample.visitors} pages=${live.sample.pages.map((p) => `${p.page}=${p.visitors}`).join(' ')}`,
  );
  // BENCH_LEADS=1 (needs `nx run api:build`): the leads query, which reads raw events (docs/metrics.md
  // 'Leads by source'): the landings of 5,000 sessions of today and yesterday. Timed for the record, not against a
  // target. The offer funnel is read as every funnel is (BENCH_GOALS times one).
  if (process.env.BENCH_LEADS) {
    const { LeadSourcesQueries } = require(path.join(root, 'dist/api/apps/api/src/leads/lead-sources.queries.js'));
    const leads = new LeadSourcesQueries(client);
    const today = now.toISOString().slice(0, 10);
    const day = (n) => new Date(Date.parse(`${today}T00:00:00.000Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const ids = (
      await (
        await client.query({
          query: `SELECT DISTINCT session_id FROM events WHERE kind = 'pageview' AND session_id != ''
            AND toDate(received_at) >= {from:Date} LIMIT 5000`,
          query_params: { from: day(1) },
          format: 'JSONEachRow',
        })
      ).json()
    ).map((r) => r.session_id);
    const only = { current: leads };
    const landings = await timed(
      `leads landings (${ids.length} sessions)`,
      (impl) => impl.landings(ids, [day(1), today]),
      only,
    );
    console.log(`landings sample: ${landings.sample.size} sessions with a landing`);
  }
  // BENCH_GOALS=1: goals and funnels (docs/metrics.md 'Goals', 'Funnels'), which read the raw page views and
  // events of the range: five goals over the last 30 days, and a three-step funnel of pages and a goal.
  if (process.env.BENCH_GOALS) {
    const rows = analytics.readRows(client);
    const range = analytics.periodRange({ period: '30d' }, now);
    const page = (id, pattern) => ({ id, type: 'page', page: pattern, event_type: '', event_label: '' });
    const event = (id, type, label = '') => ({ id, type: 'event', page: '', event_type: type, event_label: label });
    const goals = [
      page('g1', '/leistungen*'),
      page('g2', '/kontakt'),
      page('g3', '/p*'),
      event('g4', 'form_submit', 'offer-request'),
      event('g5', 'button_click'),
    ];
    // This build keeps past days' goal and funnel figures in ClickHouse (a first read stores them; kept data may
    // hold them from an earlier run, so they go first); a baseline from before that took the rows function.
    await client.command({ query: 'TRUNCATE TABLE IF EXISTS goal_days' });
    await client.command({ query: 'TRUNCATE TABLE IF EXISTS funnel_days' });
    const goalRead = await timed(
      'goals (5, 30 days)',
      (module) => module.goalFigures(module === analytics ? client : rows, goals, range, now),
      modules,
    );
    console.log(
      `goals sample: visitors=${goalRead.sample.visitors} ${goalRead.sample.goals.map((g) => g.conversions).join(' ')}`,
    );
    const funnel = {
      steps: [page('s1', '/'), page('s2', '/leistungen*'), event('s3', 'form_submit', 'offer-request')],
    };
    const funnelRead = await timed(
      'funnel (3 steps, 30 days)',
      (module) => module.funnelFigures(module === analytics ? client : rows, funnel, range, now),
      modules,
    );
    console.log(`funnel sample: ${funnelRead.sample.total.map((s) => s.sessions).join(' → ')}`);
  }
  // BENCH_VIEWS=all: every view staff can open in the statistics tab, each timed like the ones above: every
  // period alone and compared with the one before, and the last 30 days with each filter alone and with every
  // pair of filters (values the generated traffic holds). The CSV export reads the same view and only formats it.
  const everyView = [];
  if (process.env.BENCH_VIEWS === 'all') {
    const FILTERS = {
      page: 'page:/preise',
      source: 'source:search',
      device: 'device:Mobile',
      browser: 'browser:Firefox',
      country: 'country:AT',
    };
    const dims = Object.keys(FILTERS);
    const cases = [
      ...['today', '7d', '30d', '6m', '12m'].flatMap((period) => [
        [period, { period }],
        [`${period} compared`, { period, compare: 'previous' }],
      ]),
      ...dims.map((d) => [`30d ${d}`, { period: '30d', filter: [FILTERS[d]] }]),
      ...dims.flatMap((a, i) =>
        dims.slice(i + 1).map((b) => [`30d ${a}+${b}`, { period: '30d', filter: [FILTERS[a], FILTERS[b]] }]),
      ),
    ];
    for (const [name, query] of cases)
      everyView.push([name, await timed(`view ${name}`, (impl) => impl.view(now, query))]);
    console.log('every view (ms): name | p50 | p95 | first');
    for (const [name, result] of everyView) {
      const t = result.times.current;
      console.log(
        `  ${name.padEnd(26)} | ${p50(t).toFixed(0).padStart(6)} | ${p95(t).toFixed(0).padStart(6)} | ${t[0].toFixed(0).padStart(6)}`,
      );
    }
  }
  // Kept filtered views' tables go (a restart would find them empty; the api drops such leftovers at start).
  await queries.dropFilteredViews?.();
  if (baseline)
    console.log(
      `baseline: stats_p50_ms=${p50(stats.times.baseline).toFixed(1)} year_compare_p50_ms=${p50(year.times.baseline).toFixed(1)} ` +
        `year_filtered_p50_ms=${p50(filtered.times.baseline).toFixed(1)} live_p50_ms=${p50(live.times.baseline).toFixed(1)}`,
    );
  const c = (r) => r.times.current;
  // The worst of the views: the first (cold) read (the default's before the timed runs) and the p95.
  const views = [stats, year, filtered, live, ...everyView.map(([, result]) => result)];
  const coldMax = Math.max(coldMs, ...views.map((r) => c(r)[0]));
  const p95Max = Math.max(...views.map((r) => p95(c(r))));
  console.log(
    `stats_p50_ms=${p50(c(stats)).toFixed(1)} stats_p95_ms=${p95(c(stats)).toFixed(1)} year_compare_p50_ms=${p50(c(year)).toFixed(1)} ` +
      `year_compare_p95_ms=${p95(c(year)).toFixed(1)} year_filtered_p50_ms=${p50(c(filtered)).toFixed(1)} ` +
      `year_filtered_p95_ms=${p95(c(filtered)).toFixed(1)} live_p50_ms=${p50(c(live)).toFixed(1)} ` +
      `live_p95_ms=${p95(c(live)).toFixed(1)} events=${n} rss_mb=${rssMb} load=${load().replaceAll(' ', '/')} ` +
      `cold_max_ms=${coldMax.toFixed(0)} p95_max_ms=${p95Max.toFixed(0)}`,
  );
} finally {
  await client.close();
  if (!keep) rmSync(dir, { recursive: true, force: true });
}
