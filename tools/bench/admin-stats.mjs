#!/usr/bin/env node
// bench:admin-stats — how soon the back-office's statistics tab shows its headline cards when a staff member
// opens it for the first time, in Debian's Chromium against the built one-machine product (embedded stores, a
// fresh data directory with a few hundred page views). Each run is a fresh browser (empty cache) that logs in
// on 'Mein Konto' and then clicks 'Statistiken':
//   - click → cards drawn: until the four headline cards' frames are in the layout (label visible);
//   - click → cards filled: until the first card shows its figure;
//   - api: the statistics answer's time in that run (the browser's resource timing).
// Each figure is the median of BENCH_RUNS runs after one unmeasured run, with the spread beside it.
// Settings: BENCH_RUNS (5), BENCH_PORT (3480), BENCH_CPU_SLOWDOWN (1: Chromium's CPU throttling factor; 4 is a
// mid-range phone or a busy machine), BENCH_PRODUCT_ROOT (a checkout whose build to measure; this one).
// Last line: tab_to_cards_ms=<median> tab_to_figures_ms=<median> api_ms=<median>
import { chromium } from 'playwright-core';
import { benchProduct, callApi, stopChild } from './product.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3480);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const { base, adminPassword: ADMIN_PASSWORD, start, login, remove } = benchProduct('admin-stats', PORT);
const CARD = '[data-testid="stat-card"]';

let product;

const api = (method, pathname, options) => callApi(base, method, pathname, options);

/** A few hundred page views of 60 visitors on the public pages, so the tab has figures, charts and tables. */
async function seed(token) {
  const paths = ['/', '/leistungen', '/preise', '/portfolio', '/faq', '/kontakt'];
  const agents = [
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ];
  for (let visitor = 0; visitor < 60; visitor++) {
    const userAgent = agents[visitor % agents.length];
    for (let view = 0; view < 5; view++)
      await api('POST', '/api/track/pageview', {
        headers: { 'x-forwarded-for': `85.214.1.${visitor}`, 'user-agent': userAgent },
        body: {
          page_path: paths[(visitor + view) % paths.length],
          referrer: visitor % 2 ? 'https://www.google.de/' : '',
          user_agent: userAgent,
          device_type: visitor % 3 === 1 ? 'mobile' : 'desktop',
          browser: 'Firefox',
          session_id: `sess_bench${String(visitor).padStart(16, '0')}`,
          duration_seconds: 0,
        },
      });
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const statistics = await api('GET', '/api/admin/statistics', { token });
    if (statistics.page_views > 0) return statistics.page_views;
    if (Date.now() > deadline) throw new Error('the seeded page views never reached the statistics');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/**
 * In the page: watches every frame from now on and keeps in `window.__cards` the first in which the four cards
 * are drawn and the first in which the first card shows its figure (performance.now(), counted from the
 * navigation's start unless `from` is set).
 */
function watchCards(selector) {
  const times = { from: 0 };
  window.__cards = times;
  const frame = () => {
    const now = performance.now();
    const cards = [...document.querySelectorAll(selector)].filter((card) => card.checkVisibility());
    times.drawn ??= cards.length >= 4 ? now : undefined;
    const figure = document.querySelector('[data-testid="stat-Seitenaufrufe"]')?.textContent ?? '';
    times.filled ??= /\d/.test(figure) ? now : undefined;
    if (times.drawn === undefined || times.filled === undefined) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The watched moments, in ms after `from`. */
async function cardTimes(page) {
  await page.waitForFunction(() => window.__cards.drawn !== undefined && window.__cards.filled !== undefined, null, {
    timeout: 60_000,
  });
  return page.evaluate(() => {
    const { from, drawn, filled } = window.__cards;
    return { drawn: drawn - from, filled: filled - from };
  });
}

async function measure(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
  const page = await context.newPage();
  if (SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  // Logged in on another tab: the statistics tab has not been opened in this browser yet.
  await page.goto(`${base}/admin/konto`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mein Konto' }).waitFor();
  await page.evaluate(() => performance.clearResourceTimings());
  // Every frame from the click on: the first in which the four cards are drawn, the first with a figure.
  await page.evaluate(watchCards, CARD);
  await page.evaluate(() => {
    window.__cards.from = performance.now();
    [...document.querySelectorAll('nav a')].find((a) => a.textContent?.trim() === 'Statistiken').click();
  });
  const { drawn, filled } = await cardTimes(page);
  const apiMs = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === '/api/admin/statistics');
    return entry ? entry.responseEnd - entry.startTime : NaN;
  });
  const storageState = await context.storageState();
  await context.close();
  return { drawn, filled, apiMs, ...(await measureColdOpen(browser, storageState)) };
}

/**
 * The tab opened cold: a browser with an empty cache, logged in (the session kept in its storage), opens
 * /admin/statistiken directly. From the navigation's start until the four cards are drawn and until the first
 * shows its figure, frame by frame from the document's first script on.
 */
async function measureColdOpen(browser, storageState) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE', storageState });
  const page = await context.newPage();
  if (SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  await page.addInitScript(watchCards, CARD);
  await page.goto(`${base}/admin/statistiken`);
  const { drawn, filled } = await cardTimes(page);
  await context.close();
  return { coldDrawn: drawn, coldFilled: filled };
}

try {
  product = await start({ TRUST_PROXY: '1' });
  const { token } = await login();
  const views = await seed(token);
  console.log(`seeded: ${views} page views counted; ${RUNS} runs, CPU slowdown ${SLOWDOWN}×`);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // One unmeasured run: the product's first statistics queries warm its embedded ClickHouse.
  await measure(browser);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await measure(browser);
    runs.push(run);
    console.log(
      `run ${i + 1}: click→cards drawn ${Math.round(run.drawn)} ms, click→cards filled ${Math.round(run.filled)} ms, api ${Math.round(run.apiMs)} ms; cold open→cards drawn ${Math.round(run.coldDrawn)} ms, →filled ${Math.round(run.coldFilled)} ms`,
    );
  }
  await browser.close();
  const drawn = runs.map((r) => r.drawn);
  const filled = runs.map((r) => r.filled);
  const apiTimes = runs.map((r) => r.apiMs);
  const coldDrawn = runs.map((r) => r.coldDrawn);
  const coldFilled = runs.map((r) => r.coldFilled);
  console.log(
    `medians (spread): click→cards drawn ${Math.round(median(drawn))} ms (${spread(drawn)}), click→cards filled ${Math.round(median(filled))} ms (${spread(filled)}), api ${Math.round(median(apiTimes))} ms (${spread(apiTimes)}); cold open→cards drawn ${Math.round(median(coldDrawn))} ms (${spread(coldDrawn)}), →filled ${Math.round(median(coldFilled))} ms (${spread(coldFilled)})`,
  );
  console.log(
    `tab_to_cards_ms=${Math.round(median(drawn))} tab_to_figures_ms=${Math.round(median(filled))} api_ms=${Math.round(median(apiTimes))} cold_to_cards_ms=${Math.round(median(coldDrawn))} cold_to_figures_ms=${Math.round(median(coldFilled))}`,
  );
} finally {
  await stopChild(product);
  remove();
}
