import { webVitalsResponseSchema } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { useTestApi } from '../testing/test-app';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/**
 * 'Ladezeiten echter Besucher' through HTTP: measurements sent to the in-process intake come back as the p75 of
 * their page and device class; the parameters are checked and the statistics permission guards the read.
 */
const api = useTestApi({ INGEST_BATCH_MAX_WAIT_MS: '10' });
const vitals = (query: string, token?: string) =>
  api.http.get(`/api/admin/statistics/web-vitals${query}`).set(api.auth(token));

describe('GET /api/admin/statistics/web-vitals', () => {
  it('answers the p75 and rating of the measurements of a page, per device class and day', async () => {
    const send = (metric: string, value: number, device_type = 'mobile') =>
      api.http
        .post('/api/track/web-vitals')
        .set('user-agent', PIXEL)
        .send({ page_path: '/preise', metric, value, device_type, consented: true })
        .expect(202, { accepted: true });
    await send('LCP', 3120.4);
    await send('INP', 88);
    await send('CLS', 0.31);
    await send('TTFB', 420, 'desktop');

    const stats = await eventually('the four measurements in the statistics', async () => {
      const body = webVitalsResponseSchema.parse((await vitals('?period=7d&page=/preise').expect(200)).body);
      return body.metrics.reduce((n, m) => n + m.samples, 0) === 4 ? body : undefined;
    });
    expect(stats.page).toBe('/preise');
    expect(stats.metrics.map((m) => [m.metric, m.p75, m.rating])).toEqual([
      ['LCP', 3120, 'needs-improvement'],
      ['INP', 88, 'good'],
      ['CLS', 0.31, 'poor'],
      ['FCP', null, null],
      ['TTFB', 420, 'good'],
    ]);
    expect(stats.devices.map((d) => [d.device, d.p75.LCP, d.p75.TTFB])).toEqual([
      ['desktop', null, 420],
      ['mobile', 3120, null],
    ]);
    expect(stats.trend).toEqual([
      { day: new Date().toISOString().slice(0, 10), p75: { LCP: 3120, INP: 88, CLS: 0.31, FCP: null, TTFB: 420 } },
    ]);
    expect(stats.pages).toEqual([
      {
        page: '/preise',
        samples: 1,
        poor: 1,
        needs_improvement: 1,
        p75: { LCP: 3120, INP: 88, CLS: 0.31, FCP: null, TTFB: 420 },
      },
    ]);
    // A custom range ending today has them; one before today has none.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const custom = webVitalsResponseSchema.parse(
      (await vitals(`?period=custom&from=${yesterday}&to=${today}&page=/preise`).expect(200)).body,
    );
    expect(custom.metrics[0]).toMatchObject({ metric: 'LCP', samples: 1, p75: 3120 });
    expect(custom.period.days).toBe(2);
    const before = webVitalsResponseSchema.parse(
      (await vitals(`?period=custom&from=${yesterday}&to=${yesterday}`).expect(200)).body,
    );
    expect(before.pages).toEqual([]);
    const mobile = webVitalsResponseSchema.parse((await vitals('?device=mobile').expect(200)).body);
    expect(mobile.metrics.find((m) => m.metric === 'TTFB')?.samples).toBe(0);
    expect(mobile).toMatchObject({ device: 'mobile', page: null, period: { days: 30 } });
  });

  it.each([
    ['?period=custom', 'from'],
    ['?from=2026-01-01&to=2026-01-31', 'period'],
    ['?period=custom&from=2025-01-01&to=2026-06-30', 'to'],
    ['?period=week', 'period'],
    ['?device=fridge', 'device'],
    ['?page=preise', 'page'],
    [`?page=/${'x'.repeat(200)}`, 'page'],
    ['?period=7d&period=30d', 'period'],
    ['?filter=page:/', 'filter'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const response = await vitals(query).expect(400);
    expect(JSON.stringify(response.body)).toContain(field);
  });

  it('needs the statistics permission', async () => {
    await api.http.get('/api/admin/statistics/web-vitals').expect(401);
    const editor = await api.loginAsEditor({ faq: true });
    await vitals('', editor).expect(403);
    const analyst = await api.loginAsEditor({ statistics: true });
    await vitals('', analyst).expect(200);
  });
});
