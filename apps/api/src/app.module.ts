import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AnalyticsModule } from '@agency/analytics';
import type { ContentKind } from '@agency/contracts';
import { ObservabilityModule } from '@agency/observability';
import { IntakeModule, WorkerModule } from '@agency/pipeline';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { BackupModule } from './backup/backup.module';
import type { ApiConfig } from './config/api-config';
import { ConfigModule } from './config/config.module';
import { ContentModule } from './content/content.module';
import type { BuiltInContent } from './content/seed/seed-content';
import { CustomerNotesModule } from './customer-notes/customer-notes.module';
import { HealthModule } from './health/health.module';
import { LeadsModule } from './leads/leads.module';
import { AccountingModule } from './accounting/accounting.module';
import { MailModule } from './mail/mail.module';
import { MediaModule } from './media/media.module';
import { OfferRequestSideEffectsModule } from './offer-requests/offer-request-side-effects.module';
import { OfferRequestsModule } from './offer-requests/offer-requests.module';
import { PersistenceModule } from './infrastructure/persistence/persistence.module';
import { ReadModelsModule } from './read-models.module';
import { RetentionModule } from './retention/retention.module';
import { SiteHistoryModule } from './site-history/site-history.module';
import { RedirectsModule } from './redirects/redirects.module';
import { SiteHealthModule } from './site-health/site-health.module';
import { StatisticsModule } from './statistics/statistics.module';
import { TrackingConfigModule } from './tracking-config/tracking-config.module';
import { PipelineControlModule } from './pipeline-control/pipeline-control.module';
import { UsersModule } from './users/users.module';
import { WebModule } from './web/web.module';
import { WeeklyReportModule } from './weekly-report/weekly-report.module';

@Module({})
export class AppModule {
  /**
   * The api with `config`, running the content `kinds` with their built-in content (the product's:
   * CONTENT_KINDS and BUILT_IN_CONTENT).
   */
  static forRoot(
    config: ApiConfig,
    content: { kinds: readonly ContentKind[]; builtIn: BuiltInContent },
  ): DynamicModule {
    // One machine: the ingestion intake and worker run inside this process, next to the embedded chDB
    // that only one process may open. Many machines: apps/ingest runs them and this api only reads.
    const ingest: ModuleMetadata['imports'] =
      config.INGEST_MODE === 'inline'
        ? [
            // The api serves /api/public/tracking-config itself (TrackingConfigModule), in both modes.
            // Browser calls from pages of PUBLIC_URL (when set) and TRACKING_ALLOWED_ORIGINS only.
            IntakeModule.forRoot({
              redisUrl: config.redisUrl,
              config,
              publicUrl: config.PUBLIC_URL,
              servePublicConfig: false,
            }),
            WorkerModule.forRoot({ redisUrl: config.redisUrl, config }),
          ]
        : [];
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // GET /metrics, /health, /health/ready: registered before the web pages' catch-all.
        ObservabilityModule.forRoot(),
        PersistenceModule,
        ReadModelsModule,
        AnalyticsModule.forRoot(config),
        AuthModule,
        UsersModule,
        ActivityModule,
        ContentModule.forKinds(content.kinds, content.builtIn),
        MediaModule,
        // Imported here, not only through the outbox, so their routes register before the web catch-all.
        OfferRequestsModule,
        MailModule,
        AccountingModule,
        CustomerNotesModule,
        OfferRequestSideEffectsModule,
        StatisticsModule,
        LeadsModule,
        WeeklyReportModule,
        TrackingConfigModule,
        PipelineControlModule,
        RetentionModule,
        SiteHistoryModule,
        SiteHealthModule,
        RedirectsModule,
        ScheduleModule.forRoot(),
        BackupModule,
        HealthModule,
        ...ingest,
        WebModule,
      ],
    };
  }
}
