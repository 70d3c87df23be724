import { defaultTrackingConfig, visitorTrackingConfig } from '@agency/contracts';
import { signalTrack } from '../../lib/track-signal';
import { saveCookieConsent } from '../../lib/cookie-consent-store';
import { DEFAULT_CONFIG, type VisitorConfig } from './api/get-tracking-config';
import { bufferEarlyEvents, PENDING_LIMIT } from './early-events';
import { startInteractionTracker, type InteractionTracker } from './interaction-tracker';

const deferredConfig = () => {
  let resolve!: (config: VisitorConfig) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<VisitorConfig>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject, load: () => promise };
};

/** The tracking events sent so far: [event_type, event_label, page_path]. */
const sentEvents = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/track/event')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, string>)
    .map((body) => [body.event_type, body.event_label, body.page_path]);

function button(text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = text;
  document.body.append(element);
  return element;
}

describe('interaction tracker before its configuration has loaded', () => {
  let fetchMock: jest.Mock;
  let tracker: InteractionTracker | null = null;

  beforeEach(() => {
    fetchMock = jest.fn(async () => ({ ok: true, status: 202, json: async () => ({}) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.body.innerHTML = '';
  });
  afterEach(() => tracker?.stop());

  it('queues a click made before the configuration arrives and sends it once it allows it', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Projekt starten').click();
    expect(sentEvents(fetchMock)).toEqual([]);

    config.resolve(DEFAULT_CONFIG);
    await flush();
    expect(sentEvents(fetchMock)).toEqual([['button_click', 'Projekt starten', '/']]);

    // Once loaded, events go at once.
    button('Mehr erfahren').click();
    expect(sentEvents(fetchMock)).toHaveLength(2);
  });

  it('drops queued events the loaded configuration switches off', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Projekt starten').click();
    signalTrack('faq_question_open', 'Wie lange?');
    config.resolve({ ...DEFAULT_CONFIG, buttonClicks: { ...DEFAULT_CONFIG.buttonClicks, enabled: false } });
    await flush();
    expect(sentEvents(fetchMock)).toEqual([['faq_question_open', 'Wie lange?', '/']]);
  });

  it('sends nothing queued when tracking as a whole is off', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Projekt starten').click();
    signalTrack('faq_question_open', 'Wie lange?');
    config.resolve({ ...DEFAULT_CONFIG, enabled: false });
    await flush();
    expect(sentEvents(fetchMock)).toEqual([]);
  });

  it('falls back to the defaults when the configuration cannot be loaded', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Kontakt aufnehmen').click();
    config.reject(new Error('offline'));
    await flush();
    expect(sentEvents(fetchMock)).toEqual([['button_click', 'Kontakt aufnehmen', '/']]);
  });

  it(`keeps at most ${PENDING_LIMIT} events waiting`, async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    const cta = button('Jetzt anfragen');
    for (let i = 0; i < PENDING_LIMIT + 10; i += 1) cta.click();
    config.resolve(DEFAULT_CONFIG);
    await flush();
    expect(sentEvents(fetchMock)).toHaveLength(PENDING_LIMIT);
  });

  it('keeps the page a queued event happened on, and time on the page left', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Projekt starten').click();
    tracker.pageChanged('/preise');
    button('Details ansehen').click();
    config.resolve(DEFAULT_CONFIG);
    await flush();
    expect(sentEvents(fetchMock)).toEqual([
      ['button_click', 'Projekt starten', '/'],
      ['time_on_page', '/', '/'],
      ['button_click', 'Details ansehen', '/preise'],
    ]);
  });

  it('forgets the queue when stopped (consent withdrawn) before the configuration arrives', async () => {
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/', [], config.load);
    button('Projekt starten').click();
    tracker.stop();
    config.resolve(DEFAULT_CONFIG);
    await flush();
    expect(sentEvents(fetchMock)).toEqual([]);
  });

  it('takes over the clicks the page buffered while the tracker chunk loaded', async () => {
    const early = bufferEarlyEvents(() => '/leistungen');
    button('Portfolio ansehen').click();
    button('Ohne Bedeutung').click();
    const config = deferredConfig();
    tracker = startInteractionTracker('sess_1', '/leistungen', early.take(), config.load);
    // The buffer stopped listening: a later click is the tracker's own, counted once.
    button('Mehr erfahren').click();
    config.resolve(DEFAULT_CONFIG);
    await flush();
    expect(sentEvents(fetchMock)).toEqual([
      ['button_click', 'Portfolio ansehen', '/leistungen'],
      ['button_click', 'Mehr erfahren', '/leistungen'],
    ]);
  });

  it('counts how far the page was scrolled before the tracker started, once the configuration allows it', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    window.scrollY = 1500;
    try {
      const config = deferredConfig();
      tracker = startInteractionTracker('sess_1', '/', [], config.load);
      expect(sentEvents(fetchMock)).toEqual([]);
      config.resolve(DEFAULT_CONFIG);
      await flush();
      expect(sentEvents(fetchMock)).toEqual([
        ['scroll_depth', '25%', '/'],
        ['scroll_depth', '50%', '/'],
        ['scroll_depth', '75%', '/'],
      ]);
    } finally {
      window.scrollY = 0;
      delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight;
      delete (window as unknown as Record<string, unknown>).innerHeight;
    }
  });
});

