import {
  parseStatisticsFilter,
  statisticsExportQuerySchema,
  statisticsFilterText,
  statisticsQuerySchema,
} from './statistics';

const errors = (query: unknown) => {
  const result = statisticsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('statistics query', () => {
  it('takes no parameters at all (the spec answer), a period, a custom range and a comparison', () => {
    expect(errors({})).toEqual([]);
    for (const period of ['today', '7d', '30d', '6m', '12m'])
      expect(errors({ period, compare: 'previous' })).toEqual([]);
    expect(errors({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toEqual([]);
  });

  it('refuses hostile and inconsistent queries in German', () => {
    expect(errors({ period: 'x' })).toEqual(['period: Zeitraum muss today, 7d, 30d, 6m, 12m oder custom sein']);
    expect(errors({ evil: '1' })).toEqual([': Unbekannter Parameter: evil']);
    expect(errors({ period: ['7d', '30d'] })).toHaveLength(1);
    expect(errors({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual(['from: kein gültiges Datum']);
    expect(errors({ period: 'custom', from: '2020-01-01', to: '2026-01-01' })).toEqual([
      'to: Zeitraum höchstens 366 Tage',
    ]);
    expect(errors({ period: 'custom', from: '2026-01-10', to: '2026-01-01' })).toEqual([
      'to: to darf nicht vor from liegen',
    ]);
    expect(errors({ period: 'custom', from: '2999-01-01', to: '2999-01-02' })).toEqual([
      'to: to darf nicht in der Zukunft liegen',
    ]);
    expect(errors({ period: 'custom', from: '2026-01-01' })).toEqual(['from: Eigener Zeitraum braucht from und to']);
    expect(errors({ from: '2026-01-01' })).toEqual(['period: from und to nur mit period=custom']);
    expect(errors({ period: 'custom', from: 'x'.repeat(10_000), to: '2026-01-01' })[0]).toMatch(
      /^from: Datum im Format/,
    );
    expect(errors({ compare: 'next' })).toEqual(["compare: Vergleich muss 'previous' sein"]);
  });

  it('takes filters, one or several (at most one per dimension), and refuses unknown or malformed ones', () => {
    expect(statisticsQuerySchema.parse({ filter: 'page:/preise' })).toEqual({ filter: ['page:/preise'] });
    expect(
      errors({ filter: ['page:/preise', 'source:search', 'device:Mobile', 'browser:Chrome', 'country:DE'] }),
    ).toEqual([]);
    expect(errors({ filter: 'os:Linux' })).toEqual([
      'filter: Unbekannte Filter-Dimension: os (erlaubt: page, source, device, browser, country, goal)',
    ]);
    expect(errors({ filter: ['page:/a', 'page:/b'] })).toEqual(['filter: Filter page doppelt']);
    expect(errors({ filter: Array.from({ length: 7 }, (_, i) => `page:/${i}`) })).toEqual([
      'filter: höchstens 6 Filter',
    ]);
    expect(errors({ filter: `page:/${'x'.repeat(500)}` })[0]).toMatch(/^filter\.0: Filter höchstens 210 Zeichen/);
    expect(errors({ filter: { page: '/x' } })).toEqual(['filter: Filter im Format dimension:wert erwartet']);
    expect(parseStatisticsFilter('browser:Mobile Safari')).toEqual({ dimension: 'browser', value: 'Mobile Safari' });
    expect(parseStatisticsFilter('page:/a:b')).toEqual({ dimension: 'page', value: '/a:b' });
  });

  it("takes a goal filter by the goal's name as staff wrote it, bounded like a name, at most one", () => {
    expect(parseStatisticsFilter('goal:Kontakt')).toEqual({ dimension: 'goal', value: 'Kontakt' });
    expect(parseStatisticsFilter('goal:Ratgeber zu 90 % gelesen: Teil 2')).toEqual({
      dimension: 'goal',
      value: 'Ratgeber zu 90 % gelesen: Teil 2',
    });
    expect(parseStatisticsFilter(`goal:${'Z'.repeat(100)}`)).toEqual({ dimension: 'goal', value: 'Z'.repeat(100) });
    expect(parseStatisticsFilter(`goal:${'Z'.repeat(101)}`)).toBe(
      'Filterwert für goal: 1 bis 100 Zeichen ohne Steuerzeichen',
    );
    expect(parseStatisticsFilter('goal:')).toBe('Filterwert für goal: 1 bis 100 Zeichen ohne Steuerzeichen');
    expect(parseStatisticsFilter('goal:Kon\ttakt')).toBe('Filterwert für goal: 1 bis 100 Zeichen ohne Steuerzeichen');
    expect(parseStatisticsFilter('goal:Kontakt\u007f')).toBe(
      'Filterwert für goal: 1 bis 100 Zeichen ohne Steuerzeichen',
    );
    expect(errors({ filter: ['goal:Kontakt', 'goal:Newsletter'] })).toEqual(['filter: Filter goal doppelt']);
    expect(
      errors({
        filter: ['page:/preise', 'source:search', 'device:Mobile', 'browser:Chrome', 'country:DE', 'goal:Kontakt'],
      }),
    ).toEqual([]);
    expect(statisticsFilterText({ dimension: 'goal', value: 'Kontakt' })).toBe('Ziel: Kontakt');
  });

  it('takes an export query: a table and the view', () => {
    expect(statisticsExportQuerySchema.parse({ table: 'pages', period: '7d', filter: 'page:/' })).toEqual({
      table: 'pages',
      view: { period: '7d', filter: ['page:/'] },
    });
    expect(statisticsExportQuerySchema.safeParse({ table: 'x' }).success).toBe(false);
    expect(statisticsExportQuerySchema.safeParse({ table: 'pages', evil: '1' }).success).toBe(false);
  });
});
