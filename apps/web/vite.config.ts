import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = path.resolve(appRoot, '../..');

// The contracts only declare things (schemas, constants, the built-in content): a chunk that imports one of
// them must not pull in the rest of the barrel (zod and every schema), e.g. the public fallback chunks. The
// features likewise: the route table takes a feature's queries from its index (lint allows no deeper import),
// which must not put the feature's components into every page's first JavaScript. Neither folder has a
// module that is imported for its side effects alone.
const treeshake = {
  moduleSideEffects: [
    { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
    { test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]/, sideEffects: false },
  ],
};

/**
 * One config for both builds: the client bundle (dist/web/client, with index.html as the SSR template)
 * and the server entry (dist/web/server/entry-server.js, CommonJS so the api can `require` it).
 */
/**
 * The dev and preview servers hand /api to the api on :3000. The tracking calls keep the Host the browser
 * used, so the intake (without PUBLIC_URL) sees their Origin name the host called and takes them as the
 * site's own; the rest goes to the api as to its own host.
 */
const apiProxy = {
  '/api/track': { target: 'http://localhost:3000', changeOrigin: false },
  '/api': { target: 'http://localhost:3000', changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: appRoot,
  plugins: [
    react(),
    tailwindcss(),
    // robots.txt and sitemap.xml are not files of the build: the servers write them for PUBLIC_URL
    // (entry-server's robotsTxt/sitemapXml), so they name the configured origin, never the build's guess.
    // Precompressed copies of text files, which the web servers (serve.ts, the api) send as they are. From
    // the written files: in generateBundle, Vite's own plugins may still rewrite a chunk (preload helper).
    !isSsrBuild && {
      name: 'precompress',
      apply: 'build' as const,
      enforce: 'post' as const,
      writeBundle(options: { dir?: string }, bundle: Record<string, { fileName: string }>) {
        const outDir = options.dir ?? path.join(workspaceRoot, 'dist/web/client');
        for (const { fileName } of Object.values(bundle)) {
          if (!/\.(js|css|svg|xml|txt)$/.test(fileName)) continue;
          const file = path.join(outDir, fileName);
          if (!existsSync(file)) continue;
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
        }
      },
    },
    // The server bundle is CommonJS whatever the workspace's package.json says about module type.
    isSsrBuild && {
      name: 'server-package-type',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
      },
    },
  ],
  resolve: {
    alias: { '@agency/contracts': path.join(workspaceRoot, 'libs/contracts/src/index.ts') },
  },
  server: {
    port: 4200,
    proxy: apiProxy,
  },
  preview: {
    port: 4300,
    proxy: apiProxy,
  },
  build: isSsrBuild
    ? {
        outDir: path.join(workspaceRoot, 'dist/web/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
          treeshake,
          input: {
            'entry-server': path.join(appRoot, 'src/entry-server.tsx'),
            serve: path.join(appRoot, 'src/serve.ts'),
          },
          output: { format: 'cjs', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
        },
      }
    : {
        outDir: path.join(workspaceRoot, 'dist/web/client'),
        emptyOutDir: true,
        // The server render reads it to emit modulepreload links for the page's chunks.
        manifest: true,
        rolldownOptions: {
          treeshake,
          // The app (index.html: the back-office and the pages the app still hydrates whole) and the islands'
          // loader, the first code of a page rendered as islands.
          input: {
            index: path.join(appRoot, 'index.html'),
            islands: path.join(appRoot, 'src/islands/loader.ts'),
          } as Record<string, string>,
          // React, its JSX runtime and the bundler's CommonJS helpers in one chunk, as every page loads all
          // three: the contact form's layer, loaded later, uses React without JSX, which would otherwise split
          // them into three files, each page paying for the extra two.
          output: {
            codeSplitting: {
              groups: [
                // The islands' loader (a page of islands' first code) takes the bundler's preload helper and the
                // names it shares with the islands from here, not from the larger shared file below.
                {
                  name: 'islands-shared',
                  priority: 2,
                  test: /preload-helper|[\\/]src[\\/]islands[\\/]names\.ts$/,
                },
                { name: 'jsx-runtime', test: /[\\/]node_modules[\\/]react[\\/]|^\0rolldown\/runtime\.js$/ },
                // The stored cookie decision, the track signal and the analytics session: read by the tracker's
                // and the consent banner's plain DOM code after every page's load, so apart from React.
                {
                  name: 'consent',
                  priority: 1,
                  test: /[\\/]src[\\/]lib[\\/](track-signal|cookie-consent-store|analytics-session)\.ts$/,
                },
                // What the pages' chunks share (their metadata, the content queries, the public calls, the loader
                // of lazy parts) in one file as well: pages that use only some of it
                // (the request forms' pages) would otherwise split it into several files, every page paying for
                // each.
                {
                  name: 'seo',
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]|[\\/]src[\\/]components[\\/]seo[\\/]|[\\/]src[\\/]lib[\\/]public-api\.ts$|preload-helper/,
                },
              ],
            },
          },
        },
      },
  ssr: {
    // Bundle the contracts (TypeScript source); real packages stay external and load from node_modules.
    noExternal: ['@agency/contracts'],
  },
}));
