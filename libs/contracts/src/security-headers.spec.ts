import {
  API_SECURITY_HEADERS,
  documentSecurityHeaders,
  pageContentSecurityPolicy,
  publicPageSecurityHeaders,
  securityHeaders,
  THIRD_PARTY_ANALYTICS_SOURCES,
} from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('security headers', () => {
  const input = { scriptHashes: ["'sha256-loader'"], styleHashes: ["'sha256-css'"], thirdPartyAnalytics: false };

  it('lets pages run only their own files and the hashed loader: no inline code, no eval, no framing', () => {
    const policy = directives(pageContentSecurityPolicy(input));
    expect(policy['script-src']).toEqual(["'self'", "'sha256-loader'"]);
    expect(policy['style-src']).toEqual(["'self'", "'sha256-css'"]);
    expect(policy['script-src'].join(' ')).not.toContain('unsafe');
    expect(policy['style-src'].join(' ')).not.toContain('unsafe');
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    // Pictures from any https address (staff's picture URLs), never over plain http.
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:']);
  });

  it('allows the third-party analytics host only when it is configured', () => {
    expect(pageContentSecurityPolicy(input)).not.toContain('google');
    const policy = directives(pageContentSecurityPolicy({ ...input, thirdPartyAnalytics: true }));
    expect(policy['script-src']).toEqual(expect.arrayContaining([...THIRD_PARTY_ANALYTICS_SOURCES.script]));
    expect(policy['connect-src']).toEqual(expect.arrayContaining([...THIRD_PARTY_ANALYTICS_SOURCES.connect]));
  });

  it('gives pages framing, sniffing, referrer and feature rules', () => {
    const headers = Object.fromEntries(securityHeaders(pageContentSecurityPolicy(input)));
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toMatch(/(^|, )camera=\(\)/);
    expect(headers['Permissions-Policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
  });

  it("gives the public site's pages the same set without the opener policy, and only that one left out", () => {
    const policy = pageContentSecurityPolicy(input);
    const publicPage = publicPageSecurityHeaders(policy);
    expect(Object.fromEntries(publicPage)['Cross-Origin-Opener-Policy']).toBeUndefined();
    expect(publicPage).toEqual(securityHeaders(policy).filter(([name]) => name !== 'Cross-Origin-Opener-Policy'));
    expect(publicPage).toHaveLength(securityHeaders(policy).length - 1);
  });

  it("builds every document's list: the site's pages without the opener policy, the others with it, per policy", () => {
    const policies = { plain: 'plain-policy', withThirdPartyAnalytics: 'analytics-policy' };
    const { site, staff } = documentSecurityHeaders(policies);
    expect(staff.plain).toEqual(securityHeaders('plain-policy'));
    expect(staff.withThirdPartyAnalytics).toEqual(securityHeaders('analytics-policy'));
    expect(site.plain).toEqual(publicPageSecurityHeaders('plain-policy'));
    expect(site.withThirdPartyAnalytics).toEqual(publicPageSecurityHeaders('analytics-policy'));
  });

  it('gives answers that are never documents the API set: nothing runs, loads, frames or sniffs them', () => {
    expect(Object.fromEntries(API_SECURITY_HEADERS)).toEqual({
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
