import { render, screen } from '@testing-library/react';
import { PrivacyView } from './privacy-view';

const CONTACT = {
  company: 'Nordwerk Digital',
  address: 'Am Hafen 1, 23730 Neustadt in Holstein',
  phone: '+49 4561 123456',
  email: 'info@nordwerk-digital.de',
};

describe('PrivacyView: the data-protection contact once', () => {
  it('shows the card with the website settings’ contact data below the text', () => {
    render(<PrivacyView content={'## 1. Datenschutz auf einen Blick\n\nText.'} contact={CONTACT} />);
    expect(screen.getAllByRole('heading', { name: 'Kontakt in Datenschutzfragen' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'info@nordwerk-digital.de' }).getAttribute('href')).toBe(
      'mailto:info@nordwerk-digital.de',
    );
    expect(screen.getByText('Nordwerk Digital, Am Hafen 1, 23730 Neustadt in Holstein')).toBeTruthy();
  });

  it('leaves the card out when the text staff keep has a contact section of its own', () => {
    render(
      <PrivacyView
        content={'## 6. Ihre Rechte\n\nText.\n\n### Kontakt in Datenschutzfragen\n\nE-Mail: datenschutz@example.de'}
        contact={CONTACT}
      />,
    );
    expect(screen.getAllByRole('heading', { name: 'Kontakt in Datenschutzfragen' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'info@nordwerk-digital.de' })).toBeNull();
  });
});
