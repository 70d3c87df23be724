import type { StatisticsQuery } from '@agency/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { statisticsSearch } from './api/get-statistics';
import { ShareChart } from './charts';
import { FilterChips, withFilter } from './filters';

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
    expect(withFilter(query, 'goal', 'Kontakt').filter).toEqual(['page:/preise', 'goal:Kontakt']);
    expect(withFilter(query, 'goal', 'x'.repeat(101))).toBe(query);
  });

  it("names a goal filter's chip by the goal as staff wrote it, and removes only that filter", () => {
    const changes: StatisticsQuery[] = [];
    render(
      <FilterChips
        query={{ period: '7d', filter: ['country:DE', 'goal:Other'] }}
        onChange={(next) => changes.push(next)}
      />,
    );
    // Not translated as a device class or a country would be.
    const chip = screen.getByRole('button', { name: 'Filter Ziel: Other entfernen' });
    expect(chip.textContent).toBe('Ziel: Other');
    expect(screen.getByRole('button', { name: 'Filter Land: Deutschland entfernen' })).toBeTruthy();
    fireEvent.click(chip);
    expect(changes).toEqual([{ period: '7d', filter: ['country:DE'] }]);
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
