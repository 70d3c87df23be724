import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM, E2E_TRACE_SNAPSHOTS, E2E_WORKERS, WORKSPACE_ROOT } from './src/support/e2e-env';

/**
 * Browser tests against the real product: the built api (which serves the web build) on its embedded
 * stores. Build first: `npx nx run-many -t build -p api web`.
 *
 * No webServer here: each worker starts its own api (src/support/fixtures.ts, which every spec imports
 * `test` and `expect` from), so parallel workers never share data. E2E_PORT, E2E_DATA_DIR,
 * E2E_API_DIST_DIR and E2E_WEB_DIST_DIR name the first worker's port, the data directories' stem and
 * the builds (see src/support/e2e-env.ts); E2E_WORKERS the number of workers.
 */
export default defineConfig({
  testDir: './src',
  // A parallel run (another E2E_PORT) names its own, or each run's start would delete the other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // A spec file runs in one worker, its tests in order (some build on the one before).
  fullyParallel: false,
  workers: E2E_WORKERS,
  // A flaky test is fixed, not retried.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(WORKSPACE_ROOT, 'tmp/test-results/web-e2e.json') }]],
  use: {
    // baseURL comes from the worker's api (fixtures.ts).
    headless: true,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps a trace (every action with its timing, the network, the console, the sources) and
    // the screenshot below. Without the screencast and, unless E2E_TRACE_SNAPSHOTS=1, without the page's DOM
    // at every step: both are recorded for every test, to be thrown away when it passes. The DOM snapshots
    // alone cost about a tenth of the browser suite's CPU (docs/adr/0166-browser-traces-without-dom-snapshots.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: E2E_TRACE_SNAPSHOTS, sources: true },
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
