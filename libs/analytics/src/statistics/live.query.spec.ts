import { STATISTICS_LIVE_MINUTES, STATISTICS_LIVE_TOP_PAGES } from '@agency/contracts';
import { live } from './live.query';
import type { ReadRows } from './rows';

describe('live visitors', () => {
  it('reads the current minute and the ones before it, and answers the window from its first minute to now', async () => {
    const asked: Record<string, unknown>[] = [];
    const rows: ReadRows = async (query, params) => {
      asked.push(params);
      return query.includes('GROUP BY page') ? [{ page: '/preise', n: '2' }] : [{ n: '3' }];
    };
    const now = new Date('2030-06-15T10:07:42.500Z');
    const minute = Date.parse('2030-06-15T10:07:00.000Z') / 1000;
    const from = minute - (STATISTICS_LIVE_MINUTES - 1) * 60;
    expect(await live(rows, now)).toEqual({
      from: new Date(from * 1000).toISOString(),
      to: now.toISOString(),
      visitors: 3,
      pages: [{ page: '/preise', visitors: 2 }],
    });
    expect(asked).toEqual([
      { from, to: minute, top: STATISTICS_LIVE_TOP_PAGES },
      { from, to: minute, top: STATISTICS_LIVE_TOP_PAGES },
    ]);
  });
});
