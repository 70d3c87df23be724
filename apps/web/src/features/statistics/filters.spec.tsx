import { fireEvent, render, screen } from '@testing-library/react';
import { statisticsSearch } from './api/get-statistics';
import { ShareChart } from './charts';
import { withFilter } from './filters';

describe('statistics filters', () => {
  it('adds a filter per dimension, replaces one of the same dimension, ignores values no filter takes', () => {
    const query = withFilter({ period: '7d' }, 'page', '/preise');
    expect(query).toEqual({ period: '7d', filter: ['page:/preise'] });
    expect(withFilter(query, 'source', 'search').filter).toEqual(['page:/preise', 'source:search']);
    expect(withFilter(query, 'page', '/kontakt').filter).toEqual(['page:/kontakt']);
    expect(withFilter(query, 'browser', 'Sonstige')).toBe(query);
    expect(statisticsSearch(withFilter(query, 'device', 'Mobile'))).toBe(
      '?period=7d&filter=page%3A%2Fpreise&filter=device%3AMobile',
    );
  });

  it("makes a share's names filter buttons, but not the folded 'Sonstige'", () => {
    const picked: string[] = [];
    render(
      <ShareChart
        testId="chart-browsers"
        data={{ Firefox: 60, Sonstige: 40 }}
        filter={{ accepts: () => true, apply: (name) => picked.push(name) }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Firefox' }));
    expect(picked).toEqual(['Firefox']);
    expect(screen.queryByRole('button', { name: 'Sonstige' })).toBeNull();
  });
});
