import { STATISTICS_TOP_PAGES } from '@agency/contracts';
import { pageTimes, topPageRows, topPages } from './top-pages.query';
import { STORED_ROLLUPS } from './rollups';

describe('top pages', () => {
  it('takes the top pages of the counted dimensions, most viewed first, at most the response’s number', () => {
    const counted = [
      { dimension: 'button', value: 'cta', n: 9 },
      ...Array.from({ length: STATISTICS_TOP_PAGES + 2 }, (_, i) => ({
        dimension: 'page',
        value: `/p${i}`,
        n: 50 - i,
      })),
    ];
    const rows = topPageRows(counted);
    expect(rows).toHaveLength(STATISTICS_TOP_PAGES);
    expect(rows[0]?.['value']).toBe('/p0');
  });

  it('gives each page its views, average time and the bounce rate of the sessions that entered on it', () => {
    const out = topPages(
      [
        { dimension: 'page', value: '/', n: '20' },
        { dimension: 'page', value: '/preise', n: '5' },
      ],
      [{ value: '/', events: '3', duration: '100' }],
      new Map([['/', { sessions: 4, bounces: 1, duration: 0 }]]),
    );
    expect(out).toEqual([
      { page: '/', views: 20, avg_time: 33.3, bounce: 25 },
      // No time measured and no session entered here: zeros.
      { page: '/preise', views: 5, avg_time: 0, bounce: 0 },
    ]);
  });

  it('asks ClickHouse nothing without pages', async () => {
    const rows = jest.fn();
    expect(await pageTimes(rows, { from: '2030-06-01', to: '2030-06-30' }, [], STORED_ROLLUPS)).toEqual([]);
    expect(rows).not.toHaveBeenCalled();
  });
});
