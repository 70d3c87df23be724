import { STORED_ROLLUPS } from './rollups';
import type { ReadRows } from './rows';
import { headlineChange, sessionHeadline, summary } from './headline.query';

describe('headline figures', () => {
  it('gives the average session in seconds with one decimal and the bounce rate in percent; none of no sessions', () => {
    expect(sessionHeadline({ sessions: 3, bounces: 1, duration: 100 })).toEqual({
      avg_session_duration: 33.3,
      bounce_rate: 33.3,
    });
    expect(sessionHeadline({ sessions: 0, bounces: 0, duration: 0 })).toEqual({
      avg_session_duration: 0,
      bounce_rate: 0,
    });
  });

  it('changes each figure against the previous period, null where the previous period had none', () => {
    const current = { page_views: 120, unique_visitors: 30, avg_session_duration: 45, bounce_rate: 40 };
    const before = { page_views: 100, unique_visitors: 0, avg_session_duration: 60, bounce_rate: 50 };
    expect(headlineChange(current, before)).toEqual({
      page_views: 20,
      unique_visitors: null,
      avg_session_duration: -25,
      bounce_rate: -20,
    });
  });

  it('reads page views and visitors of the range from the daily totals, with the days as parameters', async () => {
    const asked: { query: string; params: Record<string, unknown> }[] = [];
    const rows: ReadRows = async (query, params) => {
      asked.push({ query, params });
      return [{ page_views: '12', unique_visitors: '5' }];
    };
    expect(await summary(rows, { from: '2030-06-01', to: '2030-06-07' }, STORED_ROLLUPS)).toEqual({
      page_views: 12,
      unique_visitors: 5,
    });
    expect(asked[0]?.query).toContain('FROM daily_totals');
    expect(asked[0]?.params).toEqual({ from: '2030-06-01', to: '2030-06-07' });
    // No rows (an empty table): zeros, not NaN.
    expect(await summary(async () => [], { from: '2030-06-01', to: '2030-06-01' }, STORED_ROLLUPS)).toEqual({
      page_views: 0,
      unique_visitors: 0,
    });
  });
});
