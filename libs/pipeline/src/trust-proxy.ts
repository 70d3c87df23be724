import type { IncomingHttpHeaders } from 'node:http';
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which proxies in front may name the client in X-Forwarded-For, in Express's trust-proxy semantics (the
 * same function is given to Express, Fastify and the intake): `trusts(address, hop)` says whether the hop
 * at that distance (0 = the socket's peer, 1 = the rightmost X-Forwarded-For entry, …) is a proxy of ours.
 * The client is the nearest address not trusted, so entries left of it, which anyone can write, never count.
 */
export interface TrustProxy {
  /** The setting as the operator wrote it, for messages. */
  readonly setting: string;
  readonly trusts: (address: string, hop: number) => boolean;
  /** For a hop count, the count: the client is then found without asking `trusts` at every hop. */
  readonly hops?: number;
}

const OFF = new Set(['false', '0', 'off', 'none']);
const MAX_HOPS = 32;

/**
 * TRUST_PROXY: off (the default: the socket's peer is the client), a hop count (`1` behind one proxy that
 * appends the address it received the connection from, like nginx with $proxy_add_x_forwarded_for), or the
 * proxies' addresses and networks, comma-separated (`10.0.0.0/8, 172.16.0.0/12`; also proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`). `true` (trust every hop) is refused: it takes the leftmost entry,
 * which the client writes itself behind every proxy that appends.
 */
export const trustProxySchema = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy | false => {
    const setting = value.trim();
    if (OFF.has(setting.toLowerCase())) return false;
    if (setting.toLowerCase() === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          "'true' glaubt jedem X-Forwarded-For-Eintrag, auch gefälschten: geben Sie die Zahl der Proxys vor der Anwendung (z. B. 1) oder ihre Adressen/Netze (z. B. 10.0.0.0/8) an",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(setting)) {
      const hops = Number(setting);
      if (hops > MAX_HOPS) {
        ctx.addIssue({ code: 'custom', message: `höchstens ${MAX_HOPS} Proxys` });
        return z.NEVER;
      }
      return { setting, trusts: (_address, hop) => hop < hops, hops };
    }
    const proxies = setting
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    try {
      return { setting, trusts: proxyaddr.compile(proxies) };
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `eine Zahl von Proxys (z. B. 1) oder Adressen/Netze wie 10.0.0.0/8, durch Kommas getrennt (${(error as Error).message})`,
      });
      return z.NEVER;
    }
  });

/** The parts of a Node request the resolution reads. */
export interface AddressedRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

/** The client's address under the TRUST_PROXY rule; the socket's peer when no proxy is trusted. */
export function clientAddress(request: AddressedRequest, trustProxy: TrustProxy | false): string {
  const peer = request.socket?.remoteAddress ?? '';
  if (!trustProxy) return peer;
  // No header, nothing to resolve: the common case on a direct connection costs no parsing.
  const forwardedFor = request.headers['x-forwarded-for'];
  if (forwardedFor === undefined) return peer;
  if (trustProxy.hops !== undefined) {
    const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
    return forwardedEntry(header, trustProxy.hops) ?? peer;
  }
  return proxyaddr(request as Parameters<typeof proxyaddr>[0], trustProxy.trusts);
}

/**
 * The entry `hops` places from the right of an X-Forwarded-For header (1 = the rightmost), or the leftmost
 * when there are fewer; undefined when there is none. What proxy-addr answers for a hop count, read from
 * the right without splitting the whole header (the intake resolves every tracking call; a client can
 * send a long header): entries are separated by commas, spaces around them dropped, empty ones skipped.
 */
function forwardedEntry(header: string, hops: number): string | undefined {
  let found: string | undefined;
  let seen = 0;
  let end = header.length;
  for (let i = header.length - 1; i >= -1 && seen < hops; i--) {
    if (i !== -1 && header.charCodeAt(i) !== COMMA) continue;
    let start = i + 1;
    let stop = end;
    while (start < stop && header.charCodeAt(start) === SPACE) start++;
    while (stop > start && header.charCodeAt(stop - 1) === SPACE) stop--;
    if (stop > start) {
      found = header.slice(start, stop);
      seen++;
    }
    end = i;
  }
  return found;
}

const COMMA = 0x2c;
const SPACE = 0x20;

/**
 * Whom a limit counts an address against: an IPv4 address by itself, an IPv6 address by its /64 (one
 * household or host gets a whole /64 and picks addresses from it at will), an IPv4-mapped IPv6 address
 * (a dual-stack socket) as the IPv4 address it is.
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address;
  try {
    const ip = ipaddr.parse(address);
    if (ip.kind() === 'ipv4') return ip.toString();
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
    return `${v6.parts
      .slice(0, 4)
      .map((part) => part.toString(16))
      .join(':')}::/64`;
  } catch {
    return address;
  }
}
