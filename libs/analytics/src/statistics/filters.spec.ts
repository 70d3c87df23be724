import { DEVICE_CLASS, filterConditions, filtersKey, onDays, viewFilters, type FilterGoal } from './filters';

const contactPage: FilterGoal = { type: 'page', page: '/kontakt*', event_type: '', event_label: '' };
const offerSent: FilterGoal = { type: 'event', page: '', event_type: 'form_submit', event_label: 'offer-request' };

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

  it('makes a goal filter the condition of its goal, page views or events, with its pattern as a parameter', () => {
    const page = filterConditions([{ dimension: 'goal', value: 'Kontakt', goal: contactPage }]);
    expect(page).toEqual({
      params: { gf_page: '/kontakt%' },
      visitor: [],
      page: undefined,
      source: undefined,
      goal: "(kind = 'pageview' AND page_path LIKE {gf_page:String})",
      selectsSessions: true,
    });
    const event = filterConditions([
      { dimension: 'goal', value: 'Angebot', goal: offerSent },
      { dimension: 'country', value: 'DE' },
    ]);
    expect(event.goal).toBe("(kind = 'event' AND event_type = {gf_type:String} AND event_label = {gf_label:String})");
    expect(event.params).toEqual({ gf_type: 'form_submit', gf_label: 'offer-request', f_country: 'DE' });
    expect(event.visitor).toEqual(['country = {f_country:String}']);
  });

  it('refuses a goal filter whose goal was not resolved: the library reads no content', () => {
    expect(() => filterConditions([{ dimension: 'goal', value: 'Kontakt' }])).toThrow(/goal filter without its goal/);
    expect(() => viewFilters([{ dimension: 'goal', value: 'Kontakt' }], undefined)).toThrow(/Kontakt/);
    expect(viewFilters([{ dimension: 'page', value: '/' }], undefined)).toEqual([{ dimension: 'page', value: '/' }]);
    expect(viewFilters([{ dimension: 'goal', value: 'Kontakt' }], contactPage)).toEqual([
      { dimension: 'goal', value: 'Kontakt', goal: contactPage },
    ]);
  });

  it("gives a goal filter a key of what its goal matches: a changed goal is another view's", () => {
    const key = (goal: FilterGoal) => filtersKey([{ dimension: 'goal', value: 'Kontakt', goal }]);
    expect(key(contactPage)).toBe(key({ ...contactPage }));
    expect(key({ ...contactPage, page: '/kontakt' })).not.toBe(key(contactPage));
    expect(key({ ...offerSent, event_label: '' })).not.toBe(key(offerSent));
    expect(key({ ...contactPage, type: 'scroll', scroll_depth: '50' })).not.toBe(
      key({ ...contactPage, type: 'scroll', scroll_depth: '75' }),
    );
    expect(key({ type: 'download', page: '', event_type: '', event_label: '', target: '*.pdf' })).not.toBe(
      key({ type: 'download', page: '', event_type: '', event_label: '', target: '*.zip' }),
    );
    expect(key(contactPage)).not.toBe(filtersKey([{ dimension: 'goal', value: 'Kontakt', goal: offerSent }]));
  });

  it('keeps a column to a set of days by its range and its list, with an optional parameter prefix', () => {
    expect(onDays('day')).toBe('day >= {first:Date} AND day <= {last:Date} AND day IN {days:Array(Date)}');
    expect(onDays('toDate(received_at)', 's_')).toBe(
      'toDate(received_at) >= {s_first:Date} AND toDate(received_at) <= {s_last:Date} AND toDate(received_at) IN {s_days:Array(Date)}',
    );
  });
});
