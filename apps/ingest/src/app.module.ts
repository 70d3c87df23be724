import { Module, type DynamicModule } from '@nestjs/common';
import { AnalyticsModule } from '@agency/analytics';
import { IntakeModule, WorkerModule, type IngestModuleOptions } from '@agency/pipeline';
import { ObservabilityModule } from '@agency/observability';
import { IngestHealthModule } from './health/ingest-health.module';
import type { IngestAppEnv } from './ingest.env';

/** The role picks the modules: intake scales on HTTP load, workers on queue depth, `all` is both. */
@Module({})
export class AppModule {
  static forRoot(env: IngestAppEnv): DynamicModule {
    const options: IngestModuleOptions = { redisUrl: env.REDIS_URL, config: env, publicUrl: env.PUBLIC_URL };
    const intake = env.INGEST_ROLE === 'intake' || env.INGEST_ROLE === 'all';
    const worker = env.INGEST_ROLE === 'worker' || env.INGEST_ROLE === 'all';
    return {
      module: AppModule,
      imports: [
        // GET /metrics, /health (liveness), /health/ready (Redis; the worker also ClickHouse) in every role.
        ObservabilityModule.forRoot(),
        ...(intake ? [IntakeModule.forRoot(options)] : []),
        ...(worker ? [AnalyticsModule.forRoot(env), WorkerModule.forRoot(options)] : []),
        IngestHealthModule.forRoot(env),
      ],
    };
  }
}
