import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import {
  expressInternalRouteGuard,
  expressSecurityHeaders,
  installExpressObservability,
  PinoNestLogger,
} from '@agency/observability';
import { CONTENT_KINDS, type ContentKind, configureGermanValidationMessages } from '@agency/contracts';
import { AppModule } from './app.module';
import { BUILT_IN_CONTENT, type BuiltInContent } from './content/seed/seed-content';
import type { ApiConfig } from './config/api-config';
import { createApiLogger } from './logger';
import { ApiExceptionFilter } from './infrastructure/http/api-exception.filter';
import { setupOpenApi } from './infrastructure/http/openapi.setup';
import { ThirdPartyAnalyticsState } from './web/third-party-analytics.state';
import { WebRenderer } from './web/web-renderer';

/**
 * Builds the Nest application; main.ts listens, tests use it with supertest. It runs the product's content
 * kinds (CONTENT_KINDS) with their built-in content, unless `kinds` and `builtIn` name others (a test's kind
 * beside them).
 */
export async function createApiApp(
  config: ApiConfig,
  options: { logger?: false; kinds?: readonly ContentKind[]; builtIn?: BuiltInContent } = {},
): Promise<NestExpressApplication> {
  // JSON lines on stdout; `logger: false` (tests) keeps them silent.
  const logger = createApiLogger(config, options.logger !== false);
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, {
      kinds: options.kinds ?? CONTENT_KINDS,
      builtIn: options.builtIn ?? BUILT_IN_CONTENT,
    }),
    {
      logger: options.logger === false ? false : new PinoNestLogger(logger),
      bufferLogs: false,
    },
  );
  // The same rule as the intake's (TRUST_PROXY): req.ip is the nearest address no trusted proxy stands for.
  if (config.TRUST_PROXY) app.set('trust proxy', config.TRUST_PROXY.trusts);
  app.disable('x-powered-by');
  // Request ids, the access log and the request duration histogram, before anything else answers.
  installExpressObservability(app, logger);
  const web = app.get(WebRenderer);
  const analytics = app.get(ThirdPartyAnalyticsState);
  // Security headers on every answer (pages, API, files, errors), then internals off the public port. The
  // pages allow the third-party analytics host only while staff have it configured.
  app.use(expressSecurityHeaders({ ...web.securityPolicies, thirdPartyAnalytics: () => analytics.configured }));
  app.use(
    expressInternalRouteGuard({ production: config.NODE_ENV === 'production', internalPort: config.INTERNAL_PORT }),
  );
  // Pages, bundles and JSON leave compressed; in the distributed stack the proxy does the same.
  app.use(compression());
  app.useBodyParser('json', { limit: '1mb' });
  // Staff read the api's validation messages: zod's own words in German, for every kind of issue.
  configureGermanValidationMessages();
  app.useGlobalFilters(new ApiExceptionFilter());
  setupOpenApi(app);
  // The web build's files: precompressed, hashed ones cached for good (the web build's static-files.ts).
  app.use(web.staticFiles());
  return app;
}

export const apiLogger = new Logger('Api');
