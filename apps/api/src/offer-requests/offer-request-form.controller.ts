import { BadRequestException, Controller, Logger, Post, Req, Res } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import {
  CHECK_FIELDS,
  ENQUIRY_FORM_FIELDS,
  FORM_SENT_PATH,
  type FormPostResult,
  OFFER_DIALOG_FIELDS,
  POSTED_FORM_PAGES,
  type PostedForm,
  SEND_ERROR,
  enquiryPayload,
  securityHeaders,
  tooManyRequestsText,
} from '@agency/contracts';
import { requestClient } from '../infrastructure/http/request-client';
import { WebRenderer } from '../web/web-renderer';
import { OfferRequestSubmissions } from './offer-request-submissions';
import { SpamShield, TooManyOfferRequests } from './spam-shield';

/** The fields a posted form may carry besides its own (honeypot, render token, which form). */
const EXTRA_FIELDS = ['website', 'form_token'] as const;

/** Only the text fields a form has: a posted body may hold anything (nested keys, repeated names). */
function textFields(body: unknown, names: readonly string[]): Record<string, string> {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => {
      const value = source[name];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * The request forms posted by the browser itself (before their code has arrived, or without JavaScript),
 * as application/x-www-form-urlencoded. Checked and stored exactly like the JSON of the forms' code
 * (OfferRequestSubmissions: limits, schema, spam shield); answered with pages, never with personal data in a
 * URL: a taken request is a 303 See Other to the thanks (FORM_SENT_PATH), one that is not is the form's page
 * again with what was typed, the messages and a fresh render token (400 for the fields, 429 over a limit,
 * 500 when storing failed). Never cached.
 */
@ApiTags('Anfragen (öffentlich)')
@Controller('api/offer-request/form')
export class OfferRequestFormController {
  private readonly logger = new Logger('OfferRequestForm');

  constructor(
    private readonly submissions: OfferRequestSubmissions,
    private readonly shield: SpamShield,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Anfrageformular ohne JavaScript senden (application/x-www-form-urlencoded)',
    description:
      'Dieselben Felder und Prüfungen wie POST /api/offer-request, dazu `form` (`kontakt` oder `angebot`). ' +
      'Angenommen: 303 auf /anfrage-gesendet. Sonst die Seite des Formulars mit den Eingaben und Meldungen ' +
      '(400 Eingaben, 429 zu viele Anfragen mit Retry-After, 500 Fehler).',
  })
  async post(@Req() request: Request, @Res() response: Response): Promise<void> {
    const body: unknown = request.body;
    const form: PostedForm = textFields(body, ['form']).form === 'angebot' ? 'angebot' : 'kontakt';
    const fields = form === 'angebot' ? OFFER_DIALOG_FIELDS : ENQUIRY_FORM_FIELDS;
    const values = textFields(body, fields);
    const extra = textFields(body, EXTRA_FIELDS);
    const payload =
      form === 'angebot'
        ? { ...values, website: extra.website, form_token: extra.form_token || undefined }
        : enquiryPayload(values as Parameters<typeof enquiryPayload>[0], {
            website: extra.website ?? '',
            form_token: extra.form_token || undefined,
          });
    response.setHeader('Cache-Control', 'no-store');
    try {
      await this.submissions.submit(payload, requestClient(request));
      response.redirect(303, FORM_SENT_PATH);
      return;
    } catch (error) {
      const answer = this.answerOf(error, form);
      if (error instanceof TooManyOfferRequests) response.setHeader('Retry-After', String(error.retryAfterSeconds));
      await this.sendPage(response, answer.status, { form, values, ...answer.result });
    }
  }

  /** The status and what the page shows for a submission that was not taken. */
  private answerOf(
    error: unknown,
    form: PostedForm,
  ): { status: number; result: Pick<FormPostResult, 'errors' | 'alert'> } {
    if (error instanceof BadRequestException) {
      const details = (error.getResponse() as { details?: { field: string; message: string }[] }).details ?? [];
      const errors: Record<string, string> = {};
      for (const { field, message } of details) {
        // The enquiry form has no service field: its project type decides the service.
        const name = form === 'kontakt' && field === 'service' ? 'projectType' : field;
        errors[name] ??= message;
      }
      return { status: 400, result: { errors, alert: CHECK_FIELDS } };
    }
    if (error instanceof TooManyOfferRequests)
      return {
        status: 429,
        result: { errors: {}, alert: tooManyRequestsText(error.message, error.retryAfterSeconds) },
      };
    this.logger.error(`Anfrageformular nicht gespeichert: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 500, result: { errors: {}, alert: SEND_ERROR } };
  }

  private async sendPage(response: Response, status: number, result: Omit<FormPostResult, 'token'>): Promise<void> {
    const formPost: FormPostResult = { ...result, token: this.shield.issueFormToken() };
    const renderer = this.moduleRef.get(WebRenderer, { strict: false });
    const page = await renderer.renderFormPost(POSTED_FORM_PAGES[result.form], formPost).catch((error: unknown) => {
      this.logger.error(`Seite des Anfrageformulars nicht gerendert: ${String(error)}`);
      return undefined;
    });
    // A page, not an API answer: the pages' headers (its inlined styles by hash, its form may post here), with the
    // opener policy, as it holds what the visitor typed (docs/adr/0158-public-pages-without-opener-policy.md).
    for (const [name, value] of securityHeaders(renderer.securityPolicies.plain)) response.setHeader(name, value);
    response.status(status).type('html').setHeader('X-Robots-Tag', 'noindex, nofollow');
    response.send(page?.html ?? fallbackPage(formPost));
  }
}

/** Without a web build: the message alone, in German, with a way back to the form. */
function fallbackPage({ form, alert, errors }: FormPostResult): string {
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);
  const items = Object.values(errors)
    .map((message) => `<li>${escape(message)}</li>`)
    .join('');
  return (
    `<!doctype html><html lang="de"><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">` +
    `<title>Anfrage nicht gesendet</title><p role="alert">${escape(alert)}</p>${items ? `<ul>${items}</ul>` : ''}` +
    `<p><a href="${POSTED_FORM_PAGES[form]}">Zurück zum Formular</a></p></html>`
  );
}
