import { internalRouteAllowed, isInternalPath } from './internal-routes';

describe('internal routes', () => {
  it('knows /metrics and the OpenAPI docs in every spelling a router would accept', () => {
    for (const url of [
      '/metrics',
      '/metrics?x=1',
      '/METRICS',
      '//metrics',
      '/%6Detrics',
      '/api/docs',
      '/api/docs/',
      '/api/docs/swagger-ui.css',
      '/API/Docs-Json',
    ]) {
      expect(`${url}: ${isInternalPath(url)}`).toBe(`${url}: true`);
    }
    for (const url of ['/', '/api/faqs', '/metricsx', '/api/docsx', '/api/track/pageview', '/%E0%A4%A']) {
      expect(`${url}: ${isInternalPath(url)}`).toBe(`${url}: false`);
    }
  });

  it('lets them through in production only on the internal port, and always outside production', () => {
    const production = { production: true, internalPort: 9464 };
    expect(internalRouteAllowed('/metrics', 3000, production)).toBe(false);
    expect(internalRouteAllowed('/metrics', 9464, production)).toBe(true);
    expect(internalRouteAllowed('/api/faqs', 3000, production)).toBe(true);
    expect(internalRouteAllowed('/metrics', 9464, { production: true })).toBe(false);
    expect(internalRouteAllowed('/metrics', 3000, { production: false })).toBe(true);
  });
});
