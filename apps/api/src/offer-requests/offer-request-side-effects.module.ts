import { Module } from '@nestjs/common';
import { AccountingModule } from '../accounting/accounting.module';
import { MailModule } from '../mail/mail.module';
import { OfferRequestSideEffects } from './offer-request-side-effects';
import { OfferRequestsModule } from './offer-requests.module';
import { OutboxFailuresController } from './outbox-failures.controller';

/** The outbox of offer requests: subscription → BullMQ → mail and accounting workers; its failures for staff. */
@Module({
  imports: [OfferRequestsModule, MailModule, AccountingModule],
  controllers: [OutboxFailuresController],
  providers: [OfferRequestSideEffects],
  exports: [OfferRequestSideEffects],
})
export class OfferRequestSideEffectsModule {}
