import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting/accounting.module';
import { MailModule } from '../mail/mail.module';
import { OfferRequestSideEffects } from './offer-request-side-effects';
import { OfferRequestsModule } from './offer-requests.module';

/** The outbox of offer requests: subscription → BullMQ → mail and accounting workers. */
@Module({
  imports: [OfferRequestsModule, MailModule, AccountingModule],
  providers: [OfferRequestSideEffects],
  exports: [OfferRequestSideEffects],
})
export class OfferRequestSideEffectsModule {}
