import { type ConnectionOutcome, OUTBOX_FAILURE_REASONS, type OutboxFailureReason } from '@agency/contracts';
import { OutboundTargetRefused } from '../content/system-settings/outbound-address';
import { isCertificateError } from '../content/system-settings/tls-error';

/**
 * What a failed SMTP conversation (nodemailer's error) tells staff. Only a refused login and a failed
 * TLS upgrade or certificate come from a mail server that was reached; a closed port, a timeout, a
 * listener that is no mail server (also one that speaks no TLS on 465) and a name that does not resolve
 * all read 'not reached'.
 */
export function smtpFailure(error: unknown): Exclude<ConnectionOutcome, 'reached'> {
  const { code, originalCode } = (error ?? {}) as { code?: unknown; originalCode?: unknown };
  if (code === 'EAUTH' || code === 'ENOAUTH' || code === 'NoAuth') return 'login_refused';
  if (code === 'ETLS' || isCertificateError(code) || isCertificateError(originalCode)) return 'tls_failed';
  return 'unreachable';
}

/** Why a mail job failed, for the Backend tab: the server's own words stay in the log. */
export function mailFailureReason(error: unknown): OutboxFailureReason {
  if (error instanceof OutboundTargetRefused) return OUTBOX_FAILURE_REASONS.smtp_not_allowed;
  const { code } = (error ?? {}) as { code?: unknown };
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return OUTBOX_FAILURE_REASONS.mail_rejected;
  const failure = smtpFailure(error);
  if (failure === 'login_refused') return OUTBOX_FAILURE_REASONS.smtp_login_refused;
  if (failure === 'tls_failed') return OUTBOX_FAILURE_REASONS.smtp_tls_failed;
  const connectionCodes = ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'EPROTOCOL', 'ENOTFOUND'];
  return typeof code === 'string' && connectionCodes.includes(code)
    ? OUTBOX_FAILURE_REASONS.smtp_unreachable
    : OUTBOX_FAILURE_REASONS.unknown;
}
