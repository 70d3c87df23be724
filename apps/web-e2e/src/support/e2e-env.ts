import { existsSync } from 'node:fs';
import path from 'node:path';

/** The workspace root: relative paths below (data directory, builds) are taken from here. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

/**
 * Port of the first worker's api; worker n listens on E2E_PORT + n (see fixtures.ts). A parallel run
 * (another engineer, another checkout) picks a port range of its own.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
/** Each worker's api starts from an empty data directory `<E2E_DATA_DIR>-<worker>`. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? 'tmp/e2e-data';
// A private copy of the api and web builds can be named: a parallel rebuild of dist/ cannot swap the
// server or its assets under a run, and api and web stay from the same build.
export const E2E_API_DIST_DIR = process.env.E2E_API_DIST_DIR ?? 'dist/api';
export const E2E_WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? 'dist/web';
/**
 * The browser: E2E_CHROMIUM, else Debian's headless shell (`chromium-headless-shell`, the old headless mode,
 * which draws the same pages with about a fifth less CPU than the full browser), else Debian's Chromium.
 */
export const E2E_CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
/** The full browser, for what the headless shell lacks (the back/forward cache). */
export const FULL_CHROMIUM = process.env.E2E_FULL_CHROMIUM ?? '/usr/bin/chromium';
/**
 * Whether a failed test's trace holds the page's DOM at every step (E2E_TRACE_SNAPSHOTS=1), for rerunning a
 * failure to look at it: recording them for every test costs about a tenth of the suite's CPU.
 */
export const E2E_TRACE_SNAPSHOTS = /^(1|true)$/i.test(process.env.E2E_TRACE_SNAPSHOTS ?? '');
/** Parallel workers, each with its own api (two fit the two cores of the CI machine). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/** The staff account each api seeds on its first start with an empty data directory. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' } as const;
/**
 * The spam shield's minimum fill time (the api's default, set explicitly): a form sent sooner after its
 * render token is kept as suspected spam instead of becoming a request.
 */
export const OFFER_REQUEST_MIN_FILL_MS = 3000;
/**
 * Whether the specs save their screenshots for a human look (apps/web-e2e/screenshots): with
 * E2E_SCREENSHOTS=1, as `npm run screenshots` sets it. They assert nothing, and the ~70 captures (full
 * pages scrolled through with every picture decoded) cost CPU the tests share, so `npm test` skips them.
 */
export const E2E_SCREENSHOTS = /^(1|true)$/i.test(process.env.E2E_SCREENSHOTS ?? '');
