import { clientIp } from './client-ip';

describe('clientIp', () => {
  const request = { headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }, ip: '10.0.0.1' };

  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientIp(request, false)).toBe('10.0.0.1');
  });

  it('takes the leftmost X-Forwarded-For entry behind a trusted proxy', () => {
    expect(clientIp(request, true)).toBe('203.0.113.9');
  });

  it('falls back to the socket address', () => {
    expect(clientIp({ headers: {}, socket: { remoteAddress: '::1' } }, true)).toBe('::1');
  });
});
