import { CallOrigins } from './call-origins';

describe('CallOrigins', () => {
  const byHost = new CallOrigins(['https://blog.agentur.example/'], undefined);
  const named = new CallOrigins([], 'https://www.agentur.example:443/start');

  it.each([
    [
      'an Origin naming the Host called, in any case',
      { host: 'WWW.Agentur.example', origin: 'https://www.agentur.example' },
    ],
    ['a port that both name', { host: 'localhost:3199', origin: 'http://localhost:3199' }],
    ['a configured origin (its trailing slash dropped)', { host: 'x', origin: 'https://blog.agentur.example' }],
    ['no Origin', { host: 'x' }],
    ['no Origin, same-site', { host: 'x', 'sec-fetch-site': 'same-site' }],
  ])('without PUBLIC_URL takes %s', (_case, headers) => {
    expect(byHost.isForeign(headers)).toBe(false);
  });

  it.each([
    ['another site', { host: 'www.agentur.example', origin: 'https://evil.example' }],
    ['another port of the host', { host: 'www.agentur.example', origin: 'https://www.agentur.example:8443' }],
    ['a host that only ends like it', { host: 'agentur.example', origin: 'https://evil-agentur.example' }],
    ['Origin null', { host: 'www.agentur.example', origin: 'null' }],
    ['no Host', { origin: 'https://www.agentur.example' }],
    ['a cross-site call without Origin', { host: 'x', 'sec-fetch-site': 'cross-site' }],
  ])('without PUBLIC_URL refuses %s', (_case, headers) => {
    expect(byHost.isForeign(headers)).toBe(true);
  });

  it('with PUBLIC_URL takes its origin (default port and path dropped) and no other, whatever the Host', () => {
    expect(named.isForeign({ host: 'intake:3001', origin: 'https://www.agentur.example' })).toBe(false);
    expect(named.isForeign({ host: 'evil.example', origin: 'http://evil.example' })).toBe(true);
    expect(named.isForeign({ host: 'www.agentur.example', origin: 'http://www.agentur.example' })).toBe(true);
  });

  it('answers CORS for the configured origins only', () => {
    expect(byHost.allowsCors('https://blog.agentur.example')).toBe(true);
    expect(named.allowsCors('https://www.agentur.example')).toBe(false);
    expect(byHost.allowsCors(undefined)).toBe(false);
  });
});
