import { STATISTICS_OTHER_LABEL, STATISTICS_TOP_SHARES } from '@agency/contracts';
import { counts, ofDimension, shares, topShares } from './shares';

describe('a dimension’s rows as counts and shares', () => {
  it('picks one dimension’s rows and names the first values with their counts', () => {
    const rows = [
      { dimension: 'page', value: '/', n: '5' },
      { dimension: 'button', value: 'cta', n: 3 },
      { dimension: 'page', value: '/preise', n: '2' },
    ];
    expect(ofDimension(rows, 'page').map((r) => r['value'])).toEqual(['/', '/preise']);
    expect(counts(ofDimension(rows, 'page'), 1)).toEqual({ '/': 5 });
  });

  it('sums rows of the same key and gives each key its share, largest first', () => {
    const out = shares(
      [
        { value: 'Desktop', n: 2 },
        { value: 'Mobile', n: '1' },
        { value: 'Desktop', n: 1 },
      ],
      'value',
      'n',
    );
    expect(out).toEqual({ Desktop: 75, Mobile: 25 });
    expect(Object.keys(out)).toEqual(['Desktop', 'Mobile']);
    expect(shares([], 'value', 'n')).toEqual({});
  });

  it('names the top values of the total and gathers the rest in one "Sonstige" share', () => {
    const rows = Array.from({ length: STATISTICS_TOP_SHARES + 1 }, (_, i) => ({
      value: `v${i}`,
      n: 10,
      total: 100,
    }));
    const out = topShares(rows, 'n');
    expect(Object.keys(out)).toHaveLength(STATISTICS_TOP_SHARES + 1);
    expect(out['v0']).toBe(10);
    expect(out[`v${STATISTICS_TOP_SHARES}`]).toBeUndefined();
    expect(out[STATISTICS_OTHER_LABEL]).toBe(100 - STATISTICS_TOP_SHARES * 10);
  });

  it('adds the rest to a value that is itself called "Sonstige", and leaves it out when nothing is left', () => {
    expect(topShares([{ value: STATISTICS_OTHER_LABEL, n: 1, total: 4 }], 'n')).toEqual({
      [STATISTICS_OTHER_LABEL]: 100,
    });
    expect(topShares([{ value: 'a', n: 4, total: 4 }], 'n')).toEqual({ a: 100 });
    expect(topShares([], 'n')).toEqual({});
  });
});
