#!/usr/bin/env node
// `npm test`: every check of the product, and one line at the end: `tests: N passed, N failed`.
//
//   build     api, ingest and web (Nx cache), which the api and ingest tests and the browser suite run
//   static    lint and typecheck of every project (Nx cache), Prettier's check of the whole tree, and the
//             licence check of the production dependencies (tools/licence-check.cjs), beside the build
//   jest      every jest project in one run (jest.config.cjs), two workers, once the build is there
//   browser   the Playwright suite in Debian's Chromium (apps/web-e2e), once the build is there
//
// A failing step never stops another: everything runs, then every failing test and check is named, with
// where the minutes went. Exit code 1 when anything failed (or nothing passed). Full output of each step is
// in tmp/test-logs/<step>.log; `npm test -- --verbose` (or CI=true) also streams it, each line prefixed.
// TEST_JEST_WORKERS and E2E_WORKERS change the workers of jest and Playwright (default 2 each).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, root } from './ensure-installed.mjs';

// The browser suite's browser (apps/web-e2e/src/support/e2e-env.ts picks the same): Debian's headless shell, else its Chromium.
const CHROMIUM =
  process.env.E2E_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ??
  '/usr/bin/chromium';
const SERVICES = [
  { name: 'PostgreSQL', port: 5432 },
  { name: 'MariaDB', port: 3306 },
  { name: 'Redis', port: 6379 },
];
const resultsDir = path.join(root, 'tmp/test-results');
const logsDir = path.join(root, 'tmp/test-logs');
const verbose = process.argv.includes('--verbose') || /^(1|true)$/i.test(process.env.CI ?? '');
const started = Date.now();

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
const since = () => minutes(Date.now() - started);
const say = (line) => console.log(`[${since()}] ${line}`);

// ------------------------------------------------------------------------------------------------ preflight

function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1500 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket
      .once('connect', () => done(true))
      .once('error', () => done(false))
      .once('timeout', () => done(false));
  });
}

async function missingServices() {
  const up = await Promise.all(SERVICES.map((s) => answers(s.port)));
  return SERVICES.filter((_, i) => !up[i]);
}

/** The services the tests talk to; on this machine kind `.ci/run --services-only` starts what does not answer. */
async function ensureServices() {
  let missing = await missingServices();
  if (missing.length === 0) return;
  const names = missing.map((s) => `${s.name} (127.0.0.1:${s.port})`).join(', ');
  if (os.platform() === 'linux' && existsSync(path.join(root, '.ci/run'))) {
    say(`Not answering: ${names}. Starting them with .ci/run --services-only ...`);
    spawnSync(path.join(root, '.ci/run'), ['--services-only'], { cwd: root, stdio: 'inherit' });
    missing = await missingServices();
  }
  if (missing.length) {
    console.error(
      `\nnpm test needs PostgreSQL on 127.0.0.1:5432 (trust auth), MariaDB on 127.0.0.1:3306 (root, no password) and ` +
        `Redis on 127.0.0.1:6379. Not answering: ${missing.map((s) => `${s.name} (port ${s.port})`).join(', ')}.\n` +
        'Start them (README.md, "What npm test needs and does") and run npm test again.\ntests: 0 passed, 1 failed',
    );
    process.exit(1);
  }
}

// ------------------------------------------------------------------------------------------------ steps

const hasNice = os.platform() !== 'win32' && spawnSync('nice', ['true']).status === 0;

/**
 * Runs a command with its output in tmp/test-logs/<name>.log (and on the console with --verbose); resolves
 * with its exit code and its output (read back from the log) once it has ended.
 * `background`: at a lower CPU priority (nice 10), for work that only has to be done by the end.
 */
