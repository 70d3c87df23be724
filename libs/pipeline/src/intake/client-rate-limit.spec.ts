import { ClientRateLimit } from './client-rate-limit';

describe('ClientRateLimit (token bucket per client)', () => {
  let now = 0;
  const limit = (perSecond = 10, burst = 5, maxClients = 100) =>
    new ClientRateLimit({ perSecond, burst, maxClients }, () => now);
  beforeEach(() => (now = 1_000));

  it('lets a burst through, then refuses with the seconds until the next token', () => {
    const bucket = limit(10, 5);
    for (let i = 0; i < 5; i++) expect(bucket.take('203.0.113.9')).toBe(0);
    expect(bucket.take('203.0.113.9')).toBeCloseTo(0.1);
  });

  it('refills at the rate: after 250 ms at 10/s two more calls pass', () => {
    const bucket = limit(10, 5);
    for (let i = 0; i < 5; i++) bucket.take('203.0.113.9');
    now += 250;
    expect(bucket.take('203.0.113.9')).toBe(0);
    expect(bucket.take('203.0.113.9')).toBe(0);
    expect(bucket.take('203.0.113.9')).toBeGreaterThan(0);
  });

  it('keeps clients apart, and one IPv6 /64 is one client', () => {
    const bucket = limit(10, 2);
    bucket.take('2001:db8:1:2::1');
    bucket.take('2001:db8:1:2::2');
    expect(bucket.take('2001:db8:1:2::3')).toBeGreaterThan(0);
    expect(bucket.take('2001:db8:1:3::1')).toBe(0);
    expect(bucket.take('203.0.113.9')).toBe(0);
  });

  it('remembers at most maxClients: a flood of distinct addresses does not grow it', () => {
    const bucket = limit(10, 5, 1_000);
    for (let i = 0; i < 100_000; i++) bucket.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(bucket.size).toBeLessThanOrEqual(1_000);
    expect(bucket.size).toBeGreaterThanOrEqual(500);
  });

  it('forgets clients not seen for longest, so one that keeps calling (a flooder) keeps its bucket', () => {
    const bucket = limit(1, 3, 100);
    for (let i = 0; i < 3; i++) bucket.take('203.0.113.9');
    for (let i = 0; i < 500; i++) {
      bucket.take(`10.0.${i >> 8}.${i & 255}`);
      // The flooder keeps calling between the others and is refused throughout.
      expect(bucket.take('203.0.113.9')).toBeGreaterThan(0);
    }
  });

  it('0 per second switches it off', () => {
    const bucket = limit(0, 1);
    for (let i = 0; i < 100; i++) expect(bucket.take('203.0.113.9')).toBe(0);
    expect(bucket.size).toBe(0);
  });
});
