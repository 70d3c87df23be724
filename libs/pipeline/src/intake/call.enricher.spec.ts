import { hash } from 'node:crypto';
import {
  cookieConsentSchema,
  pageViewSchema,
  QUEUED_EVENT_COLUMNS,
  timeUpdateSchema,
  trackEventSchema,
  trackingConfigSchema,
} from '@agency/contracts';
import { unknownCountry } from './country.lookup';
import { enrichConsent, enrichPageView, enrichTimeUpdate, enrichTrackEvent, type RequestFacts } from './call.enricher';
import { parseUserAgent } from './user-agent.parser';
import { utcDay, visitorId } from './visitor-id';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE_WINDOWS = `${CHROME_WINDOWS} Edg/126.0.0.0`;
const CHROMEBOOK =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PLAYSTATION = 'Mozilla/5.0 (PlayStation 5 3.20) AppleWebKit/605.1.15 (KHTML, like Gecko)';
const SMART_TV =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/4.0 Chrome/76.0.3809.146 TV Safari/537.36';

describe('parseUserAgent', () => {
  it.each([
    [FIREFOX_LINUX, { device_type: 'desktop', browser: 'Firefox', os: 'Linux' }],
    [CHROME_WINDOWS, { device_type: 'desktop', browser: 'Chrome', os: 'Windows' }],
    [IPHONE, { device_type: 'mobile', browser: 'Mobile Safari', os: 'iOS' }],
    [IPAD, { device_type: 'tablet', browser: 'Mobile Safari', os: 'iOS' }],
    [MAC_SAFARI, { device_type: 'desktop', browser: 'Safari', os: 'macOS' }],
    [ANDROID_PHONE, { device_type: 'mobile', browser: 'Chrome', os: 'Android' }],
    [ANDROID_TABLET, { device_type: 'tablet', browser: 'Chrome', os: 'Android' }],
    [EDGE_WINDOWS, { device_type: 'desktop', browser: 'Edge', os: 'Windows' }],
    [CHROMEBOOK, { device_type: 'desktop', browser: 'Chrome', os: 'Chrome OS' }],
    [PLAYSTATION, { device_type: 'other', browser: 'WebKit', os: 'PlayStation' }],
    [SMART_TV, { device_type: 'other', browser: 'Samsung Internet', os: 'Tizen' }],
  ])('reads %s', (ua, expected) => {
    expect(parseUserAgent(ua)).toEqual(expected);
  });

  it('says unknown without a user agent', () => {
    expect(parseUserAgent(undefined)).toEqual({ device_type: 'unknown', browser: 'unknown', os: 'unknown' });
  });
});

describe('visitorId', () => {
  it('is stable within a day and differs across days (the salt rotates daily)', () => {
    const saltOf: Record<string, string> = { '2030-06-15': 'salt-a', '2030-06-16': 'salt-b' };
    const morning = visitorId(saltOf[utcDay(new Date('2030-06-15T00:10:00Z'))] as string, '203.0.113.7', FIREFOX_LINUX);
    const evening = visitorId(saltOf[utcDay(new Date('2030-06-15T23:50:00Z'))] as string, '203.0.113.7', FIREFOX_LINUX);
    const nextDay = visitorId(saltOf[utcDay(new Date('2030-06-16T00:10:00Z'))] as string, '203.0.113.7', FIREFOX_LINUX);
    expect(morning).toMatch(/^[0-9a-f]{64}$/);
    expect(evening).toBe(morning);
    expect(nextDay).not.toBe(morning);
  });

  it('tells visitors apart by address and by user agent', () => {
    const base = visitorId('salt', '203.0.113.7', FIREFOX_LINUX);
    expect(visitorId('salt', '203.0.113.8', FIREFOX_LINUX)).not.toBe(base);
    expect(visitorId('salt', '203.0.113.7', IPHONE)).not.toBe(base);
    // The separator keeps "1.2.3.4" + "5x" apart from "1.2.3.45" + "x".
    expect(visitorId('salt', '1.2.3.4', '5x')).not.toBe(visitorId('salt', '1.2.3.45', 'x'));
  });

  it('answers from its cache exactly what the hash gives, whichever visitor behind an address came last', () => {
    const sha = (salt: string, ip: string, ua: string) => hash('sha256', `${salt}\n${ip}\n${ua}`, 'hex');
    // Two browsers behind one address, alternating, and the day's salt changing in between.
    for (const [salt, ua] of [
      ['s1', FIREFOX_LINUX],
      ['s1', IPHONE],
      ['s1', FIREFOX_LINUX],
      ['s2', FIREFOX_LINUX],
      ['s2', FIREFOX_LINUX],
      ['s1', IPHONE],
    ] as const) {
      expect(visitorId(salt, '192.0.2.44', ua)).toBe(sha(salt, '192.0.2.44', ua));
    }
  });
});

