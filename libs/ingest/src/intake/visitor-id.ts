import { createHmac } from 'node:crypto';

/** The UTC day a salt belongs to, e.g. 2030-06-15. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * A pseudonymous id for one visitor on one day. Keyed by the day's random salt, so without that salt
 * (deleted after 48 h) the address cannot be recovered by hashing every IPv4 address.
 */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  return createHmac('sha256', salt).update(ip).update('\n').update(userAgent).digest('hex');
}
