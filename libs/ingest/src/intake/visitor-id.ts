import { hash } from 'node:crypto';

/** The UTC day a salt belongs to, e.g. 2030-06-15. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A pseudonymous id for one visitor on one day. Keyed by the day's random salt (a secret prefix, as
 * Plausible keys its SipHash), so without that salt (deleted after 48 h) the address cannot be recovered
 * by hashing every IPv4 address. One SHA-256 pass through the one-shot hash(): an HMAC
 * costs three times as much on every call, a Hash object twice as much.
 */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${ip}\n${userAgent}`, 'hex');
}
