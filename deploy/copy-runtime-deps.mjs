#!/usr/bin/env node
// Copies the packages that a built bundle requires at run time, with their dependencies, out of the
// workspace's node_modules into another folder, so a runtime image carries those and nothing else.
// Versions are the ones the lockfile installed; nothing is downloaded.
// Usage (from the workspace root): node deploy/copy-runtime-deps.mjs <out-dir> <build-dir>...
import { cpSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';

// tools/ is in the image's build context (.dockerignore); the same walk as the licence check's.
const { dependencyClosure } = createRequire(import.meta.url)('../tools/dependency-tree.cjs');

const [outDir, ...buildDirs] = process.argv.slice(2);
if (!outDir || buildDirs.length === 0) {
  console.error('usage: copy-runtime-deps.mjs <out-dir> <build-dir>...');
  process.exit(2);
}
const root = process.cwd();
const builtins = new Set(builtinModules);
const specifier =
  /\brequire\(\s*["']([^"'.\/][^"']*)["']\s*\)|\bimport\(\s*["']([^"'.\/][^"']*)["']\s*\)|\bfrom\s*["']([^"'.\/][^"']*)["']/g;

function* scriptFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') yield* scriptFiles(full);
    else if (/\.(c|m)?js$/.test(entry.name)) yield full;
  }
}

function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const wanted = new Set();
for (const dir of buildDirs) {
  for (const file of scriptFiles(path.resolve(dir))) {
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      const spec = match[1] ?? match[2] ?? match[3];
      if (spec.startsWith('node:') || builtins.has(spec) || builtins.has(packageName(spec))) continue;
      wanted.add(packageName(spec));
    }
  }
}

const { found, missing } = dependencyClosure(
  [...wanted].map((name) => ({ name, from: root, chain: [buildDirs.join(', ')] })),
);
if (missing.length > 0) {
  console.error(
    `copy-runtime-deps: not installed: ${missing.map(({ name, chain }) => `${name} (required by ${chain.at(-1)})`).join(', ')}`,
  );
  process.exit(1);
}

for (const dir of found.keys()) {
  const nested = path.join(dir, 'node_modules');
  // Nested packages are copied on their own when something needs them.
  cpSync(dir, path.join(outDir, path.relative(root, dir)), { recursive: true, filter: (source) => source !== nested });
}
console.log(`copy-runtime-deps: ${wanted.size} packages required, ${found.size} with dependencies -> ${outDir}`);
