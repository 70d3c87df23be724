import { hash } from 'node:crypto';
import { BoundedCache } from '@agency/observability';
import { TRACKING_LIMITS } from '@agency/contracts';

/** The UTC day a salt belongs to, e.g. 2030-06-15. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The id of the visitor seen last from each address, with the salt and user agent it was made from: a
 * visitor sends several calls a visit (page views, time updates, events), and a hit costs a fraction of the
 * hash, which took 4 % of the intake's CPU under bench:ingest (profiled). Keyed by the address
 * alone, a short string whose hash the country lookup and the rate limit reuse; keying by salt, address
 * and user agent together cost a 150-character key built and hashed on every call. A hit needs the same
 * salt (a new day's salt never meets an old day's id) and the same user agent (two browsers behind one
 * address each get their own id, computed again when they alternate). Bounded in entries, and only user
 * agents within the contract's limit are kept: clients choose the addresses and user agents.
 */
const recent = new BoundedCache<string, { salt: string; userAgent: string; id: string }>({
  name: 'visitor_ids',
  maxEntries: 20_000,
  // The longest textual IPv6 address (with an IPv4 tail and the ::ffff: prefix) is under 64 characters.
  maxKeyLength: 64,
});

/**
 * A pseudonymous id for one visitor on one day. Keyed by the day's random salt (a secret prefix, as
 * Plausible keys its SipHash), so without that salt (deleted after 48 h) the address cannot be recovered
 * by hashing every IPv4 address. One SHA-256 pass through the one-shot hash(): an HMAC
 * costs three times as much on every call, a Hash object twice as much.
 */
export function visitorId(salt: string, ip: string, userAgent: string): string {
  const last = recent.get(ip);
  if (last !== undefined && last.salt === salt && last.userAgent === userAgent) return last.id;
  const id = hash('sha256', `${salt}\n${ip}\n${userAgent}`, 'hex');
  if (userAgent.length <= TRACKING_LIMITS.userAgent) recent.set(ip, { salt, userAgent, id });
  return id;
}
