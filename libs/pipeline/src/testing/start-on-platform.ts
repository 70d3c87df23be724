import type { INestApplication } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { TestingModule } from '@nestjs/testing';

/** The compiled module as an app on Fastify (as deployed) or Express, initialised and ready for requests. */
export async function startOnPlatform(
  moduleRef: TestingModule,
  platform: 'fastify' | 'express',
): Promise<INestApplication> {
  const app =
    platform === 'fastify' ? moduleRef.createNestApplication(new FastifyAdapter()) : moduleRef.createNestApplication();
  await app.init();
  if (platform === 'fastify') await app.getHttpAdapter().getInstance().ready();
  return app;
}
