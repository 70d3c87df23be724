import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN, E2E_PORT } from './src/support/e2e-env';

const workspaceRoot = path.resolve(__dirname, '../..');
const baseURL = `http://localhost:${E2E_PORT}`;
// Parallel runs (another port) need their own data directory: each run starts from an empty one.
const dataDir = process.env.E2E_DATA_DIR ?? 'tmp/e2e-data';
// A private copy of the api build, like E2E_WEB_DIST_DIR below: a parallel rebuild of dist/api cannot swap
// the server under a run, and api and web stay from the same build.
const apiDist = process.env.E2E_API_DIST_DIR ?? 'dist/api';
const runStamp = Date.now();

/**
 * Browser tests against the real product: the built api (which serves the web build) on its embedded
 * stores. Build first: `npx nx run-many -t build -p api web`.
 */
export default defineConfig({
  testDir: './src',
  // A parallel run (another E2E_PORT) names its own, or each run's start would delete the other's traces.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/test-results/web-e2e.json') }]],
  use: {
    baseURL,
    headless: true,
    locale: 'de-DE',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // No DATABASE_URL / CLICKHOUSE_URL: the api starts embedded Postgres and chDB under a fresh DATA_DIR.
    command: `rm -rf ${dataDir} && env -u DATABASE_URL -u CLICKHOUSE_URL node ${apiDist}/apps/api/src/main.js`,
    cwd: workspaceRoot,
    url: baseURL,
    // The api seeds this staff account on its first start with an empty data directory.
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: dataDir,
      // Every run starts with empty rate limits (Redis outlives the data directory); the forms are sent
      // more often from one address than the production limits allow.
      REDIS_KEY_PREFIX: `e2e-${runStamp}:`,
      // The tracking queue, the workers' heartbeats, the pipeline log and the published tracking config
      // have their own prefix (default 'agency'): without this, two runs (or a run and a dev server) share
      // one queue, and each one's worker takes the other's tracking jobs into its own chDB.
      INGEST_REDIS_PREFIX: `e2e-${runStamp}`,
      OFFER_REQUEST_MAX_PER_IP: '1000',
      // Every spec logs staff in from this one address, more often than the 30 attempts in 15 minutes a
      // production address may make; without this the last specs of a full run were refused (429).
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000',
      OFFER_REQUEST_MAX_PER_EMAIL: '1000',
      // A private copy of the web build can be named, so a parallel rebuild of dist/web cannot pull the
      // assets from under a running test.
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? 'dist/web',
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
