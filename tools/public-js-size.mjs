#!/usr/bin/env node
// `npm run size:public-js -- [base-url] [--json]`: the JavaScript each public page loads first, against the
// budget of 50 KB gzip per page. Asks a running build of the product (default http://127.0.0.1:$PORT,
// PORT 3000; `npm start` after `npx nx run-many -t build -p api web`) for every page of its sitemap, reads
// the page's code files from its server HTML (`<script id="__CODE_FILES__">`: the entry and the chunks the
// loader preloads with it) and sums their gzip -9 sizes under dist/web/client. A page of islands names the
// islands' loader there; the code of its islands (each island's entry, the chunks it imports and, for a
// component, the hydration layer with React), which the page fetches ahead after its load and runs on a
// visitor's first use, is reported apart as `islandBytes`, the part of it that runs after the load without any
// use (the tracker's and the consent banner's scripts) as `loadBytes`, and `foreignCode` lists any page module
// (src/app/routes/) an island pulls in, which must stay empty. Code a page loads only on a request (a dialog) is
// not counted. One line per page; exit code 1 when a page is over the budget or an island pulls in page code.
// `--json` prints [{ path, files, bytes, islandBytes, loadBytes, foreignCode }] instead
// (apps/api/src/web/public-pages.int.spec.ts uses it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 50 * 1024;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = path.join(root, 'dist/web/client');

async function text(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Each code file's gzip -9 bytes, compressed once: most of a page's files are shared by every page. Kept for
 * the process (one run of the command): a build's file names change with their content.
 */
const gzipped = new Map();
function gzipBytes(file) {
  let bytes = gzipped.get(file);
  if (bytes === undefined) gzipped.set(file, (bytes = gzipSync(readFileSync(file), { level: 9 }).length));
  return bytes;
}

/** The gzip -9 bytes of the code files a page's HTML names (missing files count as an error). */
function codeBytes(html, page) {
  const block = /<script type="application\/json" id="__CODE_FILES__">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error(`${page}: no __CODE_FILES__ block in the page's HTML`);
  const { entry, chunks } = JSON.parse(block[1]);
  const files = [...new Set([entry, ...chunks])];
  let bytes = 0;
  for (const file of files) {
    const local = path.join(clientDir, file);
    if (!existsSync(local)) throw new Error(`${page}: ${file} is not in dist/web/client (another build running?)`);
    bytes += gzipBytes(local);
  }
  return { files: files.length, bytes };
}

let manifest;
/** The client build's manifest: which chunks each source module's chunk imports. */
function clientManifest() {
  manifest ??= JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  return manifest;
}

/**
 * The code of the islands a page's HTML places: all of it (`islandBytes`: fetched ahead after the load, run on
 * a visitor's first use), what of it runs after the load without any use (`loadBytes`: the islands due then,
 * data-when="first", and the hydration layer with React only if one of them is a component), and any page
 * module in it.
 */
function islandCode(html) {
  const placed = [...html.matchAll(/<agency-island ([^>]*)>/g)].map(([, attributes]) => ({
    name: /data-island="([^"]+)"/.exec(attributes)?.[1],
    first: /data-when="first"/.test(attributes),
  }));
  if (placed.length === 0) return { islandBytes: 0, loadBytes: 0, foreignCode: [] };
  const chunks = clientManifest();
  // An island's entry is a dynamic import of the loader: its component (name.tsx) or its script (name.script.ts);
  // a chunk the bundler merged an island's module into has no source but the island's name.
  const entries = new Map();
  for (const key of chunks['src/islands/loader.ts']?.dynamicImports ?? []) {
    const chunk = chunks[key];
    const name = chunk?.src ? path.basename(chunk.src).replace(/(\.script)?\.tsx?$/, '') : chunk?.name;
    if (name) entries.set(name, { key, script: /\.script\.ts$/.test(chunk.src ?? '') });
  }
  const foreignCode = [];
  const filesOf = (islands) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = chunks[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      if (/^src\/app\/routes\//.test(chunk.src ?? '') && !foreignCode.includes(chunk.src)) foreignCode.push(chunk.src);
      chunk.imports?.forEach(visit);
    };
    for (const { name } of islands) {
      const entry = entries.get(name);
      if (!entry) continue;
      visit(entry.key);
      if (!entry.script) visit('src/islands/hydrate.tsx');
    }
    let bytes = 0;
    for (const file of files) bytes += gzipBytes(path.join(clientDir, file));
    return bytes;
  };
  return { islandBytes: filesOf(placed), loadBytes: filesOf(placed.filter(({ first }) => first)), foreignCode };
}

/** Every page of the served sitemap with the gzip bytes of its first JavaScript. */
export async function publicJsSizes(base) {
  const sitemap = await text(`${base}/sitemap.xml`);
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${base}/sitemap.xml lists no page`);
  const sizes = [];
  for (const page of paths) {
    const html = await text(`${base}${page}`);
    sizes.push({ path: page, ...codeBytes(html, page), ...islandCode(html) });
  }
  return sizes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const base = (args.find((arg) => !arg.startsWith('--')) ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
  try {
    const sizes = await publicJsSizes(base);
    const over = sizes.filter((size) => size.bytes > BUDGET_BYTES || size.foreignCode.length > 0);
    if (args.includes('--json')) console.log(JSON.stringify(sizes));
    else {
      for (const size of sizes)
        console.log(
          `${size.path.padEnd(14)} ${String(size.files).padStart(3)} files ${kb(size.bytes).padStart(9)} gzip first, run after load ${kb(size.loadBytes).padStart(8)}, islands ${kb(size.islandBytes).padStart(9)}${size.bytes > BUDGET_BYTES ? '  OVER BUDGET' : ''}${size.foreignCode.length ? `  PAGE CODE IN ISLANDS: ${size.foreignCode.join(', ')}` : ''}`,
        );
      const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      console.log(`public JS: largest ${largest.path} ${kb(largest.bytes)}, budget ${kb(BUDGET_BYTES)} per page`);
    }
    if (over.length) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
