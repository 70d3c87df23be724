import { TRACK_SIGNAL, type TrackSignal } from '../../lib/track-signal';
import { DEFAULT_CONFIG, getTrackingConfig, type VisitorConfig } from './api/get-tracking-config';
import { sendEvent, sendTimeUpdate } from './api/send-tracking';
import { PENDING_LIMIT, WINDOW_EVENTS, type EarlyEvent } from './early-events';

/** Which configuration switch lets a signalled event through. */
function signalAllowed(config: VisitorConfig, type: string, label: string): boolean {
  const content = config.contentInteractions;
  switch (type) {
    case 'service_expansion':
      return content.enabled && content.trackServiceExpansions;
    case 'portfolio_click':
      return content.enabled && content.trackPortfolioClicks;
    case 'pricing_view':
    case 'solution_modal':
      return content.enabled;
    case 'faq_category_click':
    case 'faq_question_open':
      return config.faqTracking.enabled;
    case 'form_submit':
      return config.conversions.enabled && (label === 'offer-request' ? config.conversions.trackOfferRequestModal : config.conversions.trackContactForm);
    default:
      return false;
  }
}

export interface InteractionTracker {
  /** A new page: time on the previous one, then timers and scroll milestones start over. */
  pageChanged(path: string): void;
  stop(): void;
}

/**
 * Everything beyond the page view, for visitors with analytics consent only (spec/back-office.md §4, §7,
 * §9): time on page and its periodic updates, scroll milestones, tracked buttons, form start/abandonment,
 * external links and downloads, the features' signals, uncaught errors.
 *
 * The listeners are attached at once; what happens before the configuration has loaded (the first click
 * right after accepting cookies) is queued, at most `PENDING_LIMIT` events, and then sent or dropped by
 * the loaded configuration (or the defaults when it cannot be loaded). `early` are events the page saw
 * before this chunk arrived (`bufferEarlyEvents`); they join the queue first.
 */
