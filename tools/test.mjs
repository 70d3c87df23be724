#!/usr/bin/env node
// `npm test`: lint and typecheck every project, run every jest suite (real Postgres, Redis, MariaDB and
// embedded ClickHouse), then the browser tests in Debian's Chromium against the built product. Ends with
// one line counting every test: "tests: N passed, N failed".
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureInstalled, root, run } from './ensure-installed.mjs';

ensureInstalled();
const results = path.join(root, 'tmp/test-results');
rmSync(results, { recursive: true, force: true });

const started = Date.now();
run('npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=static']);
run('npx', ['nx', 'run-many', '-t', 'test', '--parallel=1', '--output-style=static']);
run('npx', ['nx', 'run', 'web-e2e:e2e', '--output-style=static']);

let passed = 0;
let failed = 0;
for (const file of existsSync(results) ? readdirSync(results) : []) {
  const report = JSON.parse(readFileSync(path.join(results, file), 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`\nAll checks done in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
