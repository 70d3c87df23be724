import request from 'supertest';
import { apiErrorSchema, defaultTrackingConfig, TRACK_EVENT_TYPES, TRACKING_LIMITS } from '@agency/contracts';
import { metricsRegistry } from '@agency/observability';
import { eventually } from '@agency/testing';
import { countingWithoutConsent } from '../testing/counting-without-consent';
import { usePipelineUnderTest } from '../testing/pipeline-under-test';
import { publishTrackingConfig, TrackingConfigSource } from './tracking-config.source';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const BINGBOT = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
const SESSION = 'sess_calls1';

describe.each(['fastify', 'express'] as const)('tracking calls on %s (real Redis, embedded chDB)', (platform) => {
  const pipeline = usePipelineUnderTest(platform, 'calls', {
    TRACKING_ALLOWED_ORIGINS: 'https://www.agentur.example',
  });
  const { config, redis, post, rows, settle } = pipeline;

  it('stores each of the 14 event types with a session, with label, metadata and the time on page', async () => {
    const responses = await Promise.all(
      TRACK_EVENT_TYPES.map((type) =>
        post('event', {
          event_type: type,
          event_label: `label-${type}`,
          page_path: '/events',
          session_id: SESSION,
          metadata: type === 'time_on_page' ? JSON.stringify({ time_spent: 42 }) : JSON.stringify({ k: type }),
        }),
      ),
    );
    expect(responses.map((r) => [r.status, r.body])).toEqual(TRACK_EVENT_TYPES.map(() => [202, { accepted: true }]));
    const stored = await eventually(`all ${TRACK_EVENT_TYPES.length} /events events stored in ClickHouse`, async () => {
      const found = await rows(`page_path = '/events'`);
      return found.length === TRACK_EVENT_TYPES.length ? found : undefined;
    });
    expect(stored.map((r) => r['event_type']).sort()).toEqual([...TRACK_EVENT_TYPES].sort());
    expect(stored.every((r) => r['kind'] === 'event' && r['session_id'] === SESSION && r['country'] === 'DE')).toBe(
      true,
    );
    expect(stored.find((r) => r['event_type'] === 'time_on_page')).toMatchObject({
      duration_seconds: 42,
      event_label: 'label-time_on_page',
    });
    expect(stored.find((r) => r['event_type'] === 'button_click')).toMatchObject({ metadata: '{"k":"button_click"}' });
  });

  it('stores time updates and cookie-consent decisions', async () => {
    await post('time-update', { page_path: '/zeit', time_spent: 15, session_id: SESSION }).expect(202, {
      accepted: true,
    });
    await post('cookie-consent', {
      consent_type: 'customized',
      analytics_accepted: true,
      marketing_accepted: false,
      user_agent: FIREFOX,
    }).expect(202);
    const [update] = await eventually('the time update stored in ClickHouse', async () => {
      const found = await rows(`kind = 'time_update'`);
      return found.length ? found : undefined;
    });
    expect(update).toMatchObject({ page_path: '/zeit', duration_seconds: 15, session_id: SESSION });
    const [consent] = await eventually('the cookie-consent decision stored in ClickHouse', async () => {
      const found = await rows(`kind = 'consent'`);
      return found.length ? found : undefined;
    });
    expect(consent).toMatchObject({
      event_type: 'customized',
      session_id: '',
      metadata: '{"analytics":true,"marketing":false}',
    });
  });

  it('without consent (no session id), while counting without consent is on, stores the cookieless page view but no event or time update', async () => {
    await post('pageview', { page_path: '/ohne', referrer: 'https://www.linkedin.com/' }).expect(202, {
      accepted: true,
    });
    await post('event', { event_type: 'button_click', page_path: '/ohne' }).expect(202, {
      accepted: false,
      reason: 'no_consent',
    });
    await post('time-update', { page_path: '/ohne', time_spent: 3 }).expect(202, {
      accepted: false,
      reason: 'no_consent',
    });
    await settle();
    const stored = await rows(`page_path = '/ohne'`);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'pageview', session_id: '', consented: 0, traffic_source: 'social' });
  });

  it.each([
    ['event', 'an unknown event type', { event_type: 'mouse_wiggle', page_path: '/' }, 'event_type'],
    [
      'event',
      'a wrong type',
      { event_type: 'button_click', page_path: '/', event_label: 7, session_id: SESSION },
      'event_label',
    ],
    [
      'event',
      'an over-long label',
      { event_type: 'button_click', page_path: '/', event_label: 'x'.repeat(TRACKING_LIMITS.label + 1) },
      'event_label',
    ],
    [
      'event',
      'metadata that is not JSON',
      { event_type: 'error', page_path: '/', metadata: '{kaputt', session_id: SESSION },
      'metadata',
    ],
    [
      'event',
      'over-long metadata',
      { event_type: 'error', page_path: '/', metadata: JSON.stringify({ s: 'x'.repeat(TRACKING_LIMITS.metadata) }) },
      'metadata',
    ],
    [
      'event',
      'a body over 16 KB',
      { event_type: 'error', page_path: '/', event_label: 'x'.repeat(TRACKING_LIMITS.bodyBytes) },
      '(body)',
    ],
    ['time-update', 'a negative time', { page_path: '/', time_spent: -1, session_id: SESSION }, 'time_spent'],
    ['time-update', 'a time as text', { page_path: '/', time_spent: '5', session_id: SESSION }, 'time_spent'],
    [
      'cookie-consent',
      'an unknown consent type',
      { consent_type: 'maybe', analytics_accepted: true, marketing_accepted: true },
      'consent_type',
    ],
    [
      'cookie-consent',
      'a missing flag',
      { consent_type: 'all_accepted', analytics_accepted: true },
      'marketing_accepted',
    ],
    ['pageview', 'an array body', [1, 2], '(body)'],
  ])('POST %s: %s is a 400 naming %s', async (path, _case, body, field) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    const error = apiErrorSchema.parse(response.body);
    expect(error.details?.map((d) => d.field)).toContain(field);
    expect(error.message).toContain(field);
  });

  it('drops bots with a 202 and stores nothing for bad calls or bots', async () => {
    await post('event', { event_type: 'button_click', page_path: '/bot', session_id: SESSION }, BINGBOT).expect(202);
    await post('pageview', { page_path: '/bot' }, BINGBOT).expect(202);
    await settle();
    expect(await rows(`page_path = '/bot' OR (page_path = '/' AND kind != 'consent')`)).toEqual([]);
  });

  it('drops kinds the configuration switches off, within the refresh interval, and serves the visitor view', async () => {
    const source = pipeline.app.get(TrackingConfigSource);
    const off = countingWithoutConsent();
    off.buttonClicks.enabled = false;
    off.cookieConsent.enabled = false;
    await publishTrackingConfig(redis, config.INGEST_REDIS_PREFIX, off);
    // Spec: a change reaches the intake within 5 s (here by the change message).
    await eventually(
      'the intake to see button clicks switched off (published change)',
      async () => source.current.buttonClicks.enabled === false,
      { timeoutMs: 5_000 },
    );
    await post('event', { event_type: 'button_click', page_path: '/aus', session_id: SESSION }).expect(202, {
      accepted: false,
      reason: 'disabled',
    });
    await post('event', { event_type: 'scroll_depth', page_path: '/aus', session_id: SESSION }).expect(202, {
      accepted: true,
    });
    await post('cookie-consent', {
      consent_type: 'all_accepted',
      analytics_accepted: true,
      marketing_accepted: true,
    }).expect(202, { accepted: false, reason: 'disabled' });
    const visitor = await request(pipeline.app.getHttpServer()).get('/api/public/tracking-config').expect(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=300');
    expect(visitor.body).toMatchObject({
      enabled: true,
      debug: false,
      buttonClicks: { enabled: false },
      scrollDepth: { enabled: true, milestones: [25, 50, 75, 100] },
    });
    expect(visitor.body.conversions).toMatchObject({ trackNewsletterSignup: false, trackDownloads: false });

    const masterOff = countingWithoutConsent();
    masterOff.enabled = false;
    // Written without the message: the periodic refresh alone must pick it up.
    await redis.set(`${config.INGEST_REDIS_PREFIX}:tracking-config`, JSON.stringify(masterOff));
    await eventually(
      'the intake to see tracking switched off (periodic refresh, no message)',
      async () => source.current.enabled === false,
      { timeoutMs: 5_000 },
    );
    await post('pageview', { page_path: '/aus' }).expect(202, { accepted: false, reason: 'disabled' });
    await publishTrackingConfig(redis, config.INGEST_REDIS_PREFIX, countingWithoutConsent());
    await eventually(
      'the intake to see tracking switched on again (published change)',
      async () => source.current.enabled,
      { timeoutMs: 5_000 },
    );
    await settle();
    expect((await rows(`page_path = '/aus'`)).map((r) => r['event_type'])).toEqual(['scroll_depth']);
  });

  it('with the built-in configuration (no counting without consent) answers a page view without session id no_consent and stores nothing', async () => {
    const source = pipeline.app.get(TrackingConfigSource);
    await publishTrackingConfig(redis, config.INGEST_REDIS_PREFIX, defaultTrackingConfig());
    await eventually(
      'the intake to see counting without consent switched off',
      async () => !source.current.cookielessCounting.enabled,
      { timeoutMs: 5_000 },
    );
    await post('pageview', { page_path: '/ohne-zaehlung' }).expect(202, { accepted: false, reason: 'no_consent' });
    // With consent (a session id) the page view counts as before.
    await post('pageview', { page_path: '/ohne-zaehlung', session_id: SESSION }).expect(202, { accepted: true });
    await publishTrackingConfig(redis, config.INGEST_REDIS_PREFIX, countingWithoutConsent());
    await eventually(
      'the intake to see counting without consent switched on again',
      async () => source.current.cookielessCounting.enabled,
      { timeoutMs: 5_000 },
    );
    await settle();
    expect((await rows(`page_path = '/ohne-zaehlung'`)).map((r) => r['session_id'])).toEqual([SESSION]);
  });

  const droppedAs = async (reason: string) =>
    (await metricsRegistry.getSingleMetric('agency_ingest_events_dropped_total')?.get())?.values.find(
      (v) => v.labels['reason'] === reason,
    )?.value ?? 0;
  /** A page view as navigator.sendBeacon sends it (text/plain: no preflight), with the browser's headers. */
  const beacon = (pagePath: string, headers: Record<string, string>) =>
    request(pipeline.app.getHttpServer())
      .post('/api/track/pageview')
      .set('user-agent', FIREFOX)
      .set('x-forwarded-for', '85.214.132.117')
      .set('content-type', 'text/plain;charset=UTF-8')
      .set(headers)
      .send(JSON.stringify({ page_path: pagePath }));

  it('refuses a page view from a foreign Origin with 403, counts it, and stores nothing', async () => {
    const before = await droppedAs('foreign_origin');
    const answers = [
      await beacon('/fremd', { origin: 'https://evil.example' }),
      // A sandboxed frame or a page sent with no-referrer: no page of the site.
      await beacon('/fremd', { origin: 'null' }),
      // The site's host name, another port: another origin.
      await beacon('/fremd', { host: 'www.nordwerk.example', origin: 'https://www.nordwerk.example:8443' }),
      // A browser that says the call is cross-site, without Origin.
      await beacon('/fremd', { 'sec-fetch-site': 'cross-site' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(apiErrorSchema.parse(answer.body)).toEqual({
        statusCode: 403,
        message: 'Tracking-Aufrufe werden nur von den Seiten dieser Website angenommen',
      });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await droppedAs('foreign_origin')).toBe(before + answers.length);
    await settle();
    expect(await rows(`page_path = '/fremd'`)).toEqual([]);
  });

  it("takes the site's own calls: an Origin naming the Host called, a configured origin, or none", async () => {
    const answers = [
      await beacon('/eigen', { host: 'www.nordwerk.example', origin: 'https://www.nordwerk.example' }),
      await beacon('/eigen', {
        host: 'localhost:3199',
        origin: 'http://localhost:3199',
        'sec-fetch-site': 'same-origin',
      }),
      await beacon('/eigen', { origin: 'https://www.agentur.example', 'sec-fetch-site': 'cross-site' }),
      // A server or an old browser: no Origin.
      await beacon('/eigen', {}),
      await beacon('/eigen', { 'sec-fetch-site': 'same-site' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202]);
    await eventually(
      'the five page views from the site stored in ClickHouse',
      async () => (await rows(`page_path = '/eigen'`)).length === 5,
    );
  });

  it("answers CORS for the site's own origins only", async () => {
    const allowed = await request(pipeline.app.getHttpServer())
      .options('/api/track/event')
      .set('origin', 'https://www.agentur.example')
      .set('access-control-request-method', 'POST');
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.agentur.example');
    const other = await request(pipeline.app.getHttpServer())
      .options('/api/track/event')
      .set('origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const posted = await post('pageview', { page_path: '/cors' }).set('origin', 'https://www.agentur.example');
    expect(posted.headers['access-control-allow-origin']).toBe('https://www.agentur.example');
  });
});
