import { noPermissions, type Permissions } from '@agency/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { fakeFetch } from '../../../testing/fake-fetch';
import { AdminShell } from './admin-shell';
import { ADMIN_TABS, permittedTabs, resolveActiveTab } from './admin-tabs';

function renderShell(role: 'admin' | 'editor', permissions: Partial<Permissions>) {
  globalThis.fetch = fakeFetch(500) as unknown as typeof fetch;
  const client = createApiClient({ onUnauthorized: () => undefined });
  const props = { role, permissions, onLogout: jest.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (p: typeof props) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <AdminShell {...p} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const result = render(ui(props));
  return { ...result, props, rerenderWith: (next: Partial<Permissions>) => result.rerender(ui({ ...props, permissions: next })) };
}

function navLabels() {
  return within(screen.getByRole('navigation', { name: 'Verwaltung' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('admin tabs', () => {
  it('lists the 17 tabs of the spec', () => {
    expect(ADMIN_TABS).toHaveLength(17);
  });

  it('gives an admin every tab whatever its permission map says', () => {
    expect(permittedTabs('admin', noPermissions())).toHaveLength(17);
  });

  it('gives an editor the tabs of its permissions; requests also opens customer notes, system also backend', () => {
    const tabs = permittedTabs('editor', { requests: true, system: true });
    expect(tabs.map((tab) => tab.value)).toEqual(['system', 'requests', 'customer_notes', 'backend']);
  });

  it('falls back to the first permitted tab', () => {
    const tabs = permittedTabs('editor', { pricing: true, legal: true });
    expect(resolveActiveTab('statistics', tabs)?.value).toBe('pricing');
    expect(resolveActiveTab('legal', tabs)?.value).toBe('legal');
    expect(resolveActiveTab(null, [])).toBeNull();
  });
});

describe('AdminShell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows only the permitted tabs and the role label', () => {
    renderShell('editor', { statistics: true, testimonials: true, users: true });
    expect(navLabels()).toEqual(['Statistiken', 'Bewertungen', 'Benutzer']);
    expect(screen.getByTestId('role-label').textContent).toBe('Mitarbeiter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Statistiken');
  });

  it('shows every tab to an admin', () => {
    renderShell('admin', {});
    expect(navLabels()).toHaveLength(17);
    expect(screen.getByTestId('role-label').textContent).toBe('Administrator');
  });

  it('selects the first permitted tab when the active one becomes unavailable', () => {
    const { rerenderWith } = renderShell('editor', { statistics: true, faq: true, images: true });
    fireEvent.click(screen.getByRole('button', { name: 'Bilder' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bilder');
        rerenderWith({ statistics: false, faq: true, images: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FAQ');
    expect(screen.getByRole('button', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
  });

  it('logs out from the button at the bottom', () => {
    const { props } = renderShell('editor', { statistics: true });
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(props.onLogout).toHaveBeenCalled();
  });
});
