import { cookieConsent, enhancedMetrics } from './events.query';

const totals = [
  { kind: 'pageview', event_type: '', events: '50' },
  { kind: 'event', event_type: 'button_click', events: '7' },
  { kind: 'event', event_type: 'form_start', events: '4' },
  { kind: 'event', event_type: 'form_submit', events: '6' },
  { kind: 'event', event_type: 'scroll_depth', events: 3 },
  { kind: 'consent', event_type: 'all_accepted', events: '2' },
  { kind: 'consent', event_type: 'customized', events: '1' },
];

describe('interactions and consent from the event totals', () => {
  it('counts each event type, sums every event and caps the form conversion rate at 100 %', () => {
    const counted = [
      { dimension: 'button', value: 'cta', n: '5' },
      { dimension: 'page', value: '/', n: '50' },
    ];
    expect(enhancedMetrics(totals, counted)).toEqual({
      total_events: 20,
      button_clicks: 7,
      scroll_interactions: 3,
      external_link_clicks: 0,
      form_starts: 4,
      form_submits: 6,
      form_abandoned: 0,
      // More submits than starts (a start counted before consent): never above 100.
      form_conversion_rate: 100,
      top_buttons: { cta: 5 },
      errors: 0,
    });
  });

  it('gives each consent choice its share of the consent calls, 0 of none', () => {
    expect(cookieConsent(totals)).toEqual({
      all_accepted: 66.7,
      only_necessary: 0,
      customized: 33.3,
      gpc_only_necessary: 0,
    });
    expect(cookieConsent([])).toEqual({ all_accepted: 0, only_necessary: 0, customized: 0, gpc_only_necessary: 0 });
  });
});