function runLogged(name, command, args, { background = false } = {}) {
  const logFile = path.join(logsDir, `${name}.log`);
  const log = createWriteStream(logFile);
  if (background && hasNice) [command, args] = ['nice', ['-n', '10', command, ...args]];
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Whole lines only on the console: a tool may write a line in many pieces (jest's summary does).
  const streamed = (stream) => {
    let partial = '';
    const print = (line) => line && process.stdout.write(`${name.padEnd(8)}| ${line}\n`);
    stream.on('data', (chunk) => {
      log.write(chunk);
      if (!verbose) return;
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      lines.forEach(print);
    });
    stream.on('end', () => verbose && print(partial));
  };
  streamed(child.stdout);
  streamed(child.stderr);
  const ended = (code, output) => ({ code, output, tail: () => output().slice(-20_000) });
  return new Promise((resolve) => {
    child.on('close', (code) => log.end(() => resolve(ended(code ?? 1, () => readFileSync(logFile, 'utf8')))));
    child.on('error', (error) => log.end(() => resolve(ended(127, () => String(error)))));
  });
}

/** The Nx tasks a run-many log shows, and the ones it lists under "Failed tasks:". */
function nxTasks(output) {
  const ran = [...new Set([...output.matchAll(/^> nx run (\S+:\S+)/gm)].map((m) => m[1]))];
  const failedBlock = output.split(/^Failed tasks:\s*$/m)[1] ?? '';
  const failed = [...failedBlock.matchAll(/^- (\S+:\S+)/gm)].map((m) => m[1]);
  return { ran, failed };
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const relative = (file) => path.relative(root, file);
/** The first lines of a message, without colours and without the stack frames of test frameworks. */
const firstLines = (text, n = 8) =>
  String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(line))
    .slice(0, n)
    .join('\n');

/** lint and typecheck: one check per project and target; the tree's formatting; and the licences of what ships. */
async function staticChecks() {
  // Beside the test suites, which are sensitive to time: these only have to be done by the end.
  const [run, format, licences] = await Promise.all([
    runLogged('static', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=static'], {
      background: true,
    }),
    // --cache: a file whose content and Prettier's options are unchanged since its last check is not parsed
    // again (node_modules/.cache/prettier; 21 s of CPU for the whole tree, 2 s with the cache).
    runLogged('format', 'npx', ['prettier', '--check', '--cache', '--log-level=warn', '.'], { background: true }),
    runLogged('licences', 'node', ['tools/licence-check.cjs'], { background: true }),
  ]);
  const { ran, failed } = nxTasks(run.output());
  const failures = failed.map((task) => ({ name: `${task.replace(':', ' › ')}`, detail: `npx nx run ${task}` }));
  if (run.code !== 0 && failures.length === 0)
    failures.push({ name: 'lint and typecheck', detail: firstLines(run.tail(), 20) });
  // Prettier names each file it would change; `npm run format` changes them.
  if (format.code !== 0)
    failures.push({ name: 'formatting (Prettier)', detail: `${firstLines(format.output(), 20)}\n(npm run format)` });
  // Its last line says how many packages it checked; the lines before name each one that may not ship.
  const licenceSummary = licences.output().trim().split('\n').at(-1) ?? '';
  if (licences.code !== 0)
    failures.push({
      name: 'licences of the production dependencies',
      detail: `${firstLines(licences.output(), 30)}\n(node tools/licence-check.cjs)`,
    });
  return {
    passed: ran.length - failed.length + (format.code === 0 ? 1 : 0) + (licences.code === 0 ? 1 : 0),
    failures,
    summary: `${ran.length} tasks (lint, typecheck); formatting ${format.code === 0 ? 'clean' : 'not clean'}; ${licenceSummary.replace(/^licence check: /, 'licences: ')}`,
  };
}

async function build() {
  const run = await runLogged('build', 'npx', [
    'nx',
    'run-many',
    '-t',
    'build',
    '-p',
    'api',
    'ingest',
    'web',
    '--output-style=static',
  ]);
  const { failed } = nxTasks(run.output());
  const failures =
    run.code === 0
      ? []
      : (failed.length ? failed : ['build']).map((task) => ({ name: `build › ${task}`, detail: `npx nx run ${task}` }));
  return { passed: 0, failures, summary: 'api, ingest, web', ok: run.code === 0 };
}

async function jest() {
  const report = path.join(resultsDir, 'jest.json');
  const workers = process.env.TEST_JEST_WORKERS ?? '2';
  const run = await runLogged('jest', 'npx', [
    'jest',
    '-c',
    'jest.config.cjs',
    `--maxWorkers=${workers}`,
    '--json',
    `--outputFile=${report}`,
  ]);
  const result = readJson(report);
  const failures = [];
  let passed = 0;
  const slow = [];
  for (const file of result?.testResults ?? []) {
    const name = relative(file.name);
    slow.push({ name, ms: (file.endTime ?? 0) - (file.startTime ?? 0) });
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    passed += file.assertionResults.filter((t) => t.status === 'passed').length;
    for (const t of failedTests)
      failures.push({
        name: `${name} › ${[...t.ancestorTitles, t.title].join(' › ')}`,
        detail: firstLines(t.failureMessages.join('\n')),
      });
    for (const t of file.assertionResults.filter((t) =>
      ['pending', 'todo', 'skipped', 'disabled'].includes(t.status),
    )) {
      failures.push({
        name: `${name} › ${[...t.ancestorTitles, t.title].join(' › ')}`,
        detail: `${t.status}: a test that does not run is a defect`,
      });
    }
    // The file itself failed (it does not compile, a beforeAll threw, ...) beyond its failed tests.
    if (file.status === 'failed' && failedTests.length === 0)
      failures.push({ name: `${name} (the file)`, detail: firstLines(file.message, 12) });
  }
  if (!result || (run.code !== 0 && failures.length === 0))
    failures.push({
      name: 'jest',
      detail: `jest ended with exit code ${run.code} and ${result ? 'no failed test' : 'no report'}:\n${firstLines(run.tail(), 20)}`,
    });
  const files = result?.numTotalTestSuites ?? 0;
  return { passed, failures, slow, summary: `${files} files, ${workers} workers` };
}

