import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type OfferRequestAccepted, offerRequestAcceptedSchema, offerRequestInputSchema } from '@agency/contracts';
import { openApiSchema } from '../content/shared/openapi';
import { requestClient } from '../infrastructure/http/request-client';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { ConfirmationMailCap } from './confirmation-mail-cap';
import { OfferRequestsService } from './offer-requests.service';
import { SpamShield, TooManyOfferRequests } from './spam-shield';

const THANK_YOU = 'Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb von 24 Stunden bei Ihnen.';
const parseBody = new ZodBodyPipe(offerRequestInputSchema);

/** The offer dialog's and the contact page's enquiry form's one endpoint (public-site §7). */
@ApiTags('Anfragen (öffentlich)')
@Controller('api/offer-request')
export class OfferRequestController {
  constructor(
    private readonly requests: OfferRequestsService,
    private readonly shield: SpamShield,
    private readonly confirmationCap: ConfirmationMailCap,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Angebotsanfrage oder Projektanfrage senden',
    description:
      'Gespeichert als Ereignis vor der Antwort 201; Mails und Buchhaltung folgen im Hintergrund. `website` ist ein ' +
      'Honeypot (leer lassen), `form_token` das Token aus GET /api/offer-request/form-token. 429 mit Retry-After bei zu vielen Anfragen.',
  })
  @ApiBody({ schema: openApiSchema(offerRequestInputSchema) })
  @ApiCreatedResponse({ schema: openApiSchema(offerRequestAcceptedSchema, 'output') })
  async submit(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OfferRequestAccepted> {
    try {
      const client = requestClient(request);
      await this.shield.throttleIp(client);
      const { request: fields, honeypot, formToken, analyticsSessionId } = parseBody.transform(body);
      await this.shield.throttleEmail(fields.email);
      const reasons = this.shield.suspicions(honeypot, formToken);
      // Suspected spam gets the same answer as a request: a bot learns nothing, staff can review it.
      const id =
        reasons.length > 0
          ? await this.requests.holdAsSpam(fields, reasons)
          : await this.requests.receive(fields, {
              confirmationWithheld: await this.confirmationCap.decide(client, fields.email),
              analyticsSessionId,
            });
      return { success: true, id, message: THANK_YOU };
    } catch (error) {
      if (error instanceof TooManyOfferRequests) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Get('form-token')
  @ApiOperation({ summary: 'Render-Token für das Formular (misst die Ausfüllzeit; ohne Dritte)' })
  formToken(@Res({ passthrough: true }) response: Response): { success: true; token: string } {
    response.setHeader('Cache-Control', 'no-store');
    return { success: true, token: this.shield.issueFormToken() };
  }
}
