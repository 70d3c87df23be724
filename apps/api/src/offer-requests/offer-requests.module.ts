import { Module } from '@nestjs/common';
import { ConfirmationMailCap } from './confirmation-mail-cap';
import { OfferRequestController } from './offer-request.controller';
import { OfferRequestsAdminController } from './offer-requests.controller';
import { OfferRequestsReadModelModule } from './offer-requests-read-model.module';
import { OfferRequestsService } from './offer-requests.service';
import { SpamShield } from './spam-shield';

/** Offer requests and enquiries: the public endpoint with its spam shield, and the staff screens. */
@Module({
  imports: [OfferRequestsReadModelModule],
  controllers: [OfferRequestController, OfferRequestsAdminController],
  providers: [OfferRequestsService, SpamShield, ConfirmationMailCap],
  exports: [OfferRequestsService],
})
export class OfferRequestsModule {}
