import { allPermissions } from '@agency/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fakeFetch, sentBody } from '../../../testing/fake-fetch';
import AdminPage from './admin';

/** A complete statistics answer with the given headline figures. */
function statistics(page_views: number, unique_visitors: number) {
  return {
    data_source: 'clickhouse',
    period: { from: 'a', to: 'b', days: 30 },
    page_views,
    unique_visitors,
    avg_session_duration: 0,
    bounce_rate: 0,
    enhanced_metrics: {
      total_events: 0,
      button_clicks: 0,
      scroll_interactions: 0,
      external_link_clicks: 0,
      form_starts: 0,
      form_submits: 0,
      form_abandoned: 0,
      form_conversion_rate: 0,
      top_buttons: {},
      errors: 0,
    },
    top_pages: [],
    cookie_consent: { all_accepted: 0, only_necessary: 0, customized: 0, gpc_only_necessary: 0 },
    traffic_sources: {},
    devices: {},
    browsers: {},
    monthly_visitors: [],
    top_countries: {},
    conversions: {},
  };
}

function renderAdmin() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function storeSession(role?: string) {
  window.localStorage.setItem('admin-permissions', JSON.stringify({ statistics: true }));
  if (role) window.localStorage.setItem('admin-role', role);
}

function logIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('AdminPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for username and password, both required', () => {
    globalThis.fetch = fakeFetch(500) as unknown as typeof fetch;
    renderAdmin();
    expect(screen.getByLabelText('Benutzername')).toHaveProperty('required', true);
    expect(screen.getByLabelText('Passwort')).toHaveProperty('required', true);
  });

  it("shows 'Ungültige Anmeldedaten' when the login fails", async () => {
    globalThis.fetch = fakeFetch(401, {
      statusCode: 401,
      message: 'Ungültige Anmeldedaten',
    }) as unknown as typeof fetch;
    renderAdmin();
    logIn('admin', 'falsch');
    expect(await screen.findByText('Ungültige Anmeldedaten')).toBeTruthy();
    expect(window.localStorage.getItem('admin-auth')).toBeNull();
  });

  it('logs in, keeps the session (never the token) and loads the statistics with the session cookie', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      if (url === '/api/admin/login') {
        return {
          ok: true,
          status: 200,
          json: async () => ({
            token: 'tok-1',
            permissions: allPermissions(),
            role: 'admin',
            username: 'admin',
            expires_at: '2099-01-01T00:00:00Z',
          }),
        };
      }
      return {
        ok: true,
        status: 200,
        json: async () => statistics(1234, 56),
      };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderAdmin();
    logIn(' admin ', 'geheim');

    expect(await screen.findByText('1.234')).toBeTruthy();
    expect(screen.getByText('Seitenaufrufe')).toBeTruthy();
    expect(screen.getByText('Eindeutige Besucher')).toBeTruthy();
    expect(sentBody(fetchMock as jest.Mock, 0)).toEqual({ username: 'admin', password: 'geheim' });
    const init = (fetchMock.mock.calls[1] as unknown[])[1] as RequestInit;
    expect(new Headers(init.headers).get('Authorization')).toBeNull();
    expect(init.credentials).toBe('same-origin');
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('tok-1');
    expect(window.localStorage.getItem('admin-role')).toBe('admin');
    expect(screen.getByTestId('role-label').textContent).toBe('Administrator');
  });

  it('restores a stored session; a missing role means editor', async () => {
    globalThis.fetch = fakeFetch(200, statistics(2, 1)) as unknown as typeof fetch;
    storeSession();
    renderAdmin();
    expect(screen.getByTestId('role-label').textContent).toBe('Mitarbeiter');
    expect(await screen.findByText('2')).toBeTruthy();
  });

  /** An api whose session has run out until someone logs in again. */
  function expiredSession() {
    let signedIn = false;
    const fetchMock = jest.fn(async (url: string) => {
      if (url === '/api/admin/login') {
        signedIn = true;
        return { ok: true, status: 200, json: async () => ({ token: 't', permissions: { statistics: true } }) };
      }
      if (url === '/api/admin/logout') return { ok: true, status: 200, json: async () => ({ success: true }) };
      if (!signedIn)
        return { ok: false, status: 401, json: async () => ({ statusCode: 401, message: 'Unauthorized' }) };
      return { ok: true, status: 200, json: async () => statistics(4321, 12) };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  it('asks to log in again in place on a 401, keeping the screen, and then sends the call again', async () => {
    const fetchMock = expiredSession();
    storeSession('admin');
    renderAdmin();
    const dialog = await screen.findByRole('dialog', { name: 'Sitzung abgelaufen' });
    expect(screen.getByTestId('role-label').textContent).toBe('Administrator');
    fireEvent.change(within(dialog).getByLabelText('Benutzername'), { target: { value: 'chefin' } });
    fireEvent.change(within(dialog).getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('4.321')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Sitzung abgelaufen' })).toBeNull();
    const statisticsCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/statistics'));
    expect(statisticsCalls.length).toBeGreaterThanOrEqual(2);
  });

  it('ends the session with a German message when staff log out instead of logging in again', async () => {
    expiredSession();
    storeSession('admin');
    renderAdmin();
    const dialog = await screen.findByRole('dialog', { name: 'Sitzung abgelaufen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abmelden (Eingaben verwerfen)' }));
    expect(await screen.findByText('Sitzung abgelaufen. Bitte erneut anmelden.')).toBeTruthy();
    expect(screen.getByLabelText('Benutzername')).toBeTruthy();
    expect(window.localStorage.getItem('admin-auth')).toBeNull();
    expect(window.localStorage.getItem('admin-permissions')).toBeNull();
  });

  it("says a failed load of the statistics as such, with 'Erneut versuchen', never as 'Keine Statistiken verfügbar'", async () => {
    globalThis.fetch = fakeFetch(500, { statusCode: 500, message: 'kaputt' }) as unknown as typeof fetch;
    storeSession();
    renderAdmin();
    const failure = await screen.findByText(
      'Fehler beim Laden der Statistiken: Der Server hat einen Fehler gemeldet. Bitte versuchen Sie es erneut.',
    );
    // Each section of the tab says its own failure; the figures' has its own 'Erneut versuchen'.
    const alert = failure.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(within(alert as HTMLElement).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.queryByText('Keine Statistiken verfügbar')).toBeNull();
  });

  it('ends the session with the logout button: the server is told, the stored session is cleared', async () => {
    const fetchMock = fakeFetch(500);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    storeSession();
    window.localStorage.setItem('admin-auth', 'token-of-an-older-version');
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByLabelText('Benutzername')).toBeTruthy();
    const logoutCall = fetchMock.mock.calls.find(([url]) => url === '/api/admin/logout');
    expect(logoutCall?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(window.localStorage.getItem('admin-auth')).toBeNull();
    expect(window.localStorage.getItem('admin-permissions')).toBeNull();
  });

  it('asks for the code after the right password of an account with two-factor login, then logs in', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      if (url === '/api/admin/login') {
        return { ok: true, status: 200, json: async () => ({ two_factor_required: true, challenge: 'ch-1' }) };
      }
      if (url === '/api/admin/login/code') {
        return {
          ok: true,
          status: 200,
          json: async () => ({
            token: 't',
            permissions: allPermissions(),
            role: 'admin',
            username: 'admin',
            expires_at: 'x',
          }),
        };
      }
      return { ok: true, status: 200, json: async () => statistics(7, 1) };
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderAdmin();
    logIn('admin', 'geheim');
    fireEvent.change(await screen.findByLabelText('Bestätigungscode'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByTestId('role-label')).toBeTruthy();
    expect(sentBody(fetchMock as jest.Mock, 1)).toEqual({ challenge: 'ch-1', code: '123 456' });
  });

  it('shows only the two-factor set-up to a session that must set it up first', async () => {
    globalThis.fetch = fakeFetch(200, {
      enabled: false,
      required: true,
      recovery_codes_left: 0,
    }) as unknown as typeof fetch;
    storeSession();
    window.localStorage.setItem('admin-two-factor-setup', 'true');
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Verwaltung' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Zwei-Faktor-Anmeldung einrichten' })).toBeTruthy();
  });
});
