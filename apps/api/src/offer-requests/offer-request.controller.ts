import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { type OfferRequestAccepted, offerRequestAcceptedSchema, offerRequestInputSchema } from '@agency/contracts';
import { openApiSchema } from '../infrastructure/http/openapi';
import { requestClient } from '../infrastructure/http/request-client';
import { OfferRequestSubmissions } from './offer-request-submissions';
import { SpamShield, TooManyOfferRequests } from './spam-shield';

const THANK_YOU = 'Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb von 24 Stunden bei Ihnen.';

/** The offer dialog's and the contact page's enquiry form's one endpoint for their code (JSON). */
@ApiTags('Anfragen (öffentlich)')
@Controller('api/offer-request')
export class OfferRequestController {
  constructor(
    private readonly submissions: OfferRequestSubmissions,
    private readonly shield: SpamShield,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Angebotsanfrage oder Projektanfrage senden',
    description:
      'Gespeichert als Ereignis vor der Antwort 201; Mails und Buchhaltung folgen im Hintergrund. `website` ist ein ' +
      'Honeypot (leer lassen), `form_token` das Token aus GET /api/offer-request/form-token, einmal verwendbar und ' +
      '24 Stunden gültig. Ohne gültiges, unbenutztes Token wird die Anfrage als Spamverdacht zur Prüfung gespeichert ' +
      '(gleiche Antwort, keine Mails). 429 mit Retry-After bei zu vielen Anfragen.',
  })
  @ApiBody({ schema: openApiSchema(offerRequestInputSchema) })
  @ApiCreatedResponse({ schema: openApiSchema(offerRequestAcceptedSchema, 'output') })
  async submit(
    @Body() body: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OfferRequestAccepted> {
    try {
      const id = await this.submissions.submit(body, requestClient(request));
      return { success: true, id, message: THANK_YOU };
    } catch (error) {
      if (error instanceof TooManyOfferRequests) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Get('form-token')
  @ApiOperation({
    summary: 'Render-Token für das Formular (einmal verwendbar, 24 Stunden gültig; misst die Ausfüllzeit; ohne Dritte)',
  })
  formToken(@Res({ passthrough: true }) response: Response): { success: true; token: string } {
    response.setHeader('Cache-Control', 'no-store');
    return { success: true, token: this.shield.issueFormToken() };
  }
}
