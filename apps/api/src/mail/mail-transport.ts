import { createTransport, type Transporter } from 'nodemailer';
import type { OutboundTarget } from '../content/system-settings/outbound-address';

export interface SmtpConfig {
  host: string;
  port: number;
  user: string;
  password: string;
  from_email: string;
  from_name: string;
}

/** Without SMTP configured no mails are sent. A user name marks it configured. */
export function smtpConfigured(config: Partial<SmtpConfig>): config is SmtpConfig {
  return Boolean(config.host && config.port && config.user && config.from_email);
}

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}
const SENDING_TIMEOUTS: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/**
 * One transport per use: settings may change at any time, and mail volume is a few per day. It connects to
 * `target`, the address the host was checked as (OutboundTargets), and checks TLS against the host's name.
 */
export function smtpTransport(
  config: SmtpConfig,
  target: OutboundTarget,
  timeouts: SmtpTimeouts = SENDING_TIMEOUTS,
): Transporter {
  return createTransport({
    host: target.address,
    servername: target.servername,
    port: config.port,
    secure: config.port === 465,
    auth: config.user ? { user: config.user, pass: config.password } : undefined,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
  });
}

export function fromAddress(config: SmtpConfig): { name: string; address: string } {
  return { name: config.from_name || config.from_email, address: config.from_email };
}
