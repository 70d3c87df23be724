import { Module, type DynamicModule } from '@nestjs/common';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { offlineCountryLookup, type CountryLookup } from './country.lookup';
import { COUNTRY_LOOKUP } from './intake.tokens';
import { TrackIntake } from './track-intake';
import { TrackRoutes } from './track.routes';
import { PublicTrackingConfigController } from './tracking-config.controller';
import { TrackingConfigSource } from './tracking-config.source';
import { TrackProducer } from './track.producer';

export interface IntakeModuleOptions extends IngestModuleOptions {
  /** Replaces the offline IP database (tests). */
  countryLookup?: CountryLookup;
  /**
   * Serve GET /api/public/tracking-config from the intake (the ingest app). The api serves it itself from
   * its own copy, so it mounts the intake without it.
   */
  servePublicConfig?: boolean;
}

/**
 * POST /api/track/*: validate, drop bots, enrich, micro-batch into the BullMQ track queue. The four calls are
 * mounted on the HTTP framework directly (track.routes.ts); the tracking configuration is a Nest controller.
 */
@Module({})
export class IntakeModule {
  static forRoot(options: IntakeModuleOptions): DynamicModule {
    return {
      module: IntakeModule,
      controllers: options.servePublicConfig === false ? [] : [PublicTrackingConfigController],
      providers: [
        { provide: INGEST_OPTIONS, useValue: options },
        { provide: COUNTRY_LOOKUP, useFactory: () => options.countryLookup ?? offlineCountryLookup() },
        TrackProducer,
        TrackingConfigSource,
        TrackIntake,
        TrackRoutes,
      ],
      exports: [TrackingConfigSource],
    };
  }
}
