import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { BadRequestException } from '@nestjs/common';

/** Addresses an SMTP or MySQL server of the agency has no business at. */
export type RefusedAddressKind = 'metadata' | 'loopback' | 'link_local' | 'unspecified';

function blockList(entries: readonly (readonly [string, number])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of entries) list.addSubnet(network, prefix, isIP(network) === 6 ? 'ipv6' : 'ipv4');
  return list;
}

/** In the order they are named: the metadata addresses lie inside the link-local range. */
const RANGES: readonly (readonly [RefusedAddressKind, BlockList])[] = [
  // AWS, Azure, GCP and others (IPv4), AWS (IPv6), Alibaba Cloud.
  [
    'metadata',
    blockList([
      ['169.254.169.254', 32],
      ['fd00:ec2::254', 128],
      ['100.100.100.200', 32],
    ]),
  ],
  [
    'loopback',
    blockList([
      ['127.0.0.0', 8],
      ['::1', 128],
    ]),
  ],
  [
    'link_local',
    blockList([
      ['169.254.0.0', 16],
      ['fe80::', 10],
    ]),
  ],
  [
    'unspecified',
    blockList([
      ['0.0.0.0', 8],
      ['::', 128],
    ]),
  ],
];

/** Names of metadata services, refused whatever they resolve to here. */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata.goog']);

/** What a refused address is, or undefined; IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) count as IPv4. */
export function refusedAddressKind(address: string): RefusedAddressKind | undefined {
  const plain = address.replace(/%.*$/, '');
  const family = isIP(plain);
  if (family === 0) return undefined;
  return RANGES.find(([, list]) => list.check(plain, family === 6 ? 'ipv6' : 'ipv4'))?.[0];
}

/** Where the host points, after 'er verweist auf'. */
const KIND_TEXTS: Record<RefusedAddressKind, string> = {
  metadata: 'einen Metadatendienst der Cloud',
  loopback: 'diesen Server selbst (Loopback)',
  link_local: 'eine Link-Local-Adresse',
  unspecified: 'die unspezifizierte Adresse (0.0.0.0 oder ::)',
};

/**
 * 400 for a host that is, or resolves to, a refused address: the api would connect to itself, its
 * neighbours on the link or the cloud's metadata service on behalf of whoever typed the host.
 */
export class OutboundTargetRefused extends BadRequestException {
  constructor(
    label: string,
    host: string,
    readonly kind: RefusedAddressKind,
  ) {
    const loopbackHint =
      kind === 'loopback'
        ? ' Läuft der Server auf demselben Rechner, kann der Betrieb dies mit OUTBOUND_ALLOW_LOOPBACK=true erlauben.'
        : '';
    super({
      message: `${label}: Der Host „${host}“ ist nicht erlaubt, er verweist auf ${KIND_TEXTS[kind]}.${loopbackHint}`,
      details: [{ field: 'host', message: 'Host nicht erlaubt' }],
    });
  }
}

/** The host's name did not resolve (a connection would not have reached anything). */
export class OutboundHostNotFound extends Error {
  readonly code = 'ENOTFOUND';
}

/** Where to connect: the checked address itself, never the name again (it may resolve elsewhere next time). */
export interface OutboundTarget {
  address: string;
  /** The name as configured, for TLS (SNI and the certificate check); undefined for an address. */
  servername?: string;
}

export interface OutboundRule {
  allowLoopback: boolean;
  /** 'SMTP-Einstellungen' or 'MySQL-Einstellungen', the start of a refusal's message. */
  label: string;
}

/** A host as typed: no surrounding space, lower case, no trailing dot, an IPv6 address without brackets. */
export function normaliseHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
}

/**
 * Resolves `host` and checks every address it has: one refused address refuses the host (a name that
 * answers with a public and a loopback address is no mail server). Loopback passes only with the operator's
 * allowance; link-local, unspecified and metadata addresses never do.
 */
export async function resolveOutboundTarget(
  host: string,
  rule: OutboundRule,
  resolve: (name: string) => Promise<string[]> = lookupAll,
): Promise<OutboundTarget> {
  const name = normaliseHost(host);
  if (METADATA_HOSTS.has(name)) throw new OutboundTargetRefused(rule.label, host.trim(), 'metadata');
  const literal = isIP(name.replace(/%.*$/, '')) !== 0;
  const addresses = literal ? [name] : await resolve(name);
  if (addresses.length === 0) throw new OutboundHostNotFound(`${name} has no address`);
  for (const address of addresses) {
    const kind = refusedAddressKind(address);
    if (kind && !(kind === 'loopback' && rule.allowLoopback))
      throw new OutboundTargetRefused(rule.label, host.trim(), kind);
  }
  return { address: addresses[0], servername: literal ? undefined : name };
}

async function lookupAll(name: string): Promise<string[]> {
  try {
    return (await lookup(name, { all: true })).map((entry) => entry.address);
  } catch (error) {
    throw new OutboundHostNotFound(`${name}: ${(error as { code?: string }).code ?? 'lookup failed'}`);
  }
}
