#!/usr/bin/env node
// Copies the packages that a built bundle requires at run time, with their dependencies, out of the
// workspace's node_modules into another folder, so a runtime image carries those and nothing else.
// Versions are the ones the lockfile installed; nothing is downloaded.
// Usage (from the workspace root): node deploy/copy-runtime-deps.mjs <out-dir> <build-dir>...
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

const [outDir, ...buildDirs] = process.argv.slice(2);
if (!outDir || buildDirs.length === 0) {
  console.error('usage: copy-runtime-deps.mjs <out-dir> <build-dir>...');
  process.exit(2);
}
const root = process.cwd();
const builtins = new Set(builtinModules);
const specifier = /\brequire\(\s*["']([^"'.\/][^"']*)["']\s*\)|\bimport\(\s*["']([^"'.\/][^"']*)["']\s*\)|\bfrom\s*["']([^"'.\/][^"']*)["']/g;

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

/** Node's lookup: <dir>/node_modules/<name>, then the same from each parent folder. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
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

const found = new Set();
const missing = [];
const queue = [...wanted].map((name) => ({ name, from: root, required: true, by: buildDirs.join(', ') }));
while (queue.length > 0) {
  const { name, from, required, by } = queue.shift();
  const dir = resolvePackage(name, from);
  if (!dir) {
    if (required) missing.push(`${name} (required by ${by})`);
    continue;
  }
  if (found.has(dir)) continue;
  found.add(dir);
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const optionalPeers = manifest.peerDependenciesMeta ?? {};
  for (const dep of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dep, from: dir, required: true, by: manifest.name });
  // Platform binaries and the like: present only where they apply.
  for (const dep of Object.keys(manifest.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, required: false, by: manifest.name });
  for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
    if (!optionalPeers[dep]?.optional) queue.push({ name: dep, from: dir, required: true, by: manifest.name });
  }
}
if (missing.length > 0) {
  console.error(`copy-runtime-deps: not installed: ${missing.join(', ')}`);
  process.exit(1);
}

for (const dir of found) {
  const nested = path.join(dir, 'node_modules');
  // Nested packages are copied on their own when something needs them.
  cpSync(dir, path.join(outDir, path.relative(root, dir)), { recursive: true, filter: (source) => source !== nested });
}
console.log(`copy-runtime-deps: ${wanted.size} packages required, ${found.size} with dependencies -> ${outDir}`);
