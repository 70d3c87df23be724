#!/usr/bin/env node
// `npm start`: installs what is missing, builds the api and the web app (cached by Nx), then runs the
// whole product in this process (embedded Postgres and ClickHouse unless DATABASE_URL / CLICKHOUSE_URL).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, root, run } from './ensure-installed.mjs';

ensureInstalled();
run('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api', 'web', '--output-style=stream-without-prefixes']);
process.chdir(root);
await import(pathToFileURL(path.join(root, 'dist/api/apps/api/src/main.js')).href);
