import { apiErrorSchema, defaultTrackingConfig, TRACKING_LIMITS } from '@agency/contracts';
import { eventually } from '@agency/testing';
import { countingWithoutConsent } from '../testing/counting-without-consent';
import { usePipelineUnderTest } from '../testing/pipeline-under-test';
import { publishTrackingConfig, TrackingConfigSource } from './tracking-config.source';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(['fastify', 'express'] as const)(
  'POST /api/track/web-vitals on %s (real Redis, embedded chDB)',
  (platform) => {
    const pipeline = usePipelineUnderTest(platform, 'vitals', {}, PIXEL);
    const { config, redis, settle } = pipeline;
    const rows = (where: string) => pipeline.rows(where, 'event_type');
    const post = (body: unknown, userAgent = PIXEL) => pipeline.post('web-vitals', body, userAgent);
    const vital = (fields: Record<string, unknown> = {}) => ({
      page_path: '/vitals',
      metric: 'LCP',
      value: 2345.6,
      device_type: 'mobile',
      consented: true,
      ...fields,
    });

    async function publish(
      next: ReturnType<typeof defaultTrackingConfig>,
      seen: (source: TrackingConfigSource) => boolean,
    ) {
      const source = pipeline.app.get(TrackingConfigSource);
      await publishTrackingConfig(redis, config.INGEST_REDIS_PREFIX, next);
      await eventually('the intake to see the published configuration', async () => seen(source), { timeoutMs: 5_000 });
    }

    it('stores each metric with its value and device class, without session, visitor id or country', async () => {
      const sent = [
        vital({ metric: 'LCP', value: 2345.6 }),
        vital({ metric: 'INP', value: 120 }),
        vital({ metric: 'CLS', value: 0.042 }),
        vital({ metric: 'FCP', value: 1200.1 }),
        vital({ metric: 'TTFB', value: 310.5, page_path: '/vitals?utm_source=x' }),
      ];
      for (const body of sent) await post(body).expect(202, { accepted: true });
      const stored = await eventually('the five measurements stored', async () => {
        const found = await rows(`kind = 'web_vital' AND page_path = '/vitals'`);
        return found.length === 5 ? found : undefined;
      });
      expect(Object.fromEntries(stored.map((r) => [r['event_type'], r['duration_seconds']]))).toEqual({
        LCP: expect.closeTo(2345.6, 3),
        INP: 120,
        CLS: expect.closeTo(0.042, 6),
        FCP: expect.closeTo(1200.1, 3),
        TTFB: 310.5,
      });
      for (const row of stored) {
        expect(row).toMatchObject({ session_id: '', visitor_id: '', country: '', device_type: 'mobile', consented: 1 });
        expect(row['browser']).toBe('Chrome');
      }
      // The rollup has them, for the statistics.
      const rollup = await pipeline.client.query({
        query: `SELECT metric, sum(samples) AS n FROM web_vitals_days WHERE page_path = '/vitals' GROUP BY metric ORDER BY metric`,
        format: 'JSONEachRow',
      });
      expect((await rollup.json<{ metric: string; n: number | string }>()).map((r) => [r.metric, Number(r.n)])).toEqual(
        [
          ['CLS', 1],
          ['FCP', 1],
          ['INP', 1],
          ['LCP', 1],
          ['TTFB', 1],
        ],
      );
    });

    it('takes a measurement without consent only while counting without consent is on, like a page view', async () => {
      await post(vital({ consented: false, page_path: '/cookielos' })).expect(202, { accepted: true });
      await publish(defaultTrackingConfig(), (source) => !source.current.cookielessCounting.enabled);
      await post(vital({ consented: false, page_path: '/cookielos' })).expect(202, {
        accepted: false,
        reason: 'no_consent',
      });
      await post(vital({ consented: true, page_path: '/cookielos' })).expect(202, { accepted: true });
      // Page views switched off: no measurement either.
      const off = countingWithoutConsent();
      off.pageViews.enabled = false;
      await publish(off, (source) => !source.current.pageViews.enabled);
      await post(vital({ page_path: '/cookielos' })).expect(202, { accepted: false, reason: 'disabled' });
      await publish(countingWithoutConsent(), (source) => source.current.pageViews.enabled);
      await settle();
      expect((await rows(`page_path = '/cookielos'`)).map((r) => r['consented'])).toEqual([0, 1]);
    });

    it('answers a bot like a visitor and stores nothing of it', async () => {
      await post(vital({ page_path: '/bot' }), GOOGLEBOT).expect(202, { accepted: true });
      await settle();
      expect(await rows(`page_path = '/bot'`)).toEqual([]);
    });

    it.each([
      ['an unknown metric', { metric: 'FID' }, 'metric'],
      ['a negative value', { value: -1 }, 'value'],
      ['a value as text', { value: '100' }, 'value'],
      ['a time beyond five minutes', { metric: 'LCP', value: 300_001 }, 'value'],
      ['a CLS beyond 50', { metric: 'CLS', value: 51 }, 'value'],
      ['an unknown device class', { device_type: 'fridge' }, 'device_type'],
      ['no consent flag', { consented: undefined }, 'consented'],
      ['a session id (the call carries none)', { session_id: 'sess_abc' }, '(body)'],
      ['a path without slash', { page_path: 'vitals' }, 'page_path'],
      ['an over-long path', { page_path: `/${'x'.repeat(TRACKING_LIMITS.path)}` }, 'page_path'],
    ])('refuses %s with a 400 naming the field, and stores nothing', async (_, fields, field) => {
      const response = await post(
        vital({ ...fields, page_path: (fields as { page_path?: string }).page_path ?? '/kaputt' }),
      );
      expect(response.status).toBe(400);
      const body = apiErrorSchema.parse(response.body);
      expect(body.message).toMatch(/^Ungültige Tracking-Daten/);
      if (field !== '(body)') expect(body.details?.map((d) => d.field)).toContain(field);
    });

    it('refuses JSON that is not an object and a body over 16 KB', async () => {
      await post('[1,2]').expect(400);
      await post('{kaputt').expect(400);
      await post(vital({ user_agent: 'x'.repeat(TRACKING_LIMITS.bodyBytes) })).expect(400);
      await settle();
      expect(await rows(`page_path = '/kaputt'`)).toEqual([]);
    });
  },
);
