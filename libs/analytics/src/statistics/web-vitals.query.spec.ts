import { metricFigures, pageFigures, roundedValue, trendFigures } from './web-vitals.query';

describe('web-vitals figures', () => {
  it('gives every metric in order, with p75, rating and shares in percent; null without samples', () => {
    const figures = metricFigures([
      { metric: 'CLS', samples: '8', good: '6', poor: '1', p75: 0.10000000149011612 },
      { metric: 'LCP', samples: '3', good: '0', poor: '3', p75: 5123.4 },
      // A t-digest without values answers NaN; a row without samples is no figure.
      { metric: 'INP', samples: '0', good: '0', poor: '0', p75: 'nan' },
    ]);
    expect(figures.map((f) => f.metric)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(figures[0]).toEqual({
      metric: 'LCP',
      samples: 3,
      p75: 5123,
      rating: 'poor',
      good: 0,
      needs_improvement: 0,
      poor: 100,
    });
    expect(figures[1]).toMatchObject({ samples: 0, p75: null, rating: null, good: 0, poor: 0 });
    expect(figures[2]).toEqual({
      metric: 'CLS',
      samples: 8,
      p75: 0.1,
      rating: 'good',
      good: 75,
      needs_improvement: 12.5,
      poor: 12.5,
    });
  });

  it('rates at Google’s thresholds: up to the good bound good, above the poor bound poor', () => {
    const rating = (metric: string, p75: number) =>
      metricFigures([{ metric, samples: 1, good: 0, poor: 0, p75 }]).find((f) => f.metric === metric)?.rating;
    expect(rating('INP', 200)).toBe('good');
    expect(rating('INP', 201)).toBe('needs-improvement');
    expect(rating('INP', 500)).toBe('needs-improvement');
    expect(rating('INP', 501)).toBe('poor');
    expect(rating('TTFB', 800)).toBe('good');
    expect(rating('FCP', 3001)).toBe('poor');
    expect(rating('CLS', 0.25)).toBe('needs-improvement');
  });

  it('rounds times to whole milliseconds and CLS to three decimals', () => {
    expect(roundedValue('TTFB', 799.5)).toBe(800);
    expect(roundedValue('CLS', 0.0424999)).toBe(0.042);
  });

  it('puts a page’s metrics together, summing poor and middling measurements, in the order read', () => {
    const pages = pageFigures([
      { page_path: '/b', metric: 'LCP', samples: 4, good: 1, poor: 2, p75: 4100 },
      { page_path: '/b', metric: 'CLS', samples: 3, good: 2, poor: 1, p75: 0.3 },
      { page_path: '/a', metric: 'TTFB', samples: 9, good: 9, poor: 0, p75: 300 },
    ]);
    expect(pages).toEqual([
      {
        page: '/b',
        samples: 4,
        poor: 3,
        needs_improvement: 1,
        p75: { LCP: 4100, INP: null, CLS: 0.3, FCP: null, TTFB: null },
      },
      {
        page: '/a',
        samples: 9,
        poor: 0,
        needs_improvement: 0,
        p75: { LCP: null, INP: null, CLS: null, FCP: null, TTFB: 300 },
      },
    ]);
  });

  it('orders the trend by day', () => {
    const trend = trendFigures([
      { on_day: '2030-06-02', metric: 'LCP', samples: 1, p75: 2000 },
      { on_day: '2030-06-01', metric: 'LCP', samples: 1, p75: 1000 },
    ]);
    expect(trend.map((t) => [t.day, t.p75.LCP])).toEqual([
      ['2030-06-01', 1000],
      ['2030-06-02', 2000],
    ]);
  });
});
