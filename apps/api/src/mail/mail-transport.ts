import { createTransport, type Transporter } from 'nodemailer';

export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  from_email: string;
  from_name: string;
}

/** Spec (back-office §2 System settings): without SMTP configured no mails are sent. A user name marks it configured. */
export function smtpConfigured(config: Partial<SmtpConfig>): config is SmtpConfig {
  return Boolean(config.host && config.port && config.user && config.from_email);
}

/** One transport per use: settings may change at any time, and mail volume is a few per day. */
export function smtpTransport(config: SmtpConfig): Transporter {
  return createTransport({
    host: config.host,
    port: config.port,
    secure: config.port === 465,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function fromAddress(config: SmtpConfig): { name: string; address: string } {
  return { name: config.from_name || config.from_email, address: config.from_email };
}
