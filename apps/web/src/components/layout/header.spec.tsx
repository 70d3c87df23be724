import { act, render, screen, within } from '@testing-library/react';
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
    expect(screen.getAllByRole('link', { name: 'Kontakt aufnehmen' })[0]).toHaveProperty('pathname', '/kontakt');
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

  it('opens the mobile menu by HTML (a popover its button names) and follows its state', () => {
    renderHeader('/');
    const button = screen.getByRole('button', { name: 'Menü öffnen' });
    const menu = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    // The browser opens and closes the popover itself, with or without the page's code.
    expect(button.getAttribute('popovertarget')).toBe('mobile-menu');
    expect(menu.id).toBe('mobile-menu');
    expect(menu.getAttribute('popover')).toBe('auto');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => menu.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'open' })));
    expect(screen.getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).toBe('true');
    // Transparent over the home hero only while the menu is closed.
    expect(screen.getByRole('banner').dataset.transparent).toBe('false');
    act(() => menu.dispatchEvent(Object.assign(new Event('toggle'), { newState: 'closed' })));
    expect(screen.getByRole('button', { name: 'Menü öffnen' }).getAttribute('aria-expanded')).toBe('false');
  });
});
