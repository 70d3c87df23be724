import { signalTrack } from '../../lib/track-signal';
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
