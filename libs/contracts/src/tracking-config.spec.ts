import {
  defaultTrackingConfig,
  isTrackingEnabled,
  thirdPartyAnalyticsOf,
  trackingConfigSchema,
  visitorTrackingConfig,
} from './tracking-config';

describe('tracking configuration: every switch the visitors load is one staff set', () => {
  it('defaults to the built-in values: newsletter sign-ups off, validation errors, 404s, max scroll on, 3000 ms', () => {
    const config = defaultTrackingConfig();
    expect(config.conversions.trackNewsletterSignup).toBe(false);
    expect(config.formInteractions.trackValidationErrors).toBe(true);
    expect(config.errorTracking).toMatchObject({ track404Errors: true, slowLoadingThreshold: 3000 });
    expect(config.scrollDepth.trackMaxScroll).toBe(true);
    expect(config.thirdPartyAnalytics).toEqual({ enabled: false, measurementId: '' });
  });

  it('lets the intake keep download clicks while outbound clicks are switched off, and neither without the section', () => {
    const call = { kind: 'event', eventType: 'external_link_click' } as const;
    const config = (externalLinks: Record<string, boolean>) => trackingConfigSchema.parse({ externalLinks });
    expect(isTrackingEnabled(config({ trackExternalClicks: false, trackDownloads: true }), call)).toBe(true);
    expect(isTrackingEnabled(config({ trackExternalClicks: true, trackDownloads: false }), call)).toBe(true);
    expect(isTrackingEnabled(config({ trackExternalClicks: false, trackDownloads: false }), call)).toBe(false);
    expect(isTrackingEnabled(config({ enabled: false, trackExternalClicks: true, trackDownloads: true }), call)).toBe(
      false,
    );
  });

  it('passes each new switch through to the visitor view', () => {
    const config = trackingConfigSchema.parse({
      conversions: { trackNewsletterSignup: true },
      formInteractions: { trackValidationErrors: false },
      errorTracking: { track404Errors: false, slowLoadingThreshold: 5000 },
      scrollDepth: { trackMaxScroll: false },
      timeTracking: { trackTimeToFirstInteraction: false },
    });
    const visitor = visitorTrackingConfig(config);
    expect(visitor.conversions.trackNewsletterSignup).toBe(true);
    expect(visitor.formInteractions.trackValidationErrors).toBe(false);
    expect(visitor.errorTracking).toMatchObject({ track404Errors: false, slowLoadingThreshold: 5000 });
    expect(visitor.scrollDepth.trackMaxScroll).toBe(false);
    expect(visitor.timeTracking.trackTimeToFirstInteraction).toBe(false);
  });

  it('serves the measurement id only with the master switch, the section and an id', () => {
    const on = trackingConfigSchema.parse({ thirdPartyAnalytics: { enabled: true, measurementId: ' g-abc1234 ' } });
    expect(on.thirdPartyAnalytics.measurementId).toBe('G-ABC1234');
    expect(visitorTrackingConfig(on).thirdPartyAnalytics).toEqual({ enabled: true, measurementId: 'G-ABC1234' });
    expect(thirdPartyAnalyticsOf({ ...on, enabled: false })).toEqual({ enabled: false, measurementId: '' });
    const switchedOff = trackingConfigSchema.parse({
      thirdPartyAnalytics: { enabled: false, measurementId: 'G-ABC1234' },
    });
    expect(visitorTrackingConfig(switchedOff).thirdPartyAnalytics).toEqual({ enabled: false, measurementId: '' });
  });

  it('refuses a malformed measurement id, a switched-on section without one and a bad threshold, in German', () => {
    const messages = (input: unknown) => {
      const result = trackingConfigSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(messages({ thirdPartyAnalytics: { measurementId: 'UA-1234-1' } })).toEqual([
      'thirdPartyAnalytics.measurementId: Die Mess-ID hat die Form G-XXXXXXXXXX',
    ]);
    expect(messages({ thirdPartyAnalytics: { measurementId: '<script>' } })).toHaveLength(1);
    expect(messages({ thirdPartyAnalytics: { enabled: true } })).toEqual([
      'thirdPartyAnalytics.measurementId: Für Google Analytics fehlt die Mess-ID (G-XXXXXXXXXX)',
    ]);
    expect(messages({ errorTracking: { slowLoadingThreshold: -1 } })).toEqual([
      'errorTracking.slowLoadingThreshold: Die Schwelle für langsames Laden liegt zwischen 0 und 60000 ms',
    ]);
    expect(messages({ errorTracking: { slowLoadingThreshold: 600_000 } })).toHaveLength(1);
  });

  it('reads a configuration stored before these switches with their defaults', () => {
    const stored = { enabled: true, errorTracking: { enabled: true, trackJavaScriptErrors: false } };
    const config = trackingConfigSchema.parse(stored);
    expect(config.errorTracking).toEqual({
      enabled: true,
      trackJavaScriptErrors: false,
      track404Errors: true,
      slowLoadingThreshold: 3000,
    });
    expect(config.thirdPartyAnalytics.enabled).toBe(false);
  });
});
