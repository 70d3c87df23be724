import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EventStore } from '@agency/event-store';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import { offerRequestListProjection, suspectedSpamProjection } from './offer-request-list.projection';

/**
 * The offer requests' read models and their projections, without HTTP, Redis or workers, so the
 * maintenance commands (cli-app READ_MODEL_MODULES) can rebuild them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OfferRequestRecord, SuspectedSpamRecord])],
  exports: [TypeOrmModule],
})
export class OfferRequestsReadModelModule implements OnModuleInit {
  constructor(private readonly store: EventStore) {}

  onModuleInit(): void {
    this.store.registerProjection(offerRequestListProjection);
    this.store.registerProjection(suspectedSpamProjection);
  }
}
