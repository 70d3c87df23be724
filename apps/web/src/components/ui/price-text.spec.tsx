import { render } from '@testing-library/react';
import { PriceText } from './price-text';

describe('PriceText', () => {
  it('keeps each amount with its currency sign in one unbreakable piece, the words around it free to wrap', () => {
    const { container } = render(
      <p>
        <PriceText>{'ab 1.234,50 € / Monat, +149 € für fünf, € 99'}</PriceText>
      </p>,
    );
    const pieces = [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent);
    expect(pieces).toEqual(['1.234,50 €', '+149 €', '€ 99']);
    expect(container.textContent).toBe('ab 1.234,50 € / Monat, +149 € für fünf, € 99');
  });

  it('leaves a price without an amount as it is', () => {
    const { container } = render(<PriceText>nach Aufwand</PriceText>);
    expect(container.innerHTML).toBe('nach Aufwand');
  });
});
