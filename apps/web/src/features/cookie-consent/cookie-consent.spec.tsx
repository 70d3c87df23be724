import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_REVISION, COOKIE_CONSENT_KEY } from '../../lib/cookie-consent-store';
import { sentBody } from '../../testing/fake-fetch';
import { CookieConsent } from './cookie-consent';

function renderConsent() {
  return render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

function stored() {
  return JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_KEY) ?? 'null');
}

async function showBanner() {
  renderConsent();
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

describe('CookieConsent', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    globalThis.fetch = jest.fn(async () => ({
      ok: true,
      status: 202,
      json: async () => ({}),
    })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('appears after one second when no decision is stored', async () => {
    renderConsent();
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(screen.queryByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeTruthy();
    for (const badge of ['DSGVO-konform', 'SSL-verschlüsselt', 'Transparent', 'Kein Tracking']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
  });

  it('stays hidden when a decision exists', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    await showBanner();
    expect(screen.queryByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeNull();
  });

  it("stores full consent for 'Alle Cookies akzeptieren'", async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' }));
    expect(stored()).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: expect.any(String),
      revision: CONSENT_REVISION,
    });
    expect(Number.isNaN(Date.parse(stored().timestamp))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it("stores only necessary cookies for 'Nur notwendige Cookies'", async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
  });

  it("saves the chosen categories with 'Auswahl speichern'", async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }));
    // The dialog is its own chunk (lazy): it appears once loaded.
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Erforderlich')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analyse-Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("accepts everything with the dialog's 'Alle akzeptieren'", async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
  });

  it('shows one cookie list at a time and collapses it on a second click', async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: /Notwendige Cookies/ }));
    expect(screen.getByText('cookie-consent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Marketing-Cookies/ }));
    expect(screen.queryByText('cookie-consent')).toBeNull();
    expect(screen.getByText('Laufzeit: 30 Tage')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Marketing-Cookies/ }));
    expect(screen.queryByText('Laufzeit: 30 Tage')).toBeNull();
  });

  it('reopens the settings through window.openCookieSettings and closes on the backdrop', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
    );
    await showBanner();
    act(() => window.openCookieSettings?.());
    await screen.findByRole('dialog');
    expect(screen.getByRole('checkbox', { name: 'Analyse-Cookies' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByTestId('cookie-settings-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks again when the consent revision changed', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false, revision: CONSENT_REVISION - 1 }),
    );
    await showBanner();
    expect(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeTruthy();
  });

  it.each([
    ['Alle Cookies akzeptieren', 'all_accepted', true],
    ['Nur notwendige Cookies', 'only_necessary', false],
  ])("logs '%s' on the server as %s (no IP: type, choices, user agent)", async (button, type, accepted) => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: button }));
    const fetchMock = globalThis.fetch as unknown as jest.Mock;
    expect(fetchMock.mock.calls[0][0]).toBe('/api/track/cookie-consent');
    expect(sentBody(fetchMock)).toEqual({
      consent_type: type,
      analytics_accepted: accepted,
      marketing_accepted: accepted,
      user_agent: navigator.userAgent,
    });
  });

  it("logs a saved selection as 'customized'", async () => {
    await showBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analyse-Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(sentBody(globalThis.fetch as unknown as jest.Mock)).toMatchObject({
      consent_type: 'customized',
      analytics_accepted: true,
      marketing_accepted: false,
    });
  });

  it('offers declining with the same prominence as accepting', async () => {
    await showBanner();
    const accept = screen.getByRole('button', { name: 'Alle Cookies akzeptieren' });
    const decline = screen.getByRole('button', { name: 'Nur notwendige Cookies' });
    expect(accept.parentElement).toBe(decline.parentElement);
    // One style for both: neither is highlighted (their sizes are checked in the browser suite).
    expect(decline.className).toBe(accept.className);
  });
});
