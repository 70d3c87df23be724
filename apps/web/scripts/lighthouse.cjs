// Lighthouse for the main public pages, as a phone (the default) or a desktop sees them (LH_DEVICE=desktop);
// prints the four scores of every run and the median per page, with total blocking time, largest contentful
// paint, layout shift and Lighthouse's benchmark index of the machine (medians per page).
//
// By default it measures the one-machine deployment: it starts the built api (dist/api/apps/api/src/main.js,
// which serves the web build and renders the pages) on its own port and data directory, measures, and stops it.
//   npm run lighthouse                               # builds api + web (Nx cache), starts the api on :3301, every
//                                                    # page of its sitemap, 3 runs per page
//   LH_RUNS=1 LH_PAGES=/,/faq npm run lighthouse     # fewer runs, chosen pages
//   LH_URL=http://localhost:3002 npm run lighthouse  # measure a site that is already running (e.g. serve.ts), start nothing
//   LH_DEVICE=desktop npm run lighthouse             # Lighthouse's desktop settings (wide window, no throttling of the CPU)
//   LH_CPU_SLOWDOWN=12 npm run lighthouse            # a slower phone or a slow day: the CPU 12× slowed instead of Lighthouse's 4×
// Other settings: LH_PORT (3301), LH_DATA_DIR (tmp/lh-data), LH_REPORT_DIR (tmp/lighthouse: one JSON report
// per page and run), CHROME_PATH (/usr/bin/chromium). Ends with a table of every page's medians. Exit code 1 when
// a median score is below LH_MIN (90).
const { spawn } = require('node:child_process');
const { existsSync, mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');
const runs = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const chosenPages = process.env.LH_PAGES?.split(',').filter(Boolean);
const minimum = Number(process.env.LH_MIN ?? 90);
const reportDir = path.resolve(root, process.env.LH_REPORT_DIR ?? 'tmp/lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const device = process.env.LH_DEVICE === 'desktop' ? 'desktop' : 'mobile';
const cpuSlowdown = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : undefined;

/** The pages to measure: LH_PAGES, or every page of the site's sitemap. */
async function pagesOf(base) {
  if (chosenPages?.length) return chosenPages;
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (pages.length === 0) throw new Error(`${base}/sitemap.xml lists no page`);
  return pages;
}

async function startApi() {
  const main = path.join(root, 'dist/api/apps/api/src/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'dist/web/client/index.html'))) {
    throw new Error('No build found: run "npx nx run-many -t build -p api web" first.');
  }
  const port = Number(process.env.LH_PORT ?? 3301);
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: process.env.LH_DATA_DIR ?? 'tmp/lh-data', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The api stopped during its start:\n${output}`);
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, stop };
}

/** Total blocking time, largest contentful paint, layout shift and the machine's benchmark index of a run. */
const describe = ({ tbt, lcp, cls, benchmarkIndex }) =>
  `TBT ${Math.round(tbt)} ms  LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}  benchmark index ${Math.round(benchmarkIndex)}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

(async () => {
  const { default: lighthouse } = await import('lighthouse');
  const config = device === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  const chromeLauncher = await import('chrome-launcher');
  const server = process.env.LH_URL
    ? { base: process.env.LH_URL.replace(/\/$/, ''), stop: async () => undefined }
    : await startApi();
  console.log(
    `Lighthouse (${device}${cpuSlowdown ? `, CPU ${cpuSlowdown}× slowed` : ''}) against ${server.base}${process.env.LH_URL ? '' : ' (one-machine api)'}, ${runs} run(s) per page`,
  );
  mkdirSync(reportDir, { recursive: true });
  let failed = false;
  const summary = [];
  try {
    const pages = await pagesOf(server.base);
    // Warm up a product started here: the first render of each page loads its server chunk and fills the
    // content caches.
    if (!process.env.LH_URL) for (const page of pages) await fetch(`${server.base}${page}`).catch(() => undefined);
    for (const page of pages) {
      const results = [];
      // A run whose trace Lighthouse failed to record (its `runtimeError`, e.g. NO_NAVSTART) measured nothing:
      // it is said and run again, up to three times per page, rather than counted as a score of 0.
      let retries = 0;
      for (let run = 1; run <= runs; run += 1) {
        // A fresh browser per run: no cache or service state carried from the previous one.
        const chrome = await chromeLauncher.launch({
          chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
        });
        try {
          const result = await lighthouse(
            `${server.base}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: CATEGORIES,
              ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
            },
            config,
          );
          const failure = result.lhr.runtimeError;
          if (failure && retries < 3) {
            retries += 1;
            console.log(`  ${page.padEnd(14)} run ${run}: Lighthouse recorded nothing (${failure.code}); again`);
            run -= 1;
            continue;
          }
          const scores = Object.fromEntries(
            CATEGORIES.map((key) => [key, Math.round((result.lhr.categories[key]?.score ?? 0) * 100)]),
          );
          const file = path.join(
            reportDir,
            `${page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '_')}-${device}-${run}.json`,
          );
          writeFileSync(file, result.report);
          const timings = {
            tbt: result.lhr.audits['total-blocking-time']?.numericValue ?? 0,
            lcp: result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
            cls: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
            benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? 0,
          };
          results.push({ scores, timings, lhr: result.lhr });
          console.log(
            `  ${page.padEnd(14)} run ${run}: ${CATEGORIES.map((key) => `${key} ${scores[key]}`).join('  ')}  ${describe(timings)}`,
          );
        } finally {
          await chrome.kill();
        }
      }
      const medians = Object.fromEntries(CATEGORIES.map((key) => [key, median(results.map((r) => r.scores[key]))]));
      const timing = (key) => median(results.map((r) => r.timings[key]));
      const timings = {
        tbt: timing('tbt'),
        lcp: timing('lcp'),
        cls: timing('cls'),
        benchmarkIndex: timing('benchmarkIndex'),
      };
      summary.push({ page, medians, timings });
      console.log(
        `${page.padEnd(16)} median: ${CATEGORIES.map((key) => `${key} ${medians[key]}`).join('  ')}  ${describe(timings)}`,
      );
      // What cost points, from the run with the median performance.
      const typical = results.find((r) => r.scores.performance === medians.performance) ?? results[0];
      for (const audit of Object.values(typical.lhr.audits)) {
        if (
          audit.score !== null &&
          audit.score < 0.9 &&
          !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)
        ) {
          console.log(`    - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        }
      }
      if (Object.values(medians).some((value) => value < minimum)) failed = true;
    }
  } finally {
    await server.stop();
  }
  console.log(`\nMedians (${device}${cpuSlowdown ? `, CPU ${cpuSlowdown}× slowed` : ''}, ${runs} run(s) per page):`);
  console.log('page             perf  a11y  bp   seo   TBT       LCP      CLS    benchmark index');
  for (const { page, medians, timings } of summary)
    console.log(
      `${page.padEnd(16)} ${CATEGORIES.map((key) => String(medians[key]).padEnd(5)).join(' ')} ${`${Math.round(timings.tbt)} ms`.padEnd(9)} ${`${(timings.lcp / 1000).toFixed(2)} s`.padEnd(8)} ${timings.cls.toFixed(3).padEnd(6)} ${Math.round(timings.benchmarkIndex)}`,
    );
  process.exitCode = failed ? 1 : 0;
})().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
