import { hash } from 'node:crypto';
import { BoundedCache } from '@agency/observability';
import { TRACKING_LIMITS } from '@agency/contracts';

/** The UTC day a salt belongs to, e.g. 2030-06-15. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The ids of the visitors seen last, by their hash input: a visitor sends several calls a visit (page
 * views, time updates, events), and a hit costs a fraction of the hash, which took 4 % of the intake's CPU
 * under bench:ingest (profiled, issue 14). Keyed by salt, address and user agent together, so a new day's
 * salt never meets an old day's id. Bounded in entries and key length: clients choose the addresses and
 * user agents.
 */
const recent = new BoundedCache<string, string>({
  name: 'visitor_ids',
  maxEntries: 20_000,
  // salt (64 hex), an IPv6 address with its prefix, the longest user agent accepted, two separators
  maxKeyLength: 64 + 64 + TRACKING_LIMITS.userAgent + 2,
});

/**
 * A pseudonymous id for one visitor on one day. Keyed by the day's random salt (a secret prefix, as
 * Plausible keys its SipHash), so without that salt (deleted after 48 h) the address cannot be recovered
 * by hashing every IPv4 address. One SHA-256 pass through the one-shot hash(): an HMAC
 * costs three times as much on every call, a Hash object twice as much.
 */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  const input = `${salt}\n${ip}\n${userAgent}`;
  let id = recent.get(input);
  if (id === undefined) {
    id = hash('sha256', input, 'hex');
    recent.set(input, id);
  }
  return id;
}
