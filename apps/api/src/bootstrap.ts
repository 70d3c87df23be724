import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { AppModule } from './app.module';
import type { ApiConfig } from './config/api-config';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { setupOpenApi } from './infrastructure/http/openapi.setup';
import { WebRenderer } from './web/web-renderer';

/** Builds the Nest application; main.ts listens, tests use it with supertest. */
export async function createApiApp(config: ApiConfig, options: { logger?: false } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: options.logger ?? (['error', 'warn', 'log', 'debug', 'verbose'].slice(0, levelIndex(config.LOG_LEVEL) + 1) as never),
    bufferLogs: false,
  });
  if (config.TRUST_PROXY) app.set('trust proxy', true);
  app.disable('x-powered-by');
  // Pages, bundles and JSON leave compressed; in the distributed stack the proxy does the same.
  app.use(compression());
  app.useBodyParser('json', { limit: '1mb' });
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app);
  const web = app.get(WebRenderer);
  // Hashed bundle files never change under their name; everything else is revalidated.
  app.useStaticAssets(web.clientDir, {
    index: false,
    setHeaders: (res, file) => {
      res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  return app;
}

function levelIndex(level: ApiConfig['LOG_LEVEL']): number {
  return ['error', 'warn', 'log', 'debug', 'verbose'].indexOf(level);
}

export const apiLogger = new Logger('Api');
