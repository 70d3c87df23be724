import { waitFor } from '@testing-library/react';
import { COOKIE_CONSENT_CHANGED, COOKIE_CONSENT_KEY } from '../../lib/cookie-consent-store';
import { fakeFetch, sentBody } from '../../testing/fake-fetch';
import { clearTrackingConfigCache } from './api/get-tracking-config';
import { browserName, deviceType } from './device';
import { startPageViewTracker } from './page-view-tracker';
import { SESSION_ID_KEY } from './session-id';

/** What each test leaves on the page, removed after it (the tracker's element gone: it stops). */
const leave: (() => void)[] = [];

/**
 * The tracker started on a page at `path` whose server render said whether staff count visitors without
 * consent; `navigate` is a route change of the single-page app (the island started again with the new path).
 */
function startTracker(path = '/', countsWithoutConsent = true) {
  window.history.replaceState(null, '', path);
  const element = document.createElement('agency-island');
  document.body.append(element);
  let stop = startPageViewTracker(element, { path, countsWithoutConsent });
  const unmount = () => {
    element.remove();
    stop();
  };
  leave.push(unmount);
  return {
    navigate(to: string) {
      window.history.pushState(null, '', to);
      stop();
      stop = startPageViewTracker(element, { path: to, countsWithoutConsent });
    },
    unmount,
  };
}

/** A macrotask later: the promises and chunk imports started so far have settled. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

const consent = (analytics: boolean) =>
  window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ necessary: true, analytics, marketing: false }));

describe('startPageViewTracker', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = fakeFetch(202);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  afterEach(() => leave.splice(0).forEach((unmount) => unmount()));

  it('sends no tracking call without analytics consent while staff count nobody without it (the default)', async () => {
    const { navigate } = startTracker('/leistungen', false);
    navigate('/preise');
    await settled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the page view of the page a visitor consents on, with the session and the page’s referrer', () => {
    startTracker('/leistungen', false);
    expect(fetchMock).not.toHaveBeenCalled();
    consent(true);
    window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    const views = fetchMock.mock.calls
      .map((call, index) => [call[0], index] as const)
      .filter(([url]) => url === '/api/track/pageview');
    expect(views).toHaveLength(1);
    expect(sentBody(fetchMock, views[0][1])).toMatchObject({ page_path: '/leistungen' });
    expect(String(sentBody(fetchMock, views[0][1]).session_id)).toMatch(/^sess_/);
  });

  it('sends a cookieless page view without analytics consent while staff count visitors without it', () => {
    startTracker('/leistungen');
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
    consent(true);
    const { navigate } = startTracker('/');
    navigate('/preise');
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

  it('sends one page view per route: started again for the same route, it sends none', () => {
    const { navigate } = startTracker('/');
    navigate('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets the session id once consent is withdrawn', () => {
    window.sessionStorage.setItem(SESSION_ID_KEY, 'sess_old');
    consent(false);
    startTracker('/');
    expect(sentBody(fetchMock)).not.toHaveProperty('session_id');
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('tracks a click made right after consent, before the tracker and its configuration have loaded', async () => {
    clearTrackingConfigCache();
    const { unmount } = startTracker('/');
    const cta = document.createElement('button');
    cta.textContent = 'Projekt starten';
    document.body.append(cta);
    consent(true);
    window.dispatchEvent(new CustomEvent(COOKIE_CONSENT_CHANGED));
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

  it('stops the interaction tracker once consent is withdrawn', async () => {
    clearTrackingConfigCache();
    consent(true);
    startTracker('/');
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/public/tracking-config')).toBe(true));
    await settled();
    consent(false);
    window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    await settled();
    const cta = document.createElement('button');
    cta.textContent = 'Projekt starten';
    document.body.append(cta);
    cta.click();
    await settled();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/track/event')).toEqual([]);
    cta.remove();
  });

  it('neither tracks nor loads the configuration for clicks without analytics consent', async () => {
    const { unmount } = startTracker('/');
    const cta = document.createElement('button');
    cta.textContent = 'Projekt starten';
    document.body.append(cta);
    cta.click();
    await settled();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/track/pageview']);
    unmount();
    cta.remove();
  });

  it('does not track the back-office', () => {
    startTracker('/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a failing tracking call', async () => {
    globalThis.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(() => startTracker('/')).not.toThrow();
    await settled();
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
