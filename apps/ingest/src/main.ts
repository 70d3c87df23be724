import { Logger } from '@nestjs/common';
import { installGracefulShutdown } from '@agency/observability';
import { createIngestApp, listenIngestApp } from './ingest.app';
import { parseIngestEnv, type IngestAppEnv } from './ingest.env';

async function bootstrap(): Promise<void> {
  let env: IngestAppEnv;
  try {
    env = parseIngestEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const app = await createIngestApp(env);
  // Readiness 503 → HTTP closed (running calls answered) → the intake's last batch flushed, running batches
  // inserted → exit. Within terminationGracePeriodSeconds / stop_grace_period.
  installGracefulShutdown(app, {
    drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
    timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    logger: new Logger('Shutdown'),
  });
  await listenIngestApp(app, env);
  const clickhouse =
    env.INGEST_ROLE === 'intake'
      ? 'none'
      : env.CLICKHOUSE_URL
        ? 'server'
        : `embedded chDB (${env.CLICKHOUSE_DATA_DIR})`;
  new Logger('Ingest').log(
    `ingest started: role=${env.INGEST_ROLE}, http://${env.HOST}:${env.PORT}, queue=${env.INGEST_QUEUE_NAME}, clickhouse=${clickhouse}`,
  );
}

bootstrap().catch((error: unknown) => {
  console.error('ingest failed to start:', error);
  process.exit(1);
});
