import { DEVICE_CLASS, filterConditions, filtersKey, onDays } from './filters';

describe('statistics filters as conditions on the events', () => {
  it('keeps each value in a query parameter, never in the SQL text', () => {
    const { params, visitor, page, source, selectsSessions } = filterConditions([
      { dimension: 'browser', value: "Fire'fox" },
      { dimension: 'country', value: 'AT' },
    ]);
    expect(params).toEqual({ f_browser: "Fire'fox", f_country: 'AT' });
    expect(visitor).toEqual(['browser = {f_browser:String}', 'country = {f_country:String}']);
    expect(page).toBeUndefined();
    expect(source).toBeUndefined();
    expect(selectsSessions).toBe(false);
  });

  it('compares a device class as stored (lower case), with every unknown type as "other"', () => {
    const { params, visitor } = filterConditions([{ dimension: 'device', value: 'Other' }]);
    expect(params).toEqual({ f_device: 'other' });
    expect(visitor).toEqual([`${DEVICE_CLASS} = {f_device:String}`]);
  });

  it('sets page and source apart: they select whole visits', () => {
    const conditions = filterConditions([
      { dimension: 'page', value: '/preise' },
      { dimension: 'source', value: 'search' },
    ]);
    expect(conditions).toEqual({
      params: { f_page: '/preise', f_source: 'search' },
      visitor: [],
      page: 'page_path = {f_page:String}',
      source: 'traffic_source = {f_source:String}',
      selectsSessions: true,
    });
    expect(filterConditions([{ dimension: 'source', value: 'direct' }]).selectsSessions).toBe(true);
  });

  it('gives the same filters in any order one key, and different values different keys', () => {
    const a = filtersKey([
      { dimension: 'browser', value: 'Firefox' },
      { dimension: 'country', value: 'AT' },
    ]);
    const b = filtersKey([
      { dimension: 'country', value: 'AT' },
      { dimension: 'browser', value: 'Firefox' },
    ]);
    expect(a).toBe(b);
    expect(filtersKey([{ dimension: 'country', value: 'DE' }])).not.toBe(
      filtersKey([{ dimension: 'country', value: 'AT' }]),
    );
  });

  it('keeps a column to a set of days by its range and its list, with an optional parameter prefix', () => {
    expect(onDays('day')).toBe('day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}');
    expect(onDays('toDate(received_at)', 's_')).toBe(
      'toDate(received_at) >= {s_first:Date} AND toDate(received_at) <= {s_last:Date} AND toDate(received_at) IN {s_days:Array(Date)}',
    );
  });
});