async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('interaction tracker: every switch does what its name says', () => {
  let fetchMock: jest.Mock;
  let tracker: InteractionTracker | null = null;
  const started = (config: VisitorConfig, path = '/') => {
    tracker = startInteractionTracker('sess_1', path, [], async () => config);
    return flush();
  };
  const sentBodies = () =>
    fetchMock.mock.calls
      .filter(([url]) => url === '/api/track/event')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, string>)
      .map((body): Record<string, unknown> => ({
        ...body,
        metadata: JSON.parse(body.metadata) as Record<string, unknown>,
      }));
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  const configWith = (patch: Partial<{ [K in keyof VisitorConfig]: Partial<VisitorConfig[K]> }>): VisitorConfig =>
    Object.fromEntries(
      Object.entries(DEFAULT_CONFIG).map(([key, value]) => [
        key,
        typeof value === 'object' ? { ...value, ...(patch as Record<string, object>)[key] } : value,
      ]),
    ) as unknown as VisitorConfig;

  beforeEach(() => {
    fetchMock = jest.fn(async () => ({ ok: true, status: 202, json: async () => ({}) }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.body.innerHTML = '';
  });
  afterEach(() => {
    tracker?.stop();
    tracker = null;
  });

  it('keeps the built-in defaults equal to what the api derives from its defaults', () => {
    expect(DEFAULT_CONFIG).toEqual(visitorTrackingConfig(defaultTrackingConfig()));
  });

  it('counts a newsletter sign-up only with its own switch, the other forms with theirs', async () => {
    await started(configWith({ conversions: { trackNewsletterSignup: false } }));
    signalTrack('form_submit', 'newsletter');
    signalTrack('form_submit', 'contact-form');
    expect(sentEvents(fetchMock)).toEqual([['form_submit', 'contact-form', '/']]);
    tracker?.stop();
    fetchMock.mockClear();
    await started(configWith({ conversions: { trackNewsletterSignup: true, trackContactForm: false } }));
    signalTrack('form_submit', 'newsletter');
    signalTrack('form_submit', 'contact-form');
    expect(sentEvents(fetchMock)).toEqual([['form_submit', 'newsletter', '/']]);
  });

  it('counts a 404 page as an error only with 404 tracking on', async () => {
    await started(DEFAULT_CONFIG, '/gibt-es-nicht');
    signalTrack('error', '404: /gibt-es-nicht', { error_type: 'not_found', page: '/gibt-es-nicht' });
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        event_type: 'error',
        event_label: '404: /gibt-es-nicht',
        metadata: { error_type: 'not_found', page: '/gibt-es-nicht' },
      }),
    ]);
    tracker?.stop();
    fetchMock.mockClear();
    await started(configWith({ errorTracking: { track404Errors: false } }), '/gibt-es-nicht');
    signalTrack('error', '404: /gibt-es-nicht', { error_type: 'not_found', page: '/gibt-es-nicht' });
    // A page cannot signal any other kind of error through this door.
    signalTrack('error', 'frei erfunden', { error_type: 'javascript_error' });
    expect(sentBodies()).toEqual([]);
  });

  it('counts the fields the browser refused on one submit as one validation error, only with its switch', async () => {
    document.body.innerHTML =
      '<form data-track-form="contact-form"><input name="name" required><input name="email" type="email" required><input name="phone"></form>';
    const form = document.querySelector('form') as HTMLFormElement;
    await started(DEFAULT_CONFIG, '/kontakt');
    form.checkValidity();
    await tick();
    expect(sentBodies()).toEqual([
      expect.objectContaining({
        event_type: 'error',
        event_label: 'Formular contact-form: ungültige Eingabe',
        page_path: '/kontakt',
        metadata: { error_type: 'validation_error', form: 'contact-form', fields: ['name', 'email'] },
      }),
    ]);
    tracker?.stop();
    fetchMock.mockClear();
    await started(configWith({ formInteractions: { trackValidationErrors: false } }), '/kontakt');
    form.checkValidity();
    await tick();
    expect(sentBodies()).toEqual([]);
  });

  it('sends the deepest point of a page when the visitor leaves it, only with max scroll depth on', async () => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    const scrollTo = (y: number) => {
      window.scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    };
    try {
      await started(DEFAULT_CONFIG, '/preise');
      scrollTo(1200);
      scrollTo(200);
      tracker?.pageChanged('/faq');
      expect(sentBodies().filter((b) => b.event_type === 'scroll_depth')).toEqual([
        expect.objectContaining({ event_label: '25%', page_path: '/preise' }),
        expect.objectContaining({ event_label: '50%', page_path: '/preise' }),
        expect.objectContaining({ event_label: 'Maximum', page_path: '/preise', metadata: { depth: 60, max: true } }),
      ]);
      tracker?.stop();
      fetchMock.mockClear();
      await started(configWith({ scrollDepth: { trackMaxScroll: false } }), '/preise');
      scrollTo(1200);
      tracker?.pageChanged('/faq');
      expect(sentBodies().map((b) => b.event_label)).not.toContain('Maximum');
    } finally {
      window.scrollY = 0;
      delete (document.documentElement as unknown as Record<string, unknown>).scrollHeight;
      delete (window as unknown as Record<string, unknown>).innerHeight;
    }
  });

  it('sends the time on the page once when the browser leaves it (a public link is a page load)', async () => {
    await started(DEFAULT_CONFIG, '/preise');
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBodies().filter((b) => b.event_type === 'time_on_page')).toEqual([
      expect.objectContaining({ event_label: '/preise', page_path: '/preise' }),
    ]);
  });

  it('sends the time to the first interaction with the time on the page, only with its switch', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await started(DEFAULT_CONFIG, '/');
      now.mockReturnValue(1_002_400);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      now.mockReturnValue(1_009_000);
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      tracker?.pageChanged('/preise');
      expect(sentBodies()).toEqual([
        expect.objectContaining({
          event_type: 'time_on_page',
          metadata: { seconds: 9, first_interaction_seconds: 2.4 },
        }),
      ]);
      tracker?.stop();
      fetchMock.mockClear();
      now.mockReturnValue(2_000_000);
      await started(configWith({ timeTracking: { trackTimeToFirstInteraction: false } }), '/');
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      tracker?.pageChanged('/preise');
      expect(sentBodies()).toEqual([expect.objectContaining({ event_type: 'time_on_page', metadata: { seconds: 0 } })]);
    } finally {
      now.mockRestore();
    }
  });

  it('counts a first page load slower than the threshold as an error, once, and never with the threshold at 0', async () => {
    const navigation = (loadEventEnd: number) => [{ loadEventEnd, name: 'http://localhost/preise?x=1' }];
    const load = async (config: VisitorConfig, loadEventEnd: number) => {
      let sent: Record<string, unknown>[] = [];
      await jest.isolateModulesAsync(async () => {
        const fresh = (await import('./interaction-tracker')) as typeof import('./interaction-tracker');
        // jsdom has no resource timing: the navigation entry the browser would hold.
        Object.defineProperty(performance, 'getEntriesByType', {
          configurable: true,
          value: (type: string) => (type === 'navigation' ? navigation(loadEventEnd) : []),
        });
        fetchMock.mockClear();
        const t = fresh.startInteractionTracker('sess_1', '/', [], async () => config);
        await flush();
        // A second tracker in the same document (consent given again) does not report the same load twice.
        const again = fresh.startInteractionTracker('sess_1', '/', [], async () => config);
        await flush();
        sent = sentBodies();
        t.stop();
        again.stop();
        delete (performance as unknown as Record<string, unknown>).getEntriesByType;
      });
      return sent;
    };
    expect(await load(DEFAULT_CONFIG, 4213)).toEqual([
      expect.objectContaining({
        event_type: 'error',
        event_label: 'Langsames Laden: 4.2 s',
        page_path: '/preise',
        metadata: { error_type: 'slow_loading', load_ms: 4213, threshold_ms: 3000, page: '/preise' },
      }),
    ]);
    expect(await load(DEFAULT_CONFIG, 2900)).toEqual([]);
    expect(await load(configWith({ errorTracking: { slowLoadingThreshold: 0 } }), 60_000)).toEqual([]);
    expect(await load(configWith({ errorTracking: { enabled: false } }), 60_000)).toEqual([]);
  });

  it('counts social links, navigation and calls to action each by their own flag', async () => {
    document.body.innerHTML =
      '<header><nav><a href="/kontakt">Kontakt aufnehmen</a></nav></header><main><a href="/kontakt">Projekt starten</a></main><footer><a href="https://www.facebook.com/nordwerk">f</a></footer>';
    const click = (selector: string) => (document.querySelector(selector) as HTMLElement).click();
    await started(DEFAULT_CONFIG);
    click('nav a');
    click('main a');
    click('footer a');
    expect(sentEvents(fetchMock).filter(([type]) => type === 'button_click')).toEqual([
      ['button_click', 'Kontakt aufnehmen', '/'],
      ['button_click', 'Projekt starten', '/'],
      ['button_click', 'Social Media: Facebook', '/'],
    ]);
    tracker?.stop();
    fetchMock.mockClear();
    await started(configWith({ buttonClicks: { trackNavigationButtons: false, trackSocialButtons: false } }));
    click('nav a');
    click('main a');
    click('footer a');
    expect(sentEvents(fetchMock).filter(([type]) => type === 'button_click')).toEqual([
      ['button_click', 'Projekt starten', '/'],
    ]);
  });

  it('starts a dialog’s form at the visitor’s typing or own focus, not at the cursor the dialog puts in it', async () => {
    document.body.innerHTML = `<div role="dialog"><form data-track-form="offer-request">
      <input name="name" data-autofocus><input name="email"></form></div>`;
    await started(DEFAULT_CONFIG, '/leistungen');
    const [name, email] = [...document.querySelectorAll('input')];
    const starts = () => sentBodies().filter((body) => body.event_type === 'form_start');
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(starts()).toEqual([]);
    name.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(starts()).toMatchObject([{ event_label: 'offer-request', page_path: '/leistungen' }]);

    tracker?.stop();
    fetchMock.mockClear();
    await started(DEFAULT_CONFIG, '/leistungen');
    name.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(starts()).toMatchObject([{ event_label: 'offer-request' }]);
  });

  it('counts an abandoned form on the page it was started on', async () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<form data-track-form="contact-form"><input name="name"></form>';
      tracker = startInteractionTracker('sess_1', '/kontakt', [], async () => DEFAULT_CONFIG);
      await flush();
      (document.querySelector('input') as HTMLInputElement).dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      tracker.pageChanged('/preise');
      jest.advanceTimersByTime(30_000);
      expect(sentEvents(fetchMock).filter(([type]) => type === 'form_abandoned')).toEqual([
        ['form_abandoned', 'contact-form', '/kontakt'],
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the third-party script by the configured id only, Consent Mode denied first, and switches it off when stopped', async () => {
    saveCookieConsent({ analytics: true, marketing: false });
    await started(DEFAULT_CONFIG);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    tracker?.stop();
    await started(configWith({ thirdPartyAnalytics: { enabled: true, measurementId: 'G-TEST1234' } }));
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1234');
    const w = window as unknown as { dataLayer: IArguments[] } & Record<string, unknown>;
    const layer = () => w.dataLayer.map((args) => [...args]);
    const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
    expect(layer()[0]).toEqual(['consent', 'default', { ...denied, analytics_storage: 'denied' }]);
    expect(layer()[1]).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
    expect(layer()[3]).toEqual(['config', 'G-TEST1234', { anonymize_ip: true, cookie_flags: 'SameSite=None;Secure' }]);
    saveCookieConsent({ analytics: true, marketing: true });
    expect(layer().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    expect(w['ga-disable-G-TEST1234']).toBe(false);
    tracker?.stop();
    tracker = null;
    expect(w['ga-disable-G-TEST1234']).toBe(true);
  });
});
