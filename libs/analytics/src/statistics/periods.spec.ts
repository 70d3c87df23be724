import {
  addDays,
  change,
  dayRange,
  periodRange,
  previousRange,
  rangeDays,
  statisticsPeriod,
  trendBucketDays,
  trendMonths,
  windowDays,
} from './periods';

const NOW = new Date('2030-06-15T10:00:00.000Z');

describe('statistics periods', () => {
  it('names each period as whole UTC days ending today; months start on the first', () => {
    expect(periodRange({ period: 'today' }, NOW)).toEqual({ from: '2030-06-15', to: '2030-06-15' });
    expect(periodRange({ period: '7d' }, NOW)).toEqual({ from: '2030-06-09', to: '2030-06-15' });
    expect(periodRange({ period: '30d' }, NOW)).toEqual({ from: '2030-05-17', to: '2030-06-15' });
    expect(periodRange({ period: '6m' }, NOW)).toEqual({ from: '2030-01-01', to: '2030-06-15' });
    expect(periodRange({ period: '12m' }, NOW)).toEqual({ from: '2029-07-01', to: '2030-06-15' });
    expect(periodRange({ period: 'custom', from: '2030-02-01', to: '2030-02-10' }, NOW)).toEqual({
      from: '2030-02-01',
      to: '2030-02-10',
    });
  });

  it('counts both ends of a range and puts the previous period right before it, over month ends', () => {
    expect(rangeDays({ from: '2030-06-15', to: '2030-06-15' })).toBe(1);
    expect(rangeDays({ from: '2030-02-20', to: '2030-03-05' })).toBe(14);
    expect(previousRange({ from: '2030-03-01', to: '2030-03-07' })).toEqual({ from: '2030-02-22', to: '2030-02-28' });
  });

  it('gives a change in percent with one decimal, and none without a base', () => {
    expect(change(150, 100)).toBe(50);
    expect(change(1, 3)).toBe(-66.7);
    expect(change(5, 0)).toBeNull();
  });

  it('ends a window at now, and a range that ended before at its last millisecond', () => {
    expect(statisticsPeriod(NOW)).toEqual({ from: '2030-05-17T00:00:00.000Z', to: NOW.toISOString(), days: 30 });
    expect(statisticsPeriod(NOW, { from: '2030-06-01', to: '2030-06-15' })).toEqual({
      from: '2030-06-01T00:00:00.000Z',
      to: NOW.toISOString(),
      days: 15,
    });
    expect(statisticsPeriod(NOW, { from: '2030-05-01', to: '2030-05-31' }).to).toBe('2030-05-31T23:59:59.999Z');
    expect(windowDays(NOW)).toEqual({ from: '2030-05-17', to: '2030-06-15' });
  });

  it('draws trends by day up to 92 days and by week beyond; months of the trend oldest first', () => {
    expect(trendBucketDays(92)).toBe(1);
    expect(trendBucketDays(93)).toBe(7);
    expect(trendMonths(NOW)).toEqual(['2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06']);
    expect(trendMonths(new Date('2030-02-28T23:59:59.999Z'))[0]).toBe('2029-09');
  });

  it('moves days across month and year ends and gives a set of days its first and last', () => {
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(dayRange(['2030-06-03', '2030-06-01', '2030-06-02'])).toEqual({
      days: ['2030-06-01', '2030-06-02', '2030-06-03'],
      first: '2030-06-01',
      last: '2030-06-03',
    });
    // An empty set reads nothing: a range no stored day falls into.
    expect(dayRange([])).toEqual({ days: [], first: '1970-01-01', last: '1970-01-01' });
  });
});
