#!/usr/bin/env node
// Compiles a Node app and the libs it may import into dist/<app>/ with swc (decorator metadata included,
// which esbuild and tsx cannot emit). Usage: node tools/build-server.mjs api
import { createRequire } from 'node:module';
import { mkdir, readdir, writeFile, rm, cp } from 'node:fs/promises';
import path from 'node:path';
import swc from '@swc/core';

const require = createRequire(import.meta.url);
const { swcOptions, workspaceRoot, libs } = require('./swc-options.cjs');

const app = process.argv[2];
if (!app) {
  console.error('usage: build-server.mjs <app>');
  process.exit(2);
}
const outRoot = path.join(workspaceRoot, 'dist', app);
const sources = [`apps/${app}/src`, ...libs.map((lib) => `libs/${lib}/src`)];

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const started = Date.now();
await rm(outRoot, { recursive: true, force: true });
let count = 0;
for (const source of sources) {
  const abs = path.join(workspaceRoot, source);
  for await (const file of walk(abs)) {
    const rel = path.relative(workspaceRoot, file);
    const target = path.join(outRoot, rel);
    await mkdir(path.dirname(target), { recursive: true });
    if (/\.(spec|int\.spec)\.tsx?$/.test(file) || file.endsWith('.d.ts')) continue;
    if (/\.tsx?$/.test(file)) {
      const out = await swc.transformFile(file, { ...swcOptions({ tsx: file.endsWith('.tsx') }), filename: file });
      const js = target.replace(/\.tsx?$/, '.js');
      await writeFile(js, `${out.code}\n//# sourceMappingURL=${path.basename(js)}.map\n`);
      if (out.map) await writeFile(`${js}.map`, out.map);
      count++;
    } else if (!/\.(md)$/.test(file)) {
      await cp(file, target);
    }
  }
}
await writeFile(path.join(outRoot, 'package.json'), JSON.stringify({ type: 'commonjs', private: true }, null, 2));
console.log(
  `build-server: ${app}: ${count} files in ${Date.now() - started} ms -> ${path.relative(workspaceRoot, outRoot)}`,
);
