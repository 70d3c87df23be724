#!/usr/bin/env node
// `npm run size:public-js -- [base-url] [--json]`: the JavaScript each public page loads, against the budget
// of 120 KB gzip per page (issue 15). Asks a running build of the product (default http://127.0.0.1:$PORT,
// PORT 3000; `npm start` after `npx nx run-many -t build -p api web`) for every page of its sitemap, reads
// the page's code files from its server HTML (`<script id="__CODE_FILES__">`: the entry and the chunks the
// loader preloads with it) and sums their gzip -9 sizes under dist/web/client. Code a page loads later (a
// dialog, a form layer on first focus) is not counted. One line per page; exit code 1 when a page is over.
// `--json` prints [{ path, files, bytes }] instead (apps/api/src/web/public-pages.int.spec.ts uses it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 120 * 1024;
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

/** Every page of the served sitemap with the gzip bytes of its first JavaScript. */
export async function publicJsSizes(base) {
  const sitemap = await text(`${base}/sitemap.xml`);
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  if (paths.length === 0) throw new Error(`${base}/sitemap.xml lists no page`);
  const sizes = [];
  for (const page of paths) sizes.push({ path: page, ...codeBytes(await text(`${base}${page}`), page) });
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
    const over = sizes.filter((size) => size.bytes > BUDGET_BYTES);
    if (args.includes('--json')) console.log(JSON.stringify(sizes));
    else {
      for (const size of sizes)
        console.log(
          `${size.path.padEnd(14)} ${String(size.files).padStart(3)} files ${kb(size.bytes).padStart(9)} gzip${size.bytes > BUDGET_BYTES ? '  OVER BUDGET' : ''}`,
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
