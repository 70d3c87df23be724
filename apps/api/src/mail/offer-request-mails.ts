import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OfferRequest, OfferRequestPlaceholder } from '@agency/contracts';
import { ContentDocumentRecord } from '../content/engine/content-read-model.entity';
import { OutboundTargets } from '../content/system-settings/outbound-targets';
import { SystemSettingsStore } from '../content/system-settings/system-settings.store';
import { OfferRequestsService } from '../offer-requests/offer-requests.service';
import { renderEmailTemplate } from './email-template.renderer';
import { emailTemplate } from './email-template.source';
import { fromAddress, type SmtpConfig, smtpConfigured, smtpTransport } from './mail-transport';

export type OfferRequestMailKind = 'notification' | 'confirmation';
export const OFFER_REQUEST_MAIL_KINDS: readonly OfferRequestMailKind[] = ['notification', 'confirmation'];

const TEMPLATE_IDS: Record<OfferRequestMailKind, string> = {
  notification: 'offer_request_notification',
  confirmation: 'offer_request_confirmation',
};

export type MailOutcome = 'sent' | 'smtp_not_configured' | 'request_gone';

/** The two mails of a new request: the notification to the agency and the confirmation to the visitor. */
@Injectable()
export class OfferRequestMails {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly requests: OfferRequestsService,
    private readonly settings: SystemSettingsStore,
    private readonly dataSource: DataSource,
    private readonly targets: OutboundTargets,
  ) {}

  /** Sends one mail; throws when the SMTP server fails, so the job is retried. */
  async send(requestId: string, kind: OfferRequestMailKind): Promise<MailOutcome> {
    const request = await this.requests.find(requestId);
    if (!request) return 'request_gone';
    const smtp = (await this.settings.withPassword('smtp')) as Partial<SmtpConfig>;
    if (!smtpConfigured(smtp)) {
      this.logger.log(
        `SMTP ist nicht konfiguriert: keine ${kind === 'notification' ? 'Benachrichtigung' : 'Bestätigung'} zur Anfrage ${requestId}`,
      );
      return 'smtp_not_configured';
    }
    const template = await emailTemplate(this.dataSource, TEMPLATE_IDS[kind]);
    const mail = renderEmailTemplate(template, placeholderValues(request));
    const from = fromAddress(smtp);
    const agency = (await this.agencyAddress()) ?? smtp.from_email;
    const transport = smtpTransport(smtp, await this.targets.resolve('smtp', smtp.host));
    try {
      await transport.sendMail({
        from,
        to: kind === 'notification' ? agency : { name: request.name, address: request.email },
        replyTo: kind === 'notification' ? { name: request.name, address: request.email } : from,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        // Stable per request and kind: should a retry deliver twice, mail programs can tell.
        messageId: `<${requestId}.${kind}@${from.address.split('@')[1] ?? 'localhost'}>`,
      });
    } finally {
      transport.close();
    }
    return 'sent';
  }

  /** The agency's inbox: the contact e-mail of the website settings, else the SMTP sender. */
  private async agencyAddress(): Promise<string | undefined> {
    const row = await this.dataSource.getRepository(ContentDocumentRecord).findOneBy({ key: 'website-settings' });
    const email = (row?.data as { contact_info?: { email?: unknown } } | undefined)?.contact_info?.email;
    return typeof email === 'string' && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined;
  }
}

/** The template placeholders of a request (the contract's list); empty optional fields read '–' (seed data's note). */
export function placeholderValues(request: OfferRequest): Record<OfferRequestPlaceholder, string> {
  const orDash = (value: string) => (value.trim() === '' ? '–' : value);
  return {
    name: request.name,
    email: request.email,
    phone: orDash(request.phone),
    company: request.company,
    address: request.address,
    zip: request.zip,
    town: request.town,
    country: request.country,
    service: request.service,
    budget: orDash(request.budget),
    message: request.message,
    created_at: new Date(request.created_at).toLocaleString('de-DE', {
      timeZone: 'Europe/Berlin',
      dateStyle: 'medium',
      timeStyle: 'short',
    }),
  };
}
