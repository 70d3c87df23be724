// The installed packages a set of packages needs at run time, found the way Node finds them: used by
// deploy/copy-runtime-deps.mjs (what a runtime image carries) and tools/licence-check.cjs (what ships).
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/** Node's lookup: <dir>/node_modules/<name>, then the same from each parent folder. */
function resolvePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Every package reachable from `starts` ({ name, from, required?, chain? }) through `dependencies`,
 * `optionalDependencies` (present only where they apply, e.g. platform binaries) and required
 * `peerDependencies`. Returns the packages by folder, each with its manifest and the chain of package
 * names that led to it (the first way found, breadth first: the shortest), and the required ones missing.
 */
function dependencyClosure(starts) {
  const found = new Map();
  const missing = [];
  const queue = starts.map((start) => ({ required: true, chain: [], ...start }));
  while (queue.length > 0) {
    const { name, from, required, chain } = queue.shift();
    const dir = resolvePackage(name, from);
    if (!dir) {
      if (required) missing.push({ name, chain });
      continue;
    }
    if (found.has(dir)) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const here = [...chain, name];
    found.set(dir, { manifest, chain: here });
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    for (const dep of Object.keys(manifest.dependencies ?? {}))
      queue.push({ name: dep, from: dir, required: true, chain: here });
    for (const dep of Object.keys(manifest.optionalDependencies ?? {}))
      queue.push({ name: dep, from: dir, required: false, chain: here });
    for (const dep of Object.keys(manifest.peerDependencies ?? {})) {
      if (!optionalPeers[dep]?.optional) queue.push({ name: dep, from: dir, required: true, chain: here });
    }
  }
  return { found, missing };
}

module.exports = { dependencyClosure, resolvePackage };
