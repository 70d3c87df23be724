import { STATISTICS_OTHER_LABEL } from '@agency/contracts';
import { browsers, devices, topCountries } from './devices-browsers-countries.query';

describe('devices, browsers and countries by visitors', () => {
  it('labels device classes, sums every unknown class as "Other" and always names the three classes', () => {
    const people = [
      { dimension: 'device', value: 'desktop', n: '6', total: 10 },
      { dimension: 'device', value: 'other', n: '1', total: 10 },
      { dimension: 'device', value: 'tv', n: '1', total: 10 },
      { dimension: 'device', value: 'mobile', n: '2', total: 10 },
    ];
    expect(devices(people)).toEqual({ Desktop: 60, Mobile: 20, Tablet: 0, Other: 20 });
    expect(devices([])).toEqual({ Desktop: 0, Mobile: 0, Tablet: 0 });
  });

  it('gives browsers their shares of the visitors with the rest as one share, countries as counts', () => {
    const people = [
      { dimension: 'browser', value: 'Firefox', n: '3', total: '4' },
      { dimension: 'country', value: 'DE', n: '9', total: '12' },
      { dimension: 'country', value: 'AT', n: '3', total: '12' },
    ];
    expect(browsers(people)).toEqual({ Firefox: 75, [STATISTICS_OTHER_LABEL]: 25 });
    expect(topCountries(people)).toEqual({ DE: 9, AT: 3 });
  });
});
