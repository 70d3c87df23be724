import { monthlyVisitors, trendPoints, withPreviousTrend } from './trend.query';

describe('visitors over time', () => {
  it('names every day of a short range, oldest first, with 0 for a day without visitors', () => {
    expect(
      trendPoints({ from: '2030-02-27', to: '2030-03-01' }, [
        { i: '0', visitors: '4' },
        { i: 2, visitors: 1 },
      ]),
    ).toEqual([
      { bucket: '2030-02-27', visitors: 4 },
      { bucket: '2030-02-28', visitors: 0 },
      { bucket: '2030-03-01', visitors: 1 },
    ]);
  });

  it('counts weeks from the first day beyond 92 days, the last week cut short by the range', () => {
    const points = trendPoints({ from: '2030-01-01', to: '2030-04-03' }, [{ i: 13, visitors: 9 }]);
    // 93 days: 13 whole weeks and one of two days.
    expect(points).toHaveLength(14);
    expect(points[1]).toEqual({ bucket: '2030-01-08', visitors: 0 });
    expect(points[13]).toEqual({ bucket: '2030-04-02', visitors: 9 });
  });

  it('puts the previous period’s visitors beside each point, and leaves them out without a previous period', () => {
    const current = [
      { bucket: '2030-06-08', visitors: 3 },
      { bucket: '2030-06-09', visitors: 5 },
    ];
    expect(withPreviousTrend(current, [{ bucket: '2030-06-06', visitors: 2 }])).toEqual([
      { bucket: '2030-06-08', visitors: 3, previous_visitors: 2 },
      { bucket: '2030-06-09', visitors: 5, previous_visitors: 0 },
    ]);
    expect(withPreviousTrend(current, undefined)).toEqual(current);
  });

  it('lists each of the last six months, 0 for a month without visitors', () => {
    expect(monthlyVisitors(new Date('2030-06-15T10:00:00.000Z'), [{ month: '2030-05', visitors: '7' }])).toEqual([
      { month: '2030-01', visitors: 0 },
      { month: '2030-02', visitors: 0 },
      { month: '2030-03', visitors: 0 },
      { month: '2030-04', visitors: 0 },
      { month: '2030-05', visitors: 7 },
      { month: '2030-06', visitors: 0 },
    ]);
  });
});
