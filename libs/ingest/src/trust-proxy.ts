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
      return { setting, trusts: (_address, hop) => hop < hops };
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
  if (request.headers['x-forwarded-for'] === undefined) return peer;
  return proxyaddr(request as Parameters<typeof proxyaddr>[0], trustProxy.trusts);
}

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
