import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = path.resolve(appRoot, '../..');

/**
 * One config for both builds: the client bundle (dist/web/client, with index.html as the SSR template)
 * and the server entry (dist/web/server/entry-server.js, CommonJS so the api can `require` it).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: appRoot,
  plugins: [
    react(),
    tailwindcss(),
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
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    port: 4300,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: isSsrBuild
    ? {
        outDir: path.join(workspaceRoot, 'dist/web/server'),
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: {
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
      },
  ssr: {
    // Bundle the contracts (TypeScript source); real packages stay external and load from node_modules.
    noExternal: ['@agency/contracts'],
  },
}));
