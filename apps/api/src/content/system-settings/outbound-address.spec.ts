import {
  OutboundHostNotFound,
  OutboundTargetRefused,
  refusedAddressKind,
  resolveOutboundTarget,
} from './outbound-address';

const rule = { allowLoopback: false, label: 'SMTP-Einstellungen' };
const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('refusedAddressKind', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['169.254.1.1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
  ])('%s is %s', (address, kind) => {
    expect(refusedAddressKind(address)).toBe(kind);
  });

  it.each(['192.168.1.10', '10.0.0.5', '172.17.0.2', '203.0.113.7', '2001:db8::1', 'fd00:ec2::253'])(
    'lets %s through (the agency may run its servers in its own network)',
    (address) => {
      expect(refusedAddressKind(address)).toBeUndefined();
    },
  );
});

describe('resolveOutboundTarget', () => {
  it('connects to the checked address and keeps the name for TLS', async () => {
    await expect(resolveOutboundTarget('Mail.Example.de.', rule, resolvesTo('203.0.113.7'))).resolves.toEqual({
      address: '203.0.113.7',
      servername: 'mail.example.de',
    });
    await expect(resolveOutboundTarget('[2001:db8::1]', rule, resolvesTo())).resolves.toEqual({
      address: '2001:db8::1',
      servername: undefined,
    });
  });

  it('refuses a name with any refused address among its answers', async () => {
    await expect(
      resolveOutboundTarget('rebind.example', rule, resolvesTo('203.0.113.7', '127.0.0.1')),
    ).rejects.toBeInstanceOf(OutboundTargetRefused);
  });

  it('lets loopback through only with the allowance, never a metadata address', async () => {
    const allowed = { ...rule, allowLoopback: true };
    await expect(resolveOutboundTarget('localhost', allowed, resolvesTo('127.0.0.1'))).resolves.toMatchObject({
      address: '127.0.0.1',
    });
    await expect(resolveOutboundTarget('169.254.169.254', allowed)).rejects.toMatchObject({ kind: 'metadata' });
    await expect(
      resolveOutboundTarget('metadata.google.internal', allowed, resolvesTo('203.0.113.7')),
    ).rejects.toMatchObject({
      kind: 'metadata',
    });
  });

  it('tells a name without address apart from a refused one', async () => {
    await expect(resolveOutboundTarget('leer.example', rule, resolvesTo())).rejects.toBeInstanceOf(
      OutboundHostNotFound,
    );
  });
});
