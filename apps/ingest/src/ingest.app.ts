import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { TRACKING_LIMITS } from '@agency/contracts';
import { AppModule } from './app.module';
import type { IngestAppEnv } from './ingest.env';

export async function createIngestApp(env: IngestAppEnv, options: { logger?: false } = {}): Promise<NestFastifyApplication> {
  // Fastify refuses anything far beyond the tracking bound before reading it; the intake itself
  // answers 400 above TRACKING_LIMITS.bodyBytes.
  const adapter = new FastifyAdapter({ bodyLimit: TRACKING_LIMITS.bodyBytes * 4 });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(env), adapter, {
    // Errors reach the caller (main logs them and exits) instead of Nest ending the process itself.
    abortOnError: false,
    ...(options.logger === false ? { logger: false } : {}),
  });
  app.enableShutdownHooks();
  return app;
}
