// The order of the jest run: the longest files first, so neither worker is left with a long file at the end
// while the other idles. jest's own sequencer knows a file's time only from an earlier run on this machine
// (its cache) and otherwise goes by file size; a fresh clone (CI) has no times, and the longest files are
// not the largest: they start the built product or run its commands. Without a time from the cache, a file
// is estimated by what it starts; with one, the time counts. Files that failed last time still go first.
const { readFileSync } = require('node:fs');
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds a file costs beyond its tests' own work, by what it starts (measured on the 2-core CI machine). */
const COSTS = [
  [/\bstartBuiltApi\(/g, 15], // a built api: embedded stores or a fresh database, migrations, seed
  [/\bexecFile(Sync)?\(|\bspawn\(/g, 6], // a built command (backup, restore, migrate, ...)
  [/\bstartTestApi\(/g, 5], // the api in process
  [/\bstartBuiltWeb\(|\bchromium\b/gi, 5],
  [/\bcreate(Test|Migrated)Database\(|\bprojectionTest\(|\bAnalyticsModule\.forRoot\(/g, 2],
];

function estimate(path, size) {
  let source = '';
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return size / 1000;
  }
  let seconds = source.length / 2000;
  for (const [pattern, cost] of COSTS) seconds += (source.match(pattern) ?? []).length * cost;
  return seconds * 1000;
}

class LongestFirst extends Sequencer {
  sort(tests) {
    const weight = new Map(
      tests.map((test) => [test, this.time(test) ?? estimate(test.path, test.context.hasteFS.getSize(test.path) ?? 0)]),
    );
    return [...tests].sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      return weight.get(b) - weight.get(a);
    });
  }
}

module.exports = LongestFirst;
