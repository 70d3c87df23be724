import { Injectable } from '@nestjs/common';
import { offerRequestInputSchema } from '@agency/contracts';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { ConfirmationMailCap } from './confirmation-mail-cap';
import { OfferRequestsService } from './offer-requests.service';
import { SpamShield } from './spam-shield';

const parseBody = new ZodBodyPipe(offerRequestInputSchema);

/**
 * Takes one submission of a request form, whichever way it came (JSON from the forms' code, or the form
 * posted by the browser itself): the per-address limit (counted before validation), the contract schema, the
 * per-mailbox limit, the spam shield's verdict, then the request, or the suspected spam kept for review.
 * Throws the schema's 400 (naming each field) and TooManyOfferRequests (429); resolves with the stored id.
 */
@Injectable()
export class OfferRequestSubmissions {
  constructor(
    private readonly requests: OfferRequestsService,
    private readonly shield: SpamShield,
    private readonly confirmationCap: ConfirmationMailCap,
  ) {}

  async submit(body: unknown, client: string): Promise<string> {
    await this.shield.throttleIp(client);
    const { request: fields, honeypot, formToken, analyticsSessionId } = parseBody.transform(body);
    await this.shield.throttleEmail(fields.email);
    const reasons = await this.shield.suspicions(honeypot, formToken);
    // Suspected spam gets the same answer as a request: a bot learns nothing, staff can review it.
    return reasons.length > 0
      ? this.requests.holdAsSpam(fields, reasons)
      : this.requests.receive(fields, {
          confirmationWithheld: await this.confirmationCap.decide(client, fields.email),
          analyticsSessionId,
        });
  }
}
