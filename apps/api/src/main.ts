import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import { closeInternal, gracefulShutdown, listenInternal, PinoNestLogger } from '@agency/observability';
import type { createApiApp } from './bootstrap';
import { createApiLogger } from './logger';
import { type ApiConfig, publicOrigin } from './config/api-config';
import {
  assertProductionSecrets,
  type Env,
  InvalidConfigurationError,
  loadEnv,
  withDataDirDefaults,
} from './config/env';
import { type EmbeddedService, startEmbeddedPostgres } from './infrastructure/embedded/embedded-postgres';
import { RedisUnavailableError, redisAnswers, startPrivateRedis } from './infrastructure/embedded/embedded-redis';
import { DataDirRefused, prepareDataDirFor } from './infrastructure/embedded/private-data-dir';
import type { FirstAdmin } from './users/first-admin';

const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const logger = new Logger('Start');

async function main(): Promise<void> {
  const startedAt = Date.now();
  const env = loadEnv(withDataDirDefaults(process.env));
  assertProductionSecrets(env);
  // The libraries follow the mode the configuration defaults to: React's server renderer loads its production
  // build only when NODE_ENV says so (about twice as fast per page), and `npm start` sets none.
  process.env['NODE_ENV'] ??= env.NODE_ENV;
  // JSON log lines from the first one on (the banner below stays plain text for people).
  Logger.overrideLogger(new PinoNestLogger(createApiLogger(env)));
  // Before anything is written there: DATA_DIR and all in it for this user alone.
  prepareDataDirFor(env, (line) => logger.warn(line));
  const started: EmbeddedService[] = [];
  const stopStarted = async () => {
    for (const service of started.reverse()) await service.stop().catch((error) => logger.error(String(error)));
  };

  let app: Awaited<ReturnType<typeof createApiApp>> | undefined;
  let internal: Server | undefined;
  let stopping = false;
  // Not Nest's enableShutdownHooks(): it closes the HTTP server only after the queues and re-raises the
  // signal before the embedded PostgreSQL is stopped. Here: readiness 503, HTTP closed (running requests
  // finish), then Nest's hooks (outbox, workers, queues), then the pools, then embedded services.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    const guard = setTimeout(
      () => {
        logger.error('shutdown timed out, exiting');
        process.exit(1);
      },
      env.SHUTDOWN_DRAIN_DELAY_MS + env.SHUTDOWN_TIMEOUT_MS + 15_000,
    );
    guard.unref();
    await closeInternal(internal);
    if (app) {
      await gracefulShutdown(app, {
        drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
        timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      }).catch((error) => logger.error(String(error)));
    }
    await stopStarted();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    const databaseUrl =
      env.DATABASE_URL ?? (await embed(started, () => startEmbeddedPostgres(env.DATA_DIR, (l) => logger.log(l))));
    const redisUrl = await resolveRedis(env, started);
    const config: ApiConfig = {
      ...env,
      databaseUrl,
      redisUrl,
      jwtSecret: env.JWT_SECRET ?? jwtSecretFromDataDir(env.DATA_DIR),
    };

    // The application (Nest, every module, the engines' clients) is loaded only now: a configuration or
    // DATA_DIR refused above is reported in a moment, not after seconds of loading code it never runs.
    const [{ createApiApp }, { FirstAdmin }] = await Promise.all([
      import('./bootstrap'),
      import('./users/first-admin'),
    ]);
    app = await createApiApp(config);
    // Idle keep-alive connections stay open 72 s (as the intake's Fastify keeps them), longer than the
    // proxy's and the clients' idle timeouts: with Node's 5 s, a proxy or client reusing a connection the
    // moment the api closes it gets a reset instead of an answer.
    const server = app.getHttpServer() as Server;
    server.keepAliveTimeout = 72_000;
    server.headersTimeout = 73_000;
    await app.listen(config.PORT, config.HOST);
    if (config.INTERNAL_PORT)
      internal = await listenInternal(app.getHttpAdapter().getInstance(), config.INTERNAL_PORT, config.HOST);
    printBanner(config, app.get(FirstAdmin).created, Date.now() - startedAt);
  } catch (error) {
    // A configuration found wrong only once the stores answer (a weak ADMIN_PASSWORD on the first start).
    if (error instanceof InvalidConfigurationError) console.error(error.message);
    else logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    await app?.close().catch(() => undefined);
    await stopStarted();
    process.exit(1);
  }
}

async function embed(started: EmbeddedService[], start: () => Promise<EmbeddedService>): Promise<string> {
  const service = await start();
  started.push(service);
  return service.url;
}

async function resolveRedis(env: Env, started: EmbeddedService[]): Promise<string> {
  if (env.REDIS_URL) {
    if (!(await redisAnswers(env.REDIS_URL)))
      logger.warn(`Redis at ${env.REDIS_URL} does not answer yet; retrying in the background`);
    return env.REDIS_URL;
  }
  if (await redisAnswers(DEFAULT_REDIS_URL)) return DEFAULT_REDIS_URL;
  return embed(started, () => startPrivateRedis(env.DATA_DIR, (l) => logger.log(l)));
}

/** Without JWT_SECRET one is generated once and kept in DATA_DIR, so a restart keeps staff logged in. */
function jwtSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function printBanner(config: ApiConfig, admin: FirstAdmin['created'], ms: number): void {
  const url = publicOrigin(config);
  const lines = [
    '',
    `  Agentur-Plattform läuft: ${url}`,
    `  Back-office:             ${url}/admin`,
    `  Postgres:                ${config.DATABASE_URL ? 'DATABASE_URL' : `embedded (${path.join(config.DATA_DIR, 'postgres')})`}`,
    `  ClickHouse:              ${config.CLICKHOUSE_URL ? 'CLICKHOUSE_URL' : `embedded chDB (${config.CLICKHOUSE_DATA_DIR})`}`,
    `  Redis:                   ${config.redisUrl}`,
    `  Ingestion:               ${config.INGEST_MODE === 'inline' ? 'inline (intake + worker in this process)' : 'remote (apps/ingest)'}`,
    `  Metrics, API docs:       ${config.INTERNAL_PORT ? `port ${config.INTERNAL_PORT} (/metrics, /api/docs)` : config.NODE_ENV === 'production' ? 'off (set INTERNAL_PORT)' : `${url}/metrics, ${url}/api/docs`}`,
    `  Started in ${ms} ms`,
  ];
  if (admin) {
    lines.push(
      '',
      `  First admin created: user "${admin.username}"${admin.generated ? `, password "${admin.password}"` : ' with ADMIN_PASSWORD'}`,
      ...(admin.generated ? ['  The password is shown only this once: change it under Benutzer.'] : []),
    );
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  if (
    error instanceof InvalidConfigurationError ||
    error instanceof RedisUnavailableError ||
    error instanceof DataDirRefused
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