describe('enrichPageView', () => {
  const ip = '198.51.100.23';
  const facts: RequestFacts = {
    receivedAt: '2030-06-15T08:00:00.000Z',
    ip,
    userAgent: IPHONE,
    salt: 'salt-of-the-day',
  };

  it('stores the referrer as origin and path only, and still knows its source', () => {
    const view = pageViewSchema.parse({
      page_path: '/preise',
      referrer: 'https://www.google.de/search?q=max.mustermann%40example.de#frag',
    });
    const enriched = enrichPageView(view, facts, unknownCountry);
    expect(enriched).toMatchObject({ referrer: 'https://www.google.de/search', traffic_source: 'search' });
    expect(JSON.stringify(enriched)).not.toMatch(/mustermann|frag/);
  });

  it('builds every kind with exactly the columns of a queued row, in their order', () => {
    const kinds = [
      enrichPageView(pageViewSchema.parse({ page_path: '/a', session_id: 'sess_a' }), facts, unknownCountry),
      enrichTrackEvent(trackEventSchema.parse({ event_type: 'button_click', page_path: '/b' }), facts, unknownCountry),
      enrichTimeUpdate(timeUpdateSchema.parse({ page_path: '/c', time_spent: 5 }), facts, unknownCountry),
      enrichConsent(
        cookieConsentSchema.parse({ consent_type: 'all_accepted', analytics_accepted: true, marketing_accepted: true }),
        facts,
        unknownCountry,
      ),
    ];
    for (const event of kinds) expect(Object.keys(event)).toEqual([...QUEUED_EVENT_COLUMNS]);
  });

  it('adds server time, device, browser, os, country and a visitor id', () => {
    const view = pageViewSchema.parse({ page_path: '/leistungen', referrer: 'https://www.google.de/' });
    const enriched = enrichPageView(view, facts, unknownCountry);
    expect(enriched).toEqual({
      kind: 'pageview',
      received_at: '2030-06-15T08:00:00.000Z',
      page_path: '/leistungen',
      referrer: 'https://www.google.de/',
      traffic_source: 'search',
      session_id: '',
      visitor_id: visitorId('salt-of-the-day', ip, IPHONE),
      device_type: 'mobile',
      browser: 'Mobile Safari',
      os: 'iOS',
      country: 'unknown',
      consented: false,
      event_type: '',
      event_label: '',
      duration_seconds: 0,
      metadata: '',
    });
  });

  it('never carries the address, in no field', () => {
    const enriched = enrichPageView(pageViewSchema.parse({ page_path: '/' }), facts, unknownCountry);
    expect(JSON.stringify(enriched)).not.toContain(ip);
    expect(JSON.stringify(enriched)).not.toContain('198.51');
  });

  it('marks a view with a session id as consented and keeps the id', () => {
    const enriched = enrichPageView(
      pageViewSchema.parse({ page_path: '/', session_id: 'sess_abc123' }),
      facts,
      unknownCountry,
    );
    expect(enriched).toMatchObject({ session_id: 'sess_abc123', consented: true });
  });

  it('drops query string and fragment from the path', () => {
    const enriched = enrichPageView(
      pageViewSchema.parse({ page_path: '/kontakt?email=a@b.de#form' }),
      facts,
      unknownCountry,
    );
    expect(enriched.page_path).toBe('/kontakt');
  });

  it('normalises the path of every kind of call that carries one (page-path.ts)', () => {
    const path = `/Preise/${'X'.repeat(1_500)}/?utm_source=x#top`;
    const expected = `/preise/${'x'.repeat(192)}`;
    const view = enrichPageView(pageViewSchema.parse({ page_path: path }), facts, unknownCountry);
    const event = enrichTrackEvent(
      trackEventSchema.parse({ event_type: 'time_on_page', page_path: path, session_id: 'sess_a' }),
      facts,
      unknownCountry,
    );
    const update = enrichTimeUpdate(
      timeUpdateSchema.parse({ page_path: path, session_id: 'sess_a', time_spent: 5 }),
      facts,
      unknownCountry,
    );
    expect([view.page_path, event.page_path, update.page_path]).toEqual([expected, expected, expected]);
  });

  it('takes the device class the browser reports by its width, the user agent only when it names none of the three', () => {
    const desktopAgent: RequestFacts = { ...facts, userAgent: CHROME_WINDOWS };
    // A narrow desktop window is a phone-sized visit (below 768 px mobile, below 1024 px tablet).
    expect(
      enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: 'mobile' }), desktopAgent, unknownCountry)
        .device_type,
    ).toBe('mobile');
    expect(
      enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: 'tablet' }), desktopAgent, unknownCountry)
        .device_type,
    ).toBe('tablet');
    // An iPad in landscape is 1024 px wide and more: a desktop-sized visit.
    expect(
      enrichPageView(
        pageViewSchema.parse({ page_path: '/', device_type: 'desktop' }),
        { ...facts, userAgent: IPAD },
        unknownCountry,
      ).device_type,
    ).toBe('desktop');
    expect(
      enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: 'Tablet' }), desktopAgent, unknownCountry)
        .device_type,
    ).toBe('tablet');
    // Anything else (missing, unknown, hostile) leaves the user agent's class.
    for (const sent of [undefined, null, '', 'phablet', 'toString', '__proto__', 'MOBILE ', 'x'.repeat(64)]) {
      expect(
        enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: sent }), facts, unknownCountry).device_type,
      ).toBe('mobile');
      expect(
        enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: sent }), desktopAgent, unknownCountry)
          .device_type,
      ).toBe('desktop');
    }
    // Device info switched off: neither the browser's class nor the user agent's is kept.
    const off = trackingConfigSchema.parse({ pageViews: { trackDeviceInfo: false } });
    expect(
      enrichPageView(pageViewSchema.parse({ page_path: '/', device_type: 'mobile' }), desktopAgent, unknownCountry, off)
        .device_type,
    ).toBe('unknown');
  });

  it('asks the country seam with the address', () => {
    const seen: string[] = [];
    const enriched = enrichPageView(
      pageViewSchema.parse({ page_path: '/' }),
      facts,
      (address) => (seen.push(address), 'DE'),
    );
    expect(seen).toEqual([ip]);
    expect(enriched.country).toBe('DE');
  });
});
