import { analyticsSessionReference, SESSION_ID_KEY } from './analytics-session';
import { saveCookieConsent } from './cookie-consent-store';

describe('analyticsSessionReference (the request forms’ link to the session)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('is nothing without a decision or with analytics declined, and keeps no id', () => {
    expect(analyticsSessionReference()).toEqual({});
    saveCookieConsent({ analytics: false, marketing: true });
    expect(analyticsSessionReference()).toEqual({});
    expect(window.sessionStorage.getItem(SESSION_ID_KEY)).toBeNull();
  });

  it('is the tab’s tracking session with analytics consent', () => {
    window.sessionStorage.setItem(SESSION_ID_KEY, 'sess_abc123');
    saveCookieConsent({ analytics: true, marketing: false });
    expect(analyticsSessionReference()).toEqual({ analytics_session_id: 'sess_abc123' });
  });
});
