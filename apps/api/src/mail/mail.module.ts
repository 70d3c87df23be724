import { Module } from '@nestjs/common';
import { ConnectionTestModule } from '../content/system-settings/connection-test.module';
import { OutboundTargetsModule } from '../content/system-settings/outbound-targets.module';
import { OfferRequestsModule } from '../offer-requests/offer-requests.module';
import { OfferRequestMails } from './offer-request-mails';
import { SmtpTestController } from './smtp-test.controller';

/** Outgoing mail through nodemailer with the SMTP settings staff keep in the system settings. */
@Module({
  imports: [OfferRequestsModule, ConnectionTestModule, OutboundTargetsModule],
  controllers: [SmtpTestController],
  providers: [OfferRequestMails],
  exports: [OfferRequestMails],
})
export class MailModule {}
