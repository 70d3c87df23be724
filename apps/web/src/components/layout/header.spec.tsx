import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './header';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header />
    </MemoryRouter>,
  );
}

describe('Header', () => {
  it('shows the six navigation entries and the call to action', () => {
    renderHeader('/faq');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Startseite', '/'],
      ['Leistungen', '/leistungen'],
      ['Portfolio', '/portfolio'],
      ['Abo-Preise', '/preise'],
      ['FAQ', '/faq'],
      ['Kontakt', '/kontakt'],
    ]);
    expect(screen.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveProperty('pathname', '/kontakt');
  });

  it('is transparent on the home page until scrolled past 10 px', () => {
    renderHeader('/');
    const header = screen.getByRole('banner');
    expect(header.dataset.transparent).toBe('true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header.dataset.transparent).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('is solid on every other page', () => {
    renderHeader('/leistungen');
    expect(screen.getByRole('banner').dataset.transparent).toBe('false');
  });

  it('opens the mobile menu and closes it when a link is chosen', () => {
    renderHeader('/');
    fireEvent.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    fireEvent.click(within(menu).getByRole('link', { name: 'Portfolio' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).toBeNull();
  });
});
