import { Module, type DynamicModule } from '@nestjs/common';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { TrackProcessor } from './track.processor';
import { TrackQueueStatus } from './track-queue.status';

/** Consumes the track queue into ClickHouse. Needs AnalyticsModule.forRoot(...) in the same app. */
@Module({})
export class WorkerModule {
  static forRoot(options: IngestModuleOptions): DynamicModule {
    return {
      module: WorkerModule,
      providers: [{ provide: INGEST_OPTIONS, useValue: options }, TrackProcessor, TrackQueueStatus],
      exports: [TrackQueueStatus],
    };
  }
}
