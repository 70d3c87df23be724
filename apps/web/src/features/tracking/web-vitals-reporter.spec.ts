import type { Metric } from 'web-vitals';
import { fakeFetch, sentBody } from '../../testing/fake-fetch';
import { startWebVitals } from './web-vitals-reporter';

// The library's five callbacks, handed to the test: a browser's real measurements are the browser test's part.
const reporters: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => {
    reporters[name] = report;
  };
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const metric = (name: Metric['name'], value: number) => ({ name, value }) as Metric;

describe('startWebVitals', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = fakeFetch(202);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('listens to all five metrics and sends each with the load’s path and device class, no identifier', () => {
    window.innerWidth = 390;
    startWebVitals('/leistungen', () => ({ consented: true }));
    expect(Object.keys(reporters).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    reporters['LCP']?.(metric('LCP', 2345.6));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/track/web-vitals');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(sentBody(fetchMock)).toEqual({
      page_path: '/leistungen',
      metric: 'LCP',
      value: 2345.6,
      device_type: 'mobile',
      consented: true,
    });
  });

  it('asks at the moment of sending: cookieless as not consented, nothing once neither rule holds', () => {
    window.innerWidth = 1280;
    let basis: { consented: boolean } | null = { consented: false };
    startWebVitals('/preise', () => basis);
    reporters['FCP']?.(metric('FCP', 800));
    expect(sentBody(fetchMock)).toMatchObject({ metric: 'FCP', consented: false, device_type: 'desktop' });
    basis = null;
    reporters['CLS']?.(metric('CLS', 0.02));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
