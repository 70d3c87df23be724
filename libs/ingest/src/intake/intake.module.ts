import { Module, type DynamicModule } from '@nestjs/common';
import type { IngestModuleOptions } from '../ingest.config';
import { INGEST_OPTIONS } from '../ingest.tokens';
import { unknownCountry, type CountryLookup } from './country.lookup';
import { IntakeController } from './intake.controller';
import { COUNTRY_LOOKUP } from './intake.tokens';
import { TrackProducer } from './track.producer';

export interface IntakeModuleOptions extends IngestModuleOptions {
  /** Where the offline IP database plugs in; defaults to 'unknown' for everyone. */
  countryLookup?: CountryLookup;
}

/** POST /api/track/*: validate, drop bots, enrich, micro-batch into the BullMQ track queue. */
@Module({})
export class IntakeModule {
  static forRoot(options: IntakeModuleOptions): DynamicModule {
    return {
      module: IntakeModule,
      controllers: [IntakeController],
      providers: [
        { provide: INGEST_OPTIONS, useValue: options },
        { provide: COUNTRY_LOOKUP, useValue: options.countryLookup ?? unknownCountry },
        TrackProducer,
      ],
    };
  }
}
