import { noPermissions, type Permissions } from '@agency/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient } from '../../../lib/api-client';
import { ApiClientProvider } from '../../../lib/api-client-context';
import { fakeFetch } from '../../../testing/fake-fetch';
import { AdminShell } from './admin-shell';
import { ADMIN_TABS, adminTabPath, permittedTabs, resolveActiveTab, tabOfPath } from './admin-tabs';

/** Where the shell's router is now, for assertions on the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

function renderShell(role: 'admin' | 'editor', permissions: Partial<Permissions>, at = '/admin') {
  globalThis.fetch = fakeFetch(500) as unknown as typeof fetch;
  const client = createApiClient({ onUnauthorized: () => undefined });
  const props = { role, permissions, onLogout: jest.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (p: typeof props) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/admin/*" element={<AdminShell {...p} />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </ApiClientProvider>
    </QueryClientProvider>
  );
  const result = render(ui(props));
  return {
    ...result,
    props,
    rerenderWith: (next: Partial<Permissions>) => result.rerender(ui({ ...props, permissions: next })),
  };
}

function navLabels() {
  return within(screen.getByRole('navigation', { name: 'Verwaltung' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('admin tabs', () => {
  it("lists the 17 tabs of the spec, 'Weiterleitungen' before 'Backend' and 'Ziele' last", () => {
    expect(ADMIN_TABS).toHaveLength(19);
    expect(ADMIN_TABS.slice(14, 16).map((tab) => tab.label)).toEqual(['Bilder', 'Weiterleitungen']);
    expect(ADMIN_TABS.at(-1)?.label).toBe('Ziele');
  });

  it('gives an admin every tab whatever its permission map says, the plans, the activity log and the own account', () => {
    const tabs = permittedTabs('admin', noPermissions());
    expect(tabs).toHaveLength(22);
    expect(tabs.slice(19).map((tab) => tab.value)).toEqual(['planned', 'activity', 'account']);
  });

  it("shows 'Geplant' to whoever edits some content, never to an editor of requests alone", () => {
    expect(permittedTabs('editor', { faq: true }).map((tab) => tab.value)).toEqual(['faq', 'planned', 'account']);
    expect(permittedTabs('editor', { requests: true }).map((tab) => tab.value)).not.toContain('planned');
    expect(tabOfPath('/admin/geplant')).toBe('planned');
  });

  it('gives an editor the tabs of its permissions; requests also opens customer notes, system also backend', () => {
    const tabs = permittedTabs('editor', { requests: true, system: true });
    expect(tabs.map((tab) => tab.value)).toEqual(['system', 'requests', 'customer_notes', 'backend', 'account']);
  });

  it('gives an editor without any permission only the own account, never the activity log', () => {
    expect(permittedTabs('editor', noPermissions()).map((tab) => tab.value)).toEqual(['account']);
    expect(tabOfPath('/admin/aktivitaet')).toBe('activity');
    expect(tabOfPath('/admin/konto')).toBe('account');
  });

  it('falls back to the first permitted tab', () => {
    const tabs = permittedTabs('editor', { pricing: true, legal: true });
    expect(resolveActiveTab('statistics', tabs)?.value).toBe('pricing-packages');
    expect(resolveActiveTab('legal-impressum', tabs)?.value).toBe('legal-impressum');
    expect(resolveActiveTab(null, [])).toBeNull();
  });

  it('gives every tab its own address and reads it back', () => {
    expect(new Set(ADMIN_TABS.map((tab) => tab.slug)).size).toBe(ADMIN_TABS.length);
    for (const tab of ADMIN_TABS) expect(tabOfPath(adminTabPath(tab))).toBe(tab.value);
    expect(adminTabPath(ADMIN_TABS[0])).toBe('/admin/statistiken');
    expect(tabOfPath('/admin/Anfragen/')).toBe('requests');
    expect(tabOfPath('/admin')).toBeNull();
    expect(tabOfPath('/admin/gibt-es-nicht')).toBeNull();
  });
});

describe('AdminShell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows only the permitted tabs and the role label', () => {
    renderShell('editor', { statistics: true, testimonials: true, users: true });
    // 'Geplant' for whoever edits content (here: the reviews).
    expect(navLabels()).toEqual(['Statistiken', 'Bewertungen', 'Benutzer', 'Geplant']);
    expect(screen.getByTestId('role-label').textContent).toBe('Mitarbeiter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Statistiken');
    expect(screen.getByTestId('address').textContent).toBe('/admin/statistiken');
  });

  it('opens the tab a deep link names', () => {
    renderShell('editor', { statistics: true, requests: true }, '/admin/anfragen');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Anfragen');
    expect(screen.getByRole('link', { name: /^Anfragen/ }).getAttribute('aria-current')).toBe('page');
  });

  it('leads a tab the user may not see to the first permitted tab', () => {
    renderShell('editor', { faq: true, images: true }, '/admin/benutzer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FAQ');
    expect(screen.getByTestId('address').textContent).toBe('/admin/faq');
  });

  it('leads an unknown address to the first permitted tab', () => {
    renderShell('editor', { images: true }, '/admin/gibt-es-nicht');
    expect(screen.getByTestId('address').textContent).toBe('/admin/bilder');
  });

  it('shows every tab to an admin, the activity log last; the own account sits beside the logout', () => {
    renderShell('admin', {});
    expect(navLabels()).toHaveLength(21);
    expect(navLabels().at(-1)).toBe('Aktivität');
    expect(
      within(screen.getByRole('navigation', { name: 'Konto' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mein Konto']);
    expect(screen.getByTestId('role-label').textContent).toBe('Administrator');
  });

  it('selects the first permitted tab when the active one becomes unavailable', () => {
    const { rerenderWith } = renderShell('editor', { statistics: true, faq: true, images: true });
    fireEvent.click(screen.getByRole('link', { name: 'Bilder' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bilder');
    expect(screen.getByTestId('address').textContent).toBe('/admin/bilder');
    rerenderWith({ statistics: false, faq: true, images: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FAQ');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('address').textContent).toBe('/admin/faq');
  });

  it('logs out from the button at the bottom', async () => {
    const { props } = renderShell('editor', { statistics: true });
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(props.onLogout).toHaveBeenCalled());
  });
});
