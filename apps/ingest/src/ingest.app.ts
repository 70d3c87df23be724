import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRACKING_LIMITS } from '@agency/contracts';
import {
  closeInternal,
  createLogger,
  listenInternal,
  fastifyRequestIdOptions,
  installFastifyInternalRouteGuard,
  installFastifyObservability,
  installFastifySecurityHeaders,
  PinoNestLogger,
} from '@agency/observability';
import { AppModule } from './app.module';
import type { IngestAppEnv } from './ingest.env';

export async function createIngestApp(
  env: IngestAppEnv,
  options: { logger?: false } = {},
): Promise<NestFastifyApplication> {
  // Fastify refuses anything far beyond the tracking bound before reading it; the intake itself
  // answers 400 above TRACKING_LIMITS.bodyBytes.
  // X-Request-Id: the caller's if it is a sane token, else a fresh UUID.
  const adapter = new FastifyAdapter({
    bodyLimit: TRACKING_LIMITS.bodyBytes * 4,
    // Plain JSON.parse instead of scanning every body for __proto__ keys: no route merges a body into an
    // object (each is parsed by a zod schema into a fresh one), and the scan costs the intake ~2 % of its time.
    onProtoPoisoning: 'ignore',
    onConstructorPoisoning: 'ignore',
    ...fastifyRequestIdOptions(),
    // request.ip by the same rule as the intake's and the api's (TRUST_PROXY).
    trustProxy: env.TRUST_PROXY ? env.TRUST_PROXY.trusts : false,
  });
  // JSON lines; `logger: false` (tests) keeps them silent.
  const logger = createLogger({
    service: 'ingest',
    level: env.LOG_LEVEL,
    enabled: options.logger !== false,
    base: { role: env.INGEST_ROLE },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, {
    // Errors reach the caller (main logs them and exits) instead of Nest ending the process itself.
    abortOnError: false,
    logger: options.logger === false ? false : new PinoNestLogger(logger),
  });
  // Request id echo and the duration histogram as two Fastify hooks; requests are logged at debug only.
  const fastify = app.getHttpAdapter().getInstance();
  installFastifyObservability(fastify, logger);
  // Security headers on every answer (tracking calls included); /metrics only on INTERNAL_PORT in production.
  installFastifySecurityHeaders(fastify);
  installFastifyInternalRouteGuard(fastify, {
    production: env.NODE_ENV === 'production',
    internalPort: env.INTERNAL_PORT,
  });
  // SIGTERM is handled by main.ts (installGracefulShutdown): HTTP closes before the hooks flush and drain.
  return app;
}

/**
 * Listens on PORT and, when set, on INTERNAL_PORT: the same routes, where Prometheus scrapes /metrics
 * (prometheus.io/port); the proxy and the ingress route only PORT. The internal listener closes with the app.
 */
export async function listenIngestApp(app: NestFastifyApplication, env: IngestAppEnv): Promise<void> {
  await app.listen(env.PORT, env.HOST);
  if (!env.INTERNAL_PORT) return;
  const fastify = app.getHttpAdapter().getInstance();
  const internal = await listenInternal(
    (request, response) => fastify.routing(request, response),
    env.INTERNAL_PORT,
    env.HOST,
  );
  app.getHttpServer().once('close', () => void closeInternal(internal));
}