async function browser({ buildOk }) {
  if (!buildOk)
    return {
      passed: 0,
      failures: [{ name: 'browser suite', detail: 'not run: the build failed' }],
      summary: 'not run',
    };
  if (!existsSync(CHROMIUM)) {
    return {
      passed: 0,
      failures: [
        {
          name: 'browser suite',
          detail: `not run: Chromium is not installed at ${CHROMIUM} (apt-get install -y chromium-headless-shell chromium)`,
        },
      ],
      summary: 'not run',
    };
  }
  const report = path.join(resultsDir, 'web-e2e.json');
  const run = await runLogged('browser', 'npx', ['playwright', 'test', '-c', 'apps/web-e2e/playwright.config.ts']);
  const result = readJson(report);
  const failures = [];
  let passed = 0;
  const perFile = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, r) => sum + (r.duration ?? 0), 0);
        perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + ms);
        const name = `apps/web-e2e/src/${spec.file} › ${[...titles, spec.title].join(' › ')}`;
        if (test.status === 'expected') passed++;
        else if (test.status === 'skipped')
          failures.push({ name, detail: 'skipped: a test that does not run is a defect' });
        else {
          const error = test.results.map((r) => r.error?.message ?? r.errors?.[0]?.message).find(Boolean);
          failures.push({
            name,
            detail: `${test.status === 'flaky' ? 'flaky (passed only on a retry): ' : ''}${firstLines(error)}`,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of result?.suites ?? []) walk(suite, []);
  for (const error of result?.errors ?? [])
    failures.push({ name: 'browser suite (set-up)', detail: firstLines(error.message, 12) });
  if (!result || (run.code !== 0 && failures.length === 0))
    failures.push({
      name: 'browser suite',
      detail: `Playwright ended with exit code ${run.code} and ${result ? 'no failed test' : 'no report'}:\n${firstLines(run.tail(), 20)}`,
    });
  const slow = [...perFile].map(([file, ms]) => ({ name: `apps/web-e2e/src/${file} (sum of its tests)`, ms }));
  return { passed, failures, slow, summary: `${result?.config?.workers ?? process.env.E2E_WORKERS ?? 2} workers` };
}

// ------------------------------------------------------------------------------------------------ progress

/** Every 30 s, how far the running steps are (read from their logs). */
function progress(running) {
  const timer = setInterval(() => {
    const parts = [];
    for (const name of running) {
      const file = path.join(logsDir, `${name}.log`);
      const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (name === 'jest') parts.push(`jest ${(text.match(/^(PASS|FAIL) /gm) ?? []).length} files done`);
      else if (name === 'browser') {
        const total = /Running (\d+) tests?/.exec(text)?.[1];
        parts.push(`browser ${(text.match(/^\s+(✓|✘|-)\s/gm) ?? []).length}${total ? `/${total}` : ''} tests done`);
      } else parts.push(`${name} running`);
    }
    if (parts.length) say(`… ${parts.join(', ')}`);
  }, 30_000);
  timer.unref();
  return () => clearInterval(timer);
}

async function step(name, work, running) {
  say(`${name}: started`);
  running.add(name);
  const t0 = Date.now();
  const result = await work();
  running.delete(name);
  result.name = name;
  result.ms = Date.now() - t0;
  const counts = result.failures.length
    ? `${result.passed} passed, ${result.failures.length} failed`
    : result.passed
      ? `${result.passed} passed`
      : 'done';
  say(`${name}: ${counts} in ${seconds(result.ms)}`);
  return result;
}

// ------------------------------------------------------------------------------------------------ main

ensureInstalled();
rmSync(resultsDir, { recursive: true, force: true });
rmSync(logsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
mkdirSync(logsDir, { recursive: true });
await ensureServices();
if (!existsSync(CHROMIUM))
  say(
    `Chromium is not installed at ${CHROMIUM}: the browser suite cannot run (apt-get install -y chromium-headless-shell chromium).`,
  );

const running = new Set();
const stopProgress = progress(running);
const staticDone = step('static', staticChecks, running);
const built = await step('build', build, running);
const [jestResult, browserResult] = await Promise.all([
  step('jest', jest, running),
  step('browser', () => browser({ buildOk: built.ok }), running),
]);
const results = [built, await staticDone, jestResult, browserResult];
stopProgress();

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failures = results.flatMap((r) => r.failures);
const wall = Date.now() - started;

console.log(`\n== Where the time went (${minutes(wall)} min in all; steps overlap)`);
for (const r of results) console.log(`  ${r.name.padEnd(8)} ${seconds(r.ms).padStart(6)}  ${r.summary}`);
for (const r of results.filter((x) => x.slow?.length)) {
  console.log(`  slowest ${r.name} files:`);
  for (const s of [...r.slow].sort((a, b) => b.ms - a.ms).slice(0, 5))
    console.log(`    ${seconds(s.ms).padStart(6)}  ${s.name}`);
}
console.log(`  full output of each step: ${relative(logsDir)}/<step>.log; reports: ${relative(resultsDir)}/`);

if (failures.length) {
  console.log(`\n== Failed (${failures.length})`);
  for (const f of failures) {
    console.log(`  ✗ ${f.name}`);
    if (f.detail) console.log(f.detail.replace(/^/gm, '      '));
  }
  console.log(`\nFailed, by name:\n${failures.map((f) => `  ✗ ${f.name}`).join('\n')}`);
}
console.log(`tests: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length === 0 && passed > 0 ? 0 : 1);
