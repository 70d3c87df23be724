import { Global, Module, type DynamicModule } from '@nestjs/common';
import { HealthController } from './health/health.controller';
import { HealthRegistry } from './health/health.registry';
import { MetricsController } from './metrics/metrics.controller';

/**
 * GET /metrics, GET /health and GET /health/ready, and the HealthRegistry that app modules add their
 * readiness checks to. Import it before any catch-all route (the api's web pages).
 */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(): DynamicModule {
    return {
      module: ObservabilityModule,
      global: true,
      controllers: [MetricsController, HealthController],
      providers: [HealthRegistry],
      exports: [HealthRegistry],
    };
  }
}
