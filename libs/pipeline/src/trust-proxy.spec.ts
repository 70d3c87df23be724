import proxyaddr from 'proxy-addr';
import { clientAddress, clientKey, trustProxySchema } from './trust-proxy';

const parse = (value: string | undefined) => trustProxySchema.parse(value);
/** A request whose socket peer is `peer`, sent with this X-Forwarded-For (as a proxy that appends leaves it). */
const request = (peer: string, forwardedFor?: string) => ({
  headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  socket: { remoteAddress: peer },
});

describe('TRUST_PROXY', () => {
  it.each([undefined, 'false', '0', 'off'])(
    '%s trusts nobody: the socket peer is the client, X-Forwarded-For is ignored',
    (value) => {
      const trust = parse(value);
      expect(trust).toBe(false);
      expect(clientAddress(request('198.51.100.7', '203.0.113.9'), trust)).toBe('198.51.100.7');
    },
  );

  it('1 (one appending proxy) takes the entry that proxy appended, not a forged one left of it', () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; nginx appended the address it saw, 203.0.113.9.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.9'), parse('1'))).toBe('203.0.113.9');
  });

  it('2 hops: a load balancer and nginx, each appending', () => {
    expect(clientAddress(request('10.0.0.3', '6.6.6.6, 203.0.113.9, 10.0.0.2'), parse('2'))).toBe('203.0.113.9');
  });

  it('a hop count beyond the entries yields the leftmost one the proxies wrote (nothing forged can be further left)', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), parse('3'))).toBe('203.0.113.9');
  });

  it('a list of proxy networks skips only addresses in them, from the right', () => {
    const trust = parse('10.0.0.0/8, fd00::/8');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.1.2.3'), trust)).toBe('203.0.113.9');
    expect(clientAddress(request('fd00::5', '6.6.6.6, 2001:db8::1'), trust)).toBe('2001:db8::1');
  });

  it('a list does not trust a peer outside it: a direct client cannot name another', () => {
    expect(clientAddress(request('198.51.100.7', '203.0.113.9'), parse('10.0.0.0/8'))).toBe('198.51.100.7');
  });

  it("takes proxy-addr's names and an IPv4-mapped peer (a dual-stack socket)", () => {
    expect(clientAddress(request('::ffff:127.0.0.1', '6.6.6.6, 203.0.113.9'), parse('loopback'))).toBe('203.0.113.9');
  });

  it('a hop count answers what proxy-addr answers, for any header (read from the right on its own)', () => {
    const pieces = ['203.0.113.9', '6.6.6.6', '2001:db8::1', ' ', '  ', ',', ', ', 'a b', '\t'];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % pieces.length;
    for (let run = 0; run < 2_000; run++) {
      const header = Array.from({ length: run % 9 }, () => pieces[next()]).join('');
      for (const hops of [1, 2, 3]) {
        const trust = parse(String(hops));
        const expected = proxyaddr(request('10.0.0.2', header) as never, (_address, hop) => hop < hops);
        expect([header, hops, clientAddress(request('10.0.0.2', header), trust)]).toEqual([header, hops, expected]);
      }
    }
  });

  it('without X-Forwarded-For the peer is the client', () => {
    expect(clientAddress(request('203.0.113.9'), parse('1'))).toBe('203.0.113.9');
  });

  it.each([
    ['true', /glaubt jedem X-Forwarded-For/],
    ['yes please', /Adressen\/Netze/],
    ['10.0.0.0/33', /Adressen\/Netze/],
    ['33', /höchstens 32/],
  ])('refuses %s with a message that says what to write', (value, message) => {
    const result = trustProxySchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(message);
  });
});

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientKey('2001:db8:1:2:0:0:0:abcd')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKey('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(clientKey('::ffff:127.0.0.3')).not.toBe(clientKey('::ffff:127.0.0.2'));
  });
});
