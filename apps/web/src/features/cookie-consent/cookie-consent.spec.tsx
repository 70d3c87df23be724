import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import cookieConsent from '../../islands/cookie-consent';
import { Island } from '../../islands/island';
import { CONSENT_REVISION, COOKIE_CONSENT_KEY, hasAnalyticsConsent } from '../../lib/cookie-consent-store';
import { sentBody } from '../../testing/fake-fetch';
import { PRIVACY_SIGNAL_NOTE } from './cookie-banner';
import { startCookieConsent } from './cookie-consent';
import { CookieBanner } from './index';

let stop: (() => void) | undefined;

/** A page as the server sends it: the banner's markup in the island's element, no React, then its script. */
function renderConsent() {
  const element = document.createElement('agency-island');
  element.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
  document.body.appendChild(element);
  stop = startCookieConsent(element);
  return element;
}

/** The visitor leaves the page: its script is undone and its markup gone. */
function leavePage() {
  act(() => stop?.());
  stop = undefined;
  document.body.innerHTML = '';
  cleanup();
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

/** Whether the element is shown: neither it nor anything around it is hidden. */
const shown = (element: Element) => element.closest('[hidden]') === null;

const acceptAll = () => screen.queryByRole('button', { name: 'Alle Cookies akzeptieren' });
const signalNote = () => screen.getByTestId('privacy-signal-note');

async function showBanner() {
  renderConsent();
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
}

async function openSettingsFromBanner() {
  fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' }));
  // The dialog is its own chunk, with React: it appears once loaded.
  return screen.findByRole('dialog');
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
    leavePage();
    jest.useRealTimers();
    delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
  });

  it('is drawn hidden, with every text, and appears after one second when no decision is stored', async () => {
    const element = renderConsent();
    const banner = element.querySelector('section') as HTMLElement;
    expect(banner.hidden).toBe(true);
    expect(banner.getAttribute('aria-label')).toBe('Cookie-Hinweis');
    await act(async () => {
      jest.advanceTimersByTime(999);
    });
    expect(acceptAll()).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' })).toBe(banner);
    expect(acceptAll()).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Wir respektieren Ihre Privatsphäre' })).toBeTruthy();
    for (const badge of ['DSGVO-konform', 'SSL-verschlüsselt', 'Transparent', 'Kein Tracking']) {
      expect(screen.getByText(badge)).toBeTruthy();
    }
    expect(screen.getByRole('list', { name: 'Vertrauensmerkmale' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
    // The entrance: the banner's slide, which starts as it is shown.
    expect(banner.className).toContain('animate-[slide-up_0.4s_ease-out]');
    expect(shown(signalNote())).toBe(false);
    // Shown, it does not take the focus.
    expect(document.activeElement).toBe(document.body);
  });

  it('counts the second from when the page appeared, not from when its code arrived', async () => {
    // The page was drawn 300 ms after the navigation started; its code runs 500 ms after that.
    pageAppearedAt(300);
    jest.advanceTimersByTime(800 - performance.now());
    renderConsent();
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(acceptAll()).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(acceptAll()).toBeTruthy();
  });

  it('comes at once when the code arrives more than a second after the page appeared', async () => {
    pageAppearedAt(300);
    jest.advanceTimersByTime(4000 - performance.now());
    renderConsent();
    await act(async () => {
      jest.advanceTimersByTime(0);
    });
    expect(acceptAll()).toBeTruthy();
  });

  it('stays hidden when a decision exists', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    await showBanner();
    expect(acceptAll()).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it("stores full consent for 'Alle Cookies akzeptieren'", async () => {
    await showBanner();
    fireEvent.click(acceptAll() as HTMLElement);
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
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it("saves the chosen categories with 'Auswahl speichern'", async () => {
    await showBanner();
    expect(await openSettingsFromBanner()).toBeTruthy();
    expect(screen.getByText('Erforderlich')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Analyse-Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it("accepts everything with the dialog's 'Alle akzeptieren'", async () => {
    await showBanner();
    await openSettingsFromBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it('hides the banner while the settings are open and brings it back, with the focus, when they close without a decision', async () => {
    await showBanner();
    const customise = screen.getByRole('button', { name: 'Cookie-Einstellungen anpassen' });
    customise.focus();
    const dialog = await openSettingsFromBanner();
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' })).toBeTruthy();
    expect(document.activeElement).toBe(customise);
    expect(document.body.style.overflow).toBe('');
    expect(stored()).toBeNull();
    // And the settings open again.
    await openSettingsFromBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(acceptAll()).toBeTruthy();
  });

  it('shows one cookie list at a time and collapses it on a second click', async () => {
    await showBanner();
    await openSettingsFromBanner();
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
    // A visitor with a decision does not get the banner from closing the settings.
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
  });

  it('keeps the banner away while the settings opened before it was due, and shows it once they close', async () => {
    renderConsent();
    act(() => window.openCookieSettings?.());
    await screen.findByRole('dialog');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    fireEvent.click(screen.getByTestId('cookie-settings-backdrop'));
    expect(acceptAll()).toBeTruthy();
  });

  it('asks again when the consent revision changed', async () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false, revision: CONSENT_REVISION - 1 }),
    );
    await showBanner();
    expect(acceptAll()).toBeTruthy();
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
    await openSettingsFromBanner();
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
      expect(acceptAll()).toBeTruthy();
      expect(signalNote().textContent).toBe(PRIVACY_SIGNAL_NOTE);
      expect(shown(signalNote())).toBe(true);
      // Asked again on the next page, logged no second time.
      leavePage();
      await showBanner();
      expect(shown(signalNote())).toBe(true);
      expect(acceptAll()).toBeTruthy();
      expect(consentTypes()).toEqual(['gpc_only_necessary']);
    });

    it('lets the visitor opt in afterwards, and that later decision stands', async () => {
      await showBanner();
      fireEvent.click(acceptAll() as HTMLElement);
      expect(stored()).toMatchObject({ analytics: true, marketing: true, gpc: true, bySignal: false });
      expect(hasAnalyticsConsent()).toBe(true);
      expect(consentTypes()).toEqual(['gpc_only_necessary', 'all_accepted']);
      leavePage();
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
      expect(shown(signalNote())).toBe(true);
      expect(acceptAll()).toBeTruthy();
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
    expect(acceptAll()).toBeTruthy();
    expect(shown(signalNote())).toBe(false);
    expect((globalThis.fetch as unknown as jest.Mock).mock.calls).toEqual([]);
  });

  it('offers declining with the same prominence as accepting', async () => {
    await showBanner();
    const accept = acceptAll() as HTMLElement;
    const decline = screen.getByRole('button', { name: 'Nur notwendige Cookies' });
    expect(accept.parentElement).toBe(decline.parentElement);
    // One style for both: neither is highlighted (their sizes are checked in the browser suite).
    expect(decline.className).toBe(accept.className);
  });

  it('undoes itself: no banner, no timer, no settings, no window.openCookieSettings', async () => {
    renderConsent();
    expect(window.openCookieSettings).toBeInstanceOf(Function);
    stop?.();
    stop = undefined;
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    expect(window.openCookieSettings).toBeUndefined();
  });

  it('runs the same script in the single-page app, where the island renders its banner in place', async () => {
    const view = render(
      <MemoryRouter>
        <Island of={cookieConsent} props={{}} when="first" />
      </MemoryRouter>,
    );
    // The script is loaded on demand, then started on the island's element.
    await waitFor(() => expect(window.openCookieSettings).toBeInstanceOf(Function));
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('region', { name: 'Cookie-Hinweis' }).closest('agency-island')).toBeTruthy();
    // A render of the page again (another route) leaves the banner as its script set it.
    view.rerender(
      <MemoryRouter>
        <Island of={cookieConsent} props={{}} when="first" />
      </MemoryRouter>,
    );
    fireEvent.click(acceptAll() as HTMLElement);
    expect(stored()).toMatchObject({ analytics: true, marketing: true });
    expect(screen.queryByRole('region', { name: 'Cookie-Hinweis' })).toBeNull();
    view.unmount();
    expect(window.openCookieSettings).toBeUndefined();
  });
});
