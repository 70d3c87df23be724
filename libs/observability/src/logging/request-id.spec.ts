import { requestIdFrom } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it('keeps a caller id made of safe characters', () => {
    expect(requestIdFrom('proxy-7f3a.42:1')).toBe('proxy-7f3a.42:1');
    expect(requestIdFrom(['first', 'second'])).toBe('first');
  });

  it('makes a UUID when there is none', () => {
    expect(requestIdFrom(undefined)).toMatch(UUID);
    expect(requestIdFrom('')).toMatch(UUID);
  });

  it('replaces ids that could forge log lines or headers', () => {
    expect(requestIdFrom('a"b')).toMatch(UUID);
    expect(requestIdFrom('line\nbreak')).toMatch(UUID);
    expect(requestIdFrom('x'.repeat(129))).toMatch(UUID);
  });
});
