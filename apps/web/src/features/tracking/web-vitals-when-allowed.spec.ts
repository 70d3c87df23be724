import { COOKIE_CONSENT_CHANGED, COOKIE_CONSENT_KEY } from '../../lib/cookie-consent-store';
import { measureWebVitalsWhenAllowed, type WebVitalsWatch } from './web-vitals-when-allowed';
import { startWebVitals } from './web-vitals-reporter';

// The measuring chunk stands in here (its own spec covers it): this spec is about when it is loaded.
jest.mock('./web-vitals-reporter', () => ({ startWebVitals: jest.fn() }));
const started = startWebVitals as jest.Mock;

/** Past the idle wait (jsdom has no requestIdleCallback) and the chunk's import. */
async function idle() {
  jest.advanceTimersByTime(1_000);
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
}

describe('measureWebVitalsWhenAllowed', () => {
  let watch: WebVitalsWatch | undefined;

  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
    window.localStorage.clear();
  });
  afterEach(() => {
    watch?.stop();
    jest.useRealTimers();
  });

  it('loads nothing without consent while staff count nobody without it, and starts once consent is given', async () => {
    watch = measureWebVitalsWhenAllowed(() => false);
    await idle();
    expect(started).not.toHaveBeenCalled();
    window.localStorage.setItem(
      COOKIE_CONSENT_KEY,
      JSON.stringify({ necessary: true, analytics: true, marketing: false }),
    );
    window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
    const [path, basis] = started.mock.calls[0] as [string, () => unknown];
    expect(path).toBe('/');
    expect(basis()).toEqual({ consented: true });
    // Consent withdrawn: the measurements still to come are not sent.
    window.localStorage.setItem(COOKIE_CONSENT_KEY, JSON.stringify({ necessary: true, analytics: false }));
    expect(basis()).toBeNull();
  });

  it('starts cookieless (not consented) while staff count visitors without consent, once per page', async () => {
    watch = measureWebVitalsWhenAllowed(() => true);
    await idle();
    watch.check();
    window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
    expect((started.mock.calls[0]?.[1] as () => unknown)()).toEqual({ consented: false });
  });

  it('starts once the switch to count visitors without consent comes on', async () => {
    let countsWithoutConsent = false;
    watch = measureWebVitalsWhenAllowed(() => countsWithoutConsent);
    await idle();
    expect(started).not.toHaveBeenCalled();
    countsWithoutConsent = true;
    watch.check();
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
