import { act, render } from '@testing-library/react';
import { COOKIE_CONSENT_CHANGED, COOKIE_CONSENT_KEY } from '../../lib/cookie-consent-store';
import { useWebVitals } from './use-web-vitals';
import { startWebVitals } from './web-vitals-reporter';

// The measuring chunk stands in here (its own spec covers it): this spec is about when it is loaded.
jest.mock('./web-vitals-reporter', () => ({ startWebVitals: jest.fn() }));
const started = startWebVitals as jest.Mock;

function Measured({ cookieless }: { cookieless: boolean }) {
  useWebVitals(cookieless);
  return null;
}

/** Past the idle wait (jsdom has no requestIdleCallback) and the chunk's import. */
async function idle() {
  await act(async () => {
    jest.advanceTimersByTime(1_000);
  });
  await act(async () => undefined);
}

describe('useWebVitals', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    started.mockClear();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('loads nothing without consent while staff count nobody without it, and starts once consent is given', async () => {
    render(<Measured cookieless={false} />);
    await idle();
    expect(started).not.toHaveBeenCalled();
    act(() => {
      window.localStorage.setItem(
        COOKIE_CONSENT_KEY,
        JSON.stringify({ necessary: true, analytics: true, marketing: false }),
      );
      window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    });
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
    const { rerender } = render(<Measured cookieless />);
    await idle();
    rerender(<Measured cookieless />);
    window.dispatchEvent(new Event(COOKIE_CONSENT_CHANGED));
    await idle();
    expect(started).toHaveBeenCalledTimes(1);
    expect((started.mock.calls[0]?.[1] as () => unknown)()).toEqual({ consented: false });
  });
});
