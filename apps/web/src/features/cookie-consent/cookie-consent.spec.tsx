import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_REVISION, COOKIE_CONSENT_KEY, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import { sentBody } from '../../testing/fake-fetch';
import { PRIVACY_SIGNAL_NOTE } from './cookie-banner';
import { CookieConsent } from './cookie-consent';

function renderConsent() {
  return render(
    <MemoryRouter>
      <CookieConsent />
    </MemoryRouter>,
  );
}

/** The browser's report of the page's first contentful paint, `ms` after the navigation started. */
function pageAppearedAt(ms: number) {
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (name === 'first-contentful-paint' ? [{ name, startTime: ms }] : []),
  });
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
  afterEach(() => {
    jest.useRealTimers();
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

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

  it('counts the second from when the page appeared, not from when its code arrived', async () => {
    // The page was drawn 300 ms after the navigation started; its code runs 500 ms after that.
    pageAppearedAt(300);
    jest.advanceTimersByTime(800 - performance.now());
    renderConsent();
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(screen.queryByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeTruthy();
  });

  it('comes at once when the code arrives more than a second after the page appeared', async () => {
    pageAppearedAt(300);
    jest.advanceTimersByTime(4000 - performance.now());
    renderConsent();
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeTruthy();
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
      gpc: false,
      bySignal: false,
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

  describe('with Global Privacy Control', () => {
    const fetchMock = () => globalThis.fetch as unknown as jest.Mock;
    const consentTypes = () => fetchMock().mock.calls.map((_, i) => sentBody(fetchMock(), i)['consent_type']);
    beforeEach(() => {
      Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, value: true });
    });
    afterEach(() => {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    });

    it('takes only the necessary cookies, logs that once as its own type, and the banner says why', async () => {
      await showBanner();
      expect(stored()).toMatchObject({ analytics: false, marketing: false, gpc: true, bySignal: true });
      expect(hasAnalyticsConsent()).toBe(false);
      expect(consentTypes()).toEqual(['gpc_only_necessary']);
      expect(sentBody(fetchMock())).toMatchObject({ analytics_accepted: false, marketing_accepted: false });
      expect(screen.getByTestId('privacy-signal-note').textContent).toBe(PRIVACY_SIGNAL_NOTE);
      // Asked again on the next page, logged no second time.
      cleanup();
      await showBanner();
      expect(screen.getByTestId('privacy-signal-note')).toBeTruthy();
      expect(consentTypes()).toEqual(['gpc_only_necessary']);
    });

    it('lets the visitor opt in afterwards, and that later decision stands', async () => {
      await showBanner();
      fireEvent.click(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' }));
      expect(stored()).toMatchObject({ analytics: true, marketing: true, gpc: true, bySignal: false });
      expect(hasAnalyticsConsent()).toBe(true);
      expect(consentTypes()).toEqual(['gpc_only_necessary', 'all_accepted']);
      cleanup();
      await showBanner();
      expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    });

    it('does not let an opt-in from before the signal stand', async () => {
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: true, marketing: true, revision: CONSENT_REVISION }),
      );
      expect(hasAnalyticsConsent()).toBe(false);
      await showBanner();
      expect(screen.getByTestId('privacy-signal-note')).toBeTruthy();
      expect(stored()).toMatchObject({ analytics: false, marketing: false, bySignal: true });
      expect(consentTypes()).toEqual(['gpc_only_necessary']);
    });

    it('keeps an earlier refusal without asking again', async () => {
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: false, marketing: false, revision: CONSENT_REVISION }),
      );
      await showBanner();
      expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
      expect(consentTypes()).toEqual([]);
    });
  });

  it('asks again, without the note, once the signal that decided is gone', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        revision: CONSENT_REVISION,
        gpc: true,
        bySignal: true,
      }),
    );
    await showBanner();
    expect(screen.getByRole('button', { name: 'Alle Cookies akzeptieren' })).toBeTruthy();
    expect(screen.queryByTestId('privacy-signal-note')).toBeNull();
    expect((globalThis.fetch as unknown as jest.Mock).mock.calls).toEqual([]);
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
