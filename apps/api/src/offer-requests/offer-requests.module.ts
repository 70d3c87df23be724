import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfirmationMailCap } from './confirmation-mail-cap';
import { OfferRequestController } from './offer-request.controller';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import { OfferRequestsAdminController } from './offer-requests.controller';
import { OfferRequestsService } from './offer-requests.service';
import { SpamShield } from './spam-shield';

/** Offer requests and enquiries: the public endpoint with its spam shield, and the staff screens. */
@Module({
  imports: [TypeOrmModule.forFeature([OfferRequestRecord, SuspectedSpamRecord])],
  controllers: [OfferRequestController, OfferRequestsAdminController],
  providers: [OfferRequestsService, SpamShield, ConfirmationMailCap],
  exports: [OfferRequestsService],
})
export class OfferRequestsModule {}