export function startInteractionTracker(
  sessionId: string,
  initialPath: string,
  early: readonly EarlyEvent[] = [],
  loadConfig: () => Promise<VisitorConfig> = () => getTrackingConfig(),
): InteractionTracker {
  let config: VisitorConfig | null = null;
  let stopped = false;
  const pending: ((config: VisitorConfig) => void)[] = [];
  /** Runs `decide` with the configuration: now when loaded, else once it is (queued, bounded). */
  const withConfig = (decide: (config: VisitorConfig) => void): boolean => {
    if (stopped) return false;
    if (config) decide(config);
    else if (pending.length < PENDING_LIMIT) pending.push(decide);
    else return false;
    return true;
  };

  let path = initialPath;
  let pageStart = Date.now();
  let reached = new Set<number>();
  let maxScrollBeforeConfig = -1;
  const formTimers = new Map<string, number>();
  const formsStarted = new Set<string>();
  let timer: number | undefined;
  const event = (event_type: string, event_label: string, metadata: Record<string, unknown> | undefined, page_path = path) =>
    sendEvent({ event_type, event_label, page_path, session_id: sessionId, metadata });
  const secondsOnPage = () => Math.round((Date.now() - pageStart) / 1000);
  const timeOnPageTracked = (c: VisitorConfig) => c.enabled && c.timeTracking.enabled && c.timeTracking.trackTimeOnPage;

  const scrollPercent = () => {
    const doc = document.documentElement;
    const scrollable = doc.scrollHeight - window.innerHeight;
    return scrollable <= 0 ? 100 : Math.round((window.scrollY / scrollable) * 100);
  };
  const scrolledTo = (c: VisitorConfig, percent: number) => {
    if (!c.enabled || !c.scrollDepth.enabled) return;
    for (const milestone of c.scrollDepth.milestones) {
      if (percent >= milestone && !reached.has(milestone)) {
        reached.add(milestone);
        event('scroll_depth', `${milestone}%`, { depth: milestone });
      }
    }
  };
  const onScroll = () => {
    // Scrolling fires often: before the configuration only the deepest point counts, checked once it loads.
    if (config) scrolledTo(config, scrollPercent());
    else maxScrollBeforeConfig = Math.max(maxScrollBeforeConfig, scrollPercent());
  };

  const onClick = (e: Event, at = path) => {
    const target = (e.target as Element | null)?.closest?.('a, button');
    if (!target) return;
    const text = (target.textContent ?? '').trim().replace(/\s+/g, ' ');
    const href = target instanceof HTMLAnchorElement ? target.href : '';
    withConfig((c) => {
      if (!c.enabled) return;
      const buttons = c.buttonClicks;
      if (buttons.enabled && text && buttons.trackedButtons.some((term) => text.toLowerCase().includes(term.toLowerCase()))) {
        event('button_click', text.slice(0, 100), { element: target.tagName.toLowerCase() }, at);
      }
      if (!href || !c.externalLinks.enabled) return;
      const url = new URL(href, window.location.href);
      const extension = c.externalLinks.trackedExtensions.find((ext) => url.pathname.toLowerCase().endsWith(ext));
      if (extension && c.externalLinks.trackDownloads) {
        event('external_link_click', url.href, { kind: 'download', extension }, at);
      } else if (/^https?:$/.test(url.protocol) && url.origin !== window.location.origin && c.externalLinks.trackExternalClicks) {
        event('external_link_click', url.href, { kind: 'external', host: url.host }, at);
      }
    });
  };

  const onFocus = (e: Event, at = path) => {
    const form = (e.target as Element | null)?.closest?.('form[data-track-form]');
    const name = form?.getAttribute('data-track-form');
    if (!name || formsStarted.has(name)) return;
    formsStarted.add(name);
    const startedAt = Date.now();
    const queued = withConfig((c) => {
      const forms = c.formInteractions;
      if (!c.enabled || !forms.enabled) {
        formsStarted.delete(name);
        return;
      }
      if (forms.trackFormStart) event('form_start', name, undefined, at);
      const timeout = forms.abandonmentTimeout || 30_000;
      formTimers.set(
        name,
        window.setTimeout(
          () => {
            if (forms.trackFormAbandonment) event('form_abandoned', name, { seconds: Math.round(forms.abandonmentTimeout / 1000) });
          },
          Math.max(0, timeout - (Date.now() - startedAt)),
        ),
      );
    });
    // Dropped (queue full): a later focus may start it again.
    if (!queued) formsStarted.delete(name);
  };

  const onSignal = (e: Event, at = path) => {
    const { event_type, event_label, metadata } = (e as CustomEvent<TrackSignal>).detail;
    withConfig((c) => {
      if (event_type === 'form_submit') {
        window.clearTimeout(formTimers.get(event_label));
        formTimers.delete(event_label);
        formsStarted.delete(event_label);
      }
      if (c.enabled && signalAllowed(c, event_type, event_label)) event(event_type, event_label, metadata, at);
    });
  };

  const errorTracked = (c: VisitorConfig) => c.enabled && c.errorTracking.enabled && c.errorTracking.trackJavaScriptErrors;
  const onError = (e: Event, at = path) => {
    const { message, error } = e as ErrorEvent;
    const text = String(message ?? '');
    withConfig((c) => {
      if (errorTracked(c)) event('error', text.slice(0, 200), { error_type: 'javascript_error', message: text, stack: String((error as Error | undefined)?.stack ?? '').slice(0, 2000), page: at }, at);
    });
  };
  const onRejection = (e: Event, at = path) => {
    const { reason } = e as PromiseRejectionEvent;
    const error = reason instanceof Error ? reason : new Error(String(reason));
    withConfig((c) => {
      if (errorTracked(c)) event('error', error.message.slice(0, 200), { error_type: 'javascript_error', message: error.message, stack: String(error.stack ?? '').slice(0, 2000), page: at }, at);
    });
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' && config && timeOnPageTracked(config)) {
      sendTimeUpdate({ page_path: path, time_spent: secondsOnPage(), session_id: sessionId });
    }
  };

  const handlers: Record<string, (e: Event, at?: string) => void> = {
    click: onClick,
    focusin: onFocus,
    [TRACK_SIGNAL]: onSignal,
    error: onError,
    unhandledrejection: onRejection,
  };
  const listeners: Record<string, (e: Event) => void> = Object.fromEntries(Object.entries(handlers).map(([type, handle]) => [type, (e: Event) => handle(e)]));

  for (const { event: e, path: at } of early) handlers[e.type]?.(e, at);
  window.addEventListener('scroll', onScroll, { passive: true });
  // The visitor may have scrolled between giving consent and this chunk arriving: where the page stands
  // now counts as reached (scroll events are not buffered, they fire too often).
  if (window.scrollY > 0) onScroll();
  document.addEventListener('click', listeners.click, true);
  document.addEventListener('focusin', listeners.focusin);
  for (const type of WINDOW_EVENTS) window.addEventListener(type, listeners[type]);
  document.addEventListener('visibilitychange', onHide);

  void loadConfig()
    .catch(() => DEFAULT_CONFIG)
    .then((loaded) => {
      if (stopped) return;
      config = loaded;
      timer = window.setInterval(() => {
        if (timeOnPageTracked(loaded) && document.visibilityState === 'visible') {
          sendTimeUpdate({ page_path: path, time_spent: secondsOnPage(), session_id: sessionId });
        }
      }, loaded.timeTracking.updateInterval || 5000);
      for (const decide of pending.splice(0)) decide(loaded);
      if (maxScrollBeforeConfig >= 0) scrolledTo(loaded, maxScrollBeforeConfig);
    });

  return {
    pageChanged(next) {
      if (next === path) return;
      const previous = path;
      const seconds = secondsOnPage();
      withConfig((c) => {
        if (timeOnPageTracked(c)) event('time_on_page', previous, { seconds }, previous);
      });
      path = next;
      pageStart = Date.now();
      reached = new Set();
      maxScrollBeforeConfig = -1;
    },
    stop() {
      stopped = true;
      pending.length = 0;
      window.clearInterval(timer);
      formTimers.forEach((id) => window.clearTimeout(id));
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', listeners.click, true);
      document.removeEventListener('focusin', listeners.focusin);
      for (const type of WINDOW_EVENTS) window.removeEventListener(type, listeners[type]);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
