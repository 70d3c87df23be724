import { render, screen } from '@testing-library/react';
import { ShareChart } from './charts';

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
