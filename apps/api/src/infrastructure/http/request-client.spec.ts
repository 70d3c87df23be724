import { requestClient } from './request-client';

describe('requestClient', () => {
  it('counts the addresses of one IPv6 /64 as one client, as the tracking intake does', () => {
    expect(requestClient({ ip: '2001:db8:1:2::1' })).toBe(requestClient({ ip: '2001:db8:1:2:ffff::9' }));
    expect(requestClient({ ip: '2001:db8:1:3::1' })).not.toBe(requestClient({ ip: '2001:db8:1:2::1' }));
  });

  it('keeps IPv4 clients apart, a dual-stack socket’s mapped address included', () => {
    expect(requestClient({ ip: '::ffff:127.0.0.2' })).toBe('127.0.0.2');
    expect(requestClient({ ip: '127.0.0.3' })).not.toBe(requestClient({ ip: '127.0.0.2' }));
  });
});
