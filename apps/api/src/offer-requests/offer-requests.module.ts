import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfirmationMailCap } from './confirmation-mail-cap';
import { OfferRequestController } from './offer-request.controller';
import { OfferRequestFormController } from './offer-request-form.controller';
import { OfferRequestSubmissions } from './offer-request-submissions';
import { OfferRequestRecord, SuspectedSpamRecord } from './offer-request.entity';
import { OfferRequestsAdminController } from './offer-requests.controller';
import { OfferRequestsService } from './offer-requests.service';
import { SpamShield } from './spam-shield';

/**
 * Offer requests and enquiries: the public endpoints (JSON for the forms' code, the posted forms without it)
 * with their spam shield, and the staff screens.
 */
@Module({
  imports: [TypeOrmModule.forFeature([OfferRequestRecord, SuspectedSpamRecord])],
  controllers: [OfferRequestController, OfferRequestFormController, OfferRequestsAdminController],
  providers: [OfferRequestsService, OfferRequestSubmissions, SpamShield, ConfirmationMailCap],
  exports: [OfferRequestsService],
})
export class OfferRequestsModule {}
