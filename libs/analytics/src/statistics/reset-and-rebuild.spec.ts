import { resetKinds, rollupRowsOf } from './reset-and-rebuild';

describe('what a reset deletes', () => {
  it('deletes the kinds the options name; events take their time updates with them', () => {
    expect(resetKinds({ reset_pageviews: true, reset_events: true, reset_consents: true })).toEqual([
      'pageview',
      'event',
      'time_update',
      'consent',
    ]);
    expect(resetKinds({ reset_pageviews: false, reset_events: true, reset_consents: false })).toEqual([
      'event',
      'time_update',
    ]);
    expect(resetKinds({ reset_pageviews: false, reset_events: false, reset_consents: false })).toEqual([]);
  });

  it('names the rollup rows that carry figures of the deleted kinds, and none where a kind feeds none', () => {
    expect(rollupRowsOf('daily_totals', ['consent'])).toBe('kind IN {kinds:Array(String)}');
    expect(rollupRowsOf('daily_dimensions', ['pageview'])).toBe(
      "dimension IN ('page', 'device', 'browser', 'country', 'source')",
    );
    expect(rollupRowsOf('daily_dimensions', ['event', 'time_update'])).toBe(
      "dimension IN ('button', 'conversion', 'page_time')",
    );
    expect(rollupRowsOf('daily_dimensions', ['consent'])).toBeUndefined();
    // Sessions are made by page views: they go with them, and only with them.
    expect(rollupRowsOf('sessions', ['pageview'])).toBe('1');
    expect(rollupRowsOf('sessions', ['event', 'consent'])).toBeUndefined();
    expect(rollupRowsOf('daily_totals', [])).toBeUndefined();
  });
});
