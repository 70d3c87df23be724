import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { COOKIE_CONSENT_CHANGED, COOKIE_CONSENT_KEY } from '../../lib/cookie-consent-store';
import { fakeFetch, sentBody } from '../../testing/fake-fetch';
import { cookielessCountingQuery } from './api/get-cookieless-counting';
import { clearTrackingConfigCache } from './api/get-tracking-config';
import { browserName, deviceType } from './device';
import { PageViewTracker } from './page-view-tracker';
import { SESSION_ID_KEY } from './session-id';

let navigate: (to: string) => void = () => undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

/** The tracker on a page whose server render said whether staff count visitors without consent. */
function renderTracker(path = '/', countsWithoutConsent = true) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(cookielessCountingQuery.queryKey, countsWithoutConsent);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NavigateHandle />
        <PageViewTracker />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PageViewTracker', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = fakeFetch(202);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('sends no tracking call without analytics consent while staff count nobody without it (the default)', async () => {
    renderTracker('/leistungen', false);
    act(() => navigate('/preise'));
    await act(async () => undefined);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the page view of the page a visitor consents on, with the session and the page’s referrer', async () => {
    renderTracker('/leistungen', false);
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => {
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      );
      window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    });
    const views = fetchMock.mock.calls
      .map((call, index) => [call[0], index] as const)
      .filter(([url]) => url === '/api/track/pageview');
    expect(views).toHaveLength(1);
    expect(sentBody(fetchMock, views[0][1])).toMatchObject({ page_path: '/leistungen' });
    expect(String(sentBody(fetchMock, views[0][1]).session_id)).toMatch(/^sess_/);
  });

  it('sends a cookieless page view without analytics consent while staff count visitors without it', () => {
    renderTracker('/leistungen');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/track/pageview');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const body = sentBody(fetchMock);
    expect(body).toMatchObject({ page_path: '/leistungen', duration_seconds: 0, device_type: 'desktop' });
    expect(body).not.toHaveProperty('session_id');
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.length).toBe(0);
  });

  it('sends a sess_ session id, kept for the tab, with analytics consent', () => {
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
    );
    renderTracker('/');
    act(() => navigate('/preise'));
    const views = fetchMock.mock.calls
      .map((call, index) => [call[0], index] as const)
      .filter(([url]) => url === '/api/track/pageview');
    expect(views).toHaveLength(2);
    const first = sentBody(fetchMock, views[0][1]);
    const second = sentBody(fetchMock, views[1][1]);
    expect(first.session_id).toMatch(/^sess_[A-Za-z0-9_-]+$/);
    expect(second.session_id).toBe(first.session_id);
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBe(first.session_id);
    expect(second).toMatchObject({ page_path: '/preise', referrer: 'http://localhost/' });
  });

  it('forgets the session id once consent is withdrawn', () => {
    window.sessionStorage.setItem(SESSION_ID_KEY, 'sess_old');
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
    renderTracker('/');
    expect(sentBody(fetchMock)).not.toHaveProperty('session_id');
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('tracks a click made right after consent, before the tracker and its configuration have loaded', async () => {
    clearTrackingConfigCache();
    const { unmount } = renderTracker('/');
    const cta = document.createElement('button');
    cta.textContent = 'Projekt starten';
    document.body.append(cta);
    act(() => {
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      );
      window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_CHANGED));
    });
    cta.click();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/tracking-config')).toBe(true));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === '/api/track/event')).toHaveLength(1));
    const event = sentBody(
      fetchMock,
      fetchMock.mock.calls.findIndex(([url]) => url === '/api/track/event'),
    );
    expect(event).toMatchObject({ event_type: 'button_click', event_label: 'Projekt starten', page_path: '/' });
    unmount();
    cta.remove();
  });

  it('neither tracks nor loads the configuration for clicks without analytics consent', async () => {
    const { unmount } = renderTracker('/');
    const cta = document.createElement('button');
    cta.textContent = 'Projekt starten';
    document.body.append(cta);
    cta.click();
    await act(async () => undefined);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/track/pageview']);
    unmount();
    cta.remove();
  });

  it('does not track the back-office', () => {
    renderTracker('/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a failing tracking call', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(() => renderTracker('/')).not.toThrow();
    await act(async () => undefined);
  });
});

describe('device and browser', () => {
  it('classifies by width: below 768 mobile, below 1024 tablet, else desktop', () => {
    expect([767, 768, 1023, 1024].map(deviceType)).toEqual(['mobile', 'tablet', 'tablet', 'desktop']);
  });

  it('names the browser family', () => {
    expect(browserName('Mozilla/5.0 (X11) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe('Chrome');
    expect(browserName('Mozilla/5.0 AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0')).toBe('Edge');
    expect(browserName('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15')).toBe('Safari');
    expect(browserName('Mozilla/5.0 (X11; Linux) Gecko/20100101 Firefox/128.0')).toBe('Firefox');
  });
});
