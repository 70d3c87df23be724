import { type ConnectionOutcome, OUTBOX_FAILURE_REASONS, type OutboxFailureReason } from '@agency/contracts';
import { OutboundTargetRefused } from '../content/system-settings/outbound-address';
import { isCertificateError } from '../content/system-settings/tls-error';

/** The server answered, and refused this user (or its access to the database) from this host. */
const LOGIN_REFUSED = new Set([
  'ER_ACCESS_DENIED_ERROR',
  'ER_ACCESS_DENIED_NO_PASSWORD_ERROR',
  'ER_DBACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  'ER_HOST_NOT_PRIVILEGED',
  'ER_HOST_IS_BLOCKED',
  'ER_NOT_SUPPORTED_AUTH_MODE',
  'ER_ACCOUNT_HAS_BEEN_LOCKED',
  'ER_MUST_CHANGE_PASSWORD_LOGIN',
  'AUTH_SWITCH_PLUGIN_ERROR',
]);
const TLS_FAILED = new Set(['ER_SECURE_TRANSPORT_REQUIRED', 'HANDSHAKE_NO_SSL_SUPPORT', 'HANDSHAKE_SSL_ERROR']);

/**
 * What a failed MySQL connection (mysql2's error) tells staff: a refused login, a TLS requirement, or else
 * 'not reached', whatever the port held or the server said.
 */
export function mysqlFailure(error: unknown): Exclude<ConnectionOutcome, 'reached'> {
  const { code } = (error ?? {}) as { code?: unknown };
  if (typeof code === 'string' && LOGIN_REFUSED.has(code)) return 'login_refused';
  if ((typeof code === 'string' && TLS_FAILED.has(code)) || isCertificateError(code)) return 'tls_failed';
  return 'unreachable';
}

/** Why a transfer to the accounting database failed, for staff (request and Backend tab); details go to the log. */
export function accountingFailureReason(error: unknown): OutboxFailureReason {
  if (error instanceof OutboundTargetRefused) return OUTBOX_FAILURE_REASONS.mysql_not_allowed;
  const { code, fatal } = (error ?? {}) as { code?: unknown; fatal?: unknown };
  if (code === 'ER_NO_SUCH_TABLE') return OUTBOX_FAILURE_REASONS.mysql_table_missing;
  const failure = mysqlFailure(error);
  if (failure === 'login_refused') return OUTBOX_FAILURE_REASONS.mysql_login_refused;
  if (failure === 'tls_failed') return OUTBOX_FAILURE_REASONS.mysql_tls_failed;
  // A statement the server refused (not the connection): its words are in the log.
  if (typeof code === 'string' && code.startsWith('ER_') && fatal !== true) return OUTBOX_FAILURE_REASONS.mysql_failed;
  return OUTBOX_FAILURE_REASONS.mysql_unreachable;
}
