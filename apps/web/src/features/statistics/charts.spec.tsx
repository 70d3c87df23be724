import { fireEvent, render, screen } from '@testing-library/react';
import { statisticsName } from '../../lib/staff-format';
import { CountBars, ShareChart } from './charts';

describe('ShareChart', () => {
  it("lists the named shares by size and the folded rest ('Sonstige') last, in grey", () => {
    render(<ShareChart testId="chart-browsers" data={{ Sonstige: 48.1, Chrome: 13.2, Firefox: 25.5, Safari: 13.2 }} />);
    const items = screen.getByTestId('chart-browsers').querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual([
      'Firefox25,5 %',
      'Chrome13,2 %',
      'Safari13,2 %',
      'Sonstige48,1 %',
    ]);
    const dot = items[3]?.querySelector('span') as HTMLElement;
    expect(dot.style.background).toBe('rgb(203, 213, 225)');
  });
});

describe('statistics rows by German names', () => {
  it('names countries, forms, unknown and other values in German; a click still filters by the key', () => {
    const picked: string[] = [];
    render(
      <CountBars
        testId="top-countries"
        data={{ DE: 5, AT: 3, CH: 2, unknown: 1 }}
        label={(key) => statisticsName('country', key)}
        filter={{ accepts: (key) => key !== 'unknown', apply: (key) => picked.push(key) }}
      />,
    );
    const rows = screen.getByTestId('top-countries').querySelectorAll('li');
    expect([...rows].map((li) => li.textContent)).toEqual(['Deutschland5', 'Österreich3', 'Schweiz2', 'Unbekannt1']);
    fireEvent.click(screen.getByRole('button', { name: 'Deutschland' }));
    expect(picked).toEqual(['DE']);

    render(
      <CountBars
        testId="conversions"
        data={{ 'contact-form': 2, 'offer-request': 1 }}
        label={(key) => statisticsName('conversion', key)}
      />,
    );
    expect(screen.getByTestId('conversions').textContent).toBe('Kontaktformular2Angebotsanfrage1');

    render(
      <ShareChart
        testId="chart-devices"
        data={{ Desktop: 60, Other: 30, unknown: 10 }}
        label={(key) => statisticsName('device', key)}
      />,
    );
    const devices = screen.getByTestId('chart-devices').querySelectorAll('li');
    expect([...devices].map((li) => li.textContent)).toEqual(['Desktop60 %', 'Sonstige30 %', 'Unbekannt10 %']);
  });
});
