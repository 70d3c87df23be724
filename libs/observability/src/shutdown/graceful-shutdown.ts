import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { HealthRegistry } from '../health/health.registry';

export interface ShutdownOptions {
  /** Readiness answers 503 this long before the server stops accepting (SHUTDOWN_DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** Requests still running this long after that are cut off (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** Nest's Logger fits: its lines then go through the app's JSON logger. */
  logger?: { log(message: string): void; error(message: string): void };
}

/**
 * Stops an app in the order a rolling restart needs:
 *   1. readiness turns 503 (draining), and after drainDelayMs
 *   2. the HTTP server stops accepting; idle keep-alive connections close, running requests finish
 *      (cut off after timeoutMs);
 *   3. app.close(): Nest's shutdown hooks — the intake flushes its last batch, workers finish their jobs and
 *      queues close — then the database pools.
 * Nest on its own closes the HTTP server after the hooks, while new requests still arrive.
 */
export async function gracefulShutdown(app: INestApplication, options: ShutdownOptions): Promise<void> {
  const started = Date.now();
  let health: HealthRegistry | undefined;
  try {
    health = app.get(HealthRegistry, { strict: false });
  } catch {
    health = undefined;
  }
  health?.markDraining();
  if (options.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
  const server = app.getHttpServer() as Server | undefined;
  if (server?.listening) await closeServer(server, options.timeoutMs);
  await app.close();
  options.logger?.log(`shutdown complete in ${Date.now() - started} ms`);
}

async function closeServer(server: Server, timeoutMs: number): Promise<void> {
  await new Promise<void>((resolve) => {
    // Keep-alive connections hold close() open until they time out: close each once its last answer is out.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const timer = setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, timeoutMs);
    const finish = () => {
      clearInterval(idle);
      clearTimeout(timer);
      resolve();
    };
    server.close(finish);
    server.closeIdleConnections();
  });
}

/**
 * SIGTERM/SIGINT → gracefulShutdown, then exit (1 if the shutdown failed or took longer than its timeout
 * plus the drain delay). `before` runs first (e.g. nothing), `after` last (the one-machine api stops its
 * embedded PostgreSQL there). Used instead of Nest's enableShutdownHooks(), which closes the HTTP server
 * only after the hooks and re-raises the signal before embedded services are stopped.
 */
export function installGracefulShutdown(
  app: INestApplication,
  options: ShutdownOptions & { after?: () => Promise<void> },
): { shutdown: (signal: string) => Promise<void> } {
  let running: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    running ??= (async () => {
      options.logger?.log(`${signal} received, shutting down`);
      // A hung hook must not keep a terminating pod alive past its grace period.
      const guard = setTimeout(
        () => {
          options.logger?.error('shutdown timed out, exiting');
          process.exit(1);
        },
        options.drainDelayMs + options.timeoutMs + 15_000,
      );
      guard.unref();
      let code = 0;
      try {
        await gracefulShutdown(app, options);
      } catch (error) {
        code = 1;
        options.logger?.error(
          `shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
      }
      await options
        .after?.()
        .catch((error: unknown) =>
          options.logger?.error(`shutdown: stopping embedded services failed: ${String(error)}`),
        );
      process.exit(code);
    })();
    return running;
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  return { shutdown };
}
