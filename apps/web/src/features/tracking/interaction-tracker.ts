import { TRACK_SIGNAL, type TrackSignal } from '../../lib/track-signal';
import { DEFAULT_CONFIG, getTrackingConfig, type VisitorConfig } from './api/get-tracking-config';
import { sendEvent, sendTimeUpdate } from './api/send-tracking';
import { DOCUMENT_EVENTS, PENDING_LIMIT, WINDOW_EVENTS, type EarlyEvent } from './early-events';
import { disableThirdPartyAnalytics, loadThirdPartyAnalytics } from './third-party-analytics';

/** Which configuration switch lets a signalled event through. */
function signalAllowed(config: VisitorConfig, type: string, label: string, errorKind?: unknown): boolean {
  const content = config.contentInteractions;
  switch (type) {
    case 'service_expansion':
      return content.enabled && content.trackServiceExpansions;
    case 'portfolio_click':
      return content.enabled && content.trackPortfolioClicks;
    case 'solution_modal':
      // The offer dialog's opening is the funnel's second step: the offer dialog's conversion switch governs it.
      if (label === 'offer-request') return config.conversions.enabled && config.conversions.trackOfferRequestModal;
      return content.enabled;
    case 'pricing_view':
      return content.enabled;
    case 'faq_category_click':
    case 'faq_question_open':
      return config.faqTracking.enabled;
    case 'form_submit':
      return config.conversions.enabled && conversionAllowed(config.conversions, label);
    case 'error':
      // The page signals only its 404 (the not-found page); script errors are caught here directly.
      return errorKind === 'not_found' && config.errorTracking.enabled && config.errorTracking.track404Errors;
    default:
      return false;
  }
}

/** Each form's conversion has its own switch: contact form, offer request and newsletter. */
function conversionAllowed(conversions: VisitorConfig['conversions'], form: string): boolean {
  if (form === 'offer-request') return conversions.trackOfferRequestModal;
  if (form === 'newsletter') return conversions.trackNewsletterSignup;
  return conversions.trackContactForm;
}

/** Social networks a link can lead to, by host, with the name shown in the top buttons. */
const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)facebook\.com$/, 'Facebook'],
  [/(^|\.)(twitter|x)\.com$/, 'Twitter'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)linkedin\.com$/, 'LinkedIn'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'YouTube'],
];
function socialNetwork(url: URL): string | undefined {
  return SOCIAL_HOSTS.find(([host]) => host.test(url.hostname))?.[1];
}

/** Whether the initial page load was measured already in this document (one report per load). */
let loadReported = false;

export interface InteractionTracker {
  /** A new page: time on the previous one, then timers and scroll milestones start over. */
  pageChanged(path: string): void;
  stop(): void;
}

/**
 * Everything beyond the page view, for visitors with analytics consent only: time on page and its periodic
 * updates, scroll milestones, tracked buttons, form start/abandonment, external links and downloads, the
 * features' signals, uncaught errors.
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
  // The page's deepest point (scroll events only; -1 = not scrolled) and the part of it already sent.
  let maxScroll = -1;
  let maxScrollSent = -1;
  // Seconds from the page's start to the visitor's first click, tap or key press on it.
  let firstInteraction: number | undefined;
  const formTimers = new Map<string, number>();
  const formsStarted = new Set<string>();
  let timer: number | undefined;
  const event = (
    event_type: string,
    event_label: string,
    metadata: Record<string, unknown> | undefined,
    page_path = path,
  ) => sendEvent({ event_type, event_label, page_path, session_id: sessionId, metadata });
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
    const percent = scrollPercent();
    maxScroll = Math.max(maxScroll, percent);
    // Scrolling fires often: before the configuration only the deepest point counts, checked once it loads.
    if (config) scrolledTo(config, percent);
    else maxScrollBeforeConfig = Math.max(maxScrollBeforeConfig, percent);
  };
  /** A page's deepest point ('trackMaxScroll'), as a scroll-depth event of its own; false when switched off. */
  const maxScrollEvent = (c: VisitorConfig, page: string, depth: number): boolean => {
    if (depth <= 0 || !c.enabled || !c.scrollDepth.enabled || !c.scrollDepth.trackMaxScroll) return false;
    event('scroll_depth', 'Maximum', { depth, max: true }, page);
    return true;
  };
  const onFirstInteraction = () => {
    if (firstInteraction === undefined) firstInteraction = Math.round((Date.now() - pageStart) / 100) / 10;
  };

  const onClick = (e: Event, at = path) => {
    const target = (e.target as Element | null)?.closest?.('a, button');
    if (!target) return;
    const text = (target.textContent ?? '').trim().replace(/\s+/g, ' ');
    const href = target instanceof HTMLAnchorElement ? target.href : '';
    // A tracked label in the header's or footer's navigation is a navigation button, elsewhere a call to action.
    const inNavigation = Boolean(target.closest('nav, header'));
    withConfig((c) => {
      if (!c.enabled) return;
      const buttons = c.buttonClicks;
      const url = href ? new URL(href, window.location.href) : undefined;
      const social = url && socialNetwork(url);
      if (buttons.enabled && social && buttons.trackSocialButtons) {
        event('button_click', `Social Media: ${social}`, { element: 'a', kind: 'social' }, at);
      } else if (
        buttons.enabled &&
        text &&
        (inNavigation ? buttons.trackNavigationButtons : buttons.trackCtaButtons) &&
        buttons.trackedButtons.some((term) => text.toLowerCase().includes(term.toLowerCase()))
      ) {
        event(
          'button_click',
          text.slice(0, 100),
          { element: target.tagName.toLowerCase(), kind: inNavigation ? 'navigation' : 'cta' },
          at,
        );
      }
      if (!url || !c.externalLinks.enabled) return;
      const extension = c.externalLinks.trackedExtensions.find((ext) => url.pathname.toLowerCase().endsWith(ext));
      if (extension && c.externalLinks.trackDownloads) {
        event('external_link_click', url.href, { kind: 'download', extension }, at);
      } else if (
        /^https?:$/.test(url.protocol) &&
        url.origin !== window.location.origin &&
        c.externalLinks.trackExternalClicks
      ) {
        event('external_link_click', url.href, { kind: 'external', host: url.host }, at);
      }
    });
  };

  /**
   * A form starts at the visitor's first focus in it or first input into it. A dialog puts the cursor into its
   * first field as it opens ([data-autofocus]): that is the dialog opening, not the visitor starting its form
   * (their typing there is).
   */
  const onFocus = (e: Event, at = path) => {
    const target = e.target as Element | null;
    if (e.type === 'focusin' && target?.matches?.('[role="dialog"] [data-autofocus]')) return;
    const form = target?.closest?.('form[data-track-form]');
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
            // Counted on the page the form was started on, wherever the visitor is by now.
            if (forms.trackFormAbandonment)
              event('form_abandoned', name, { seconds: Math.round(forms.abandonmentTimeout / 1000) }, at);
          },
          Math.max(0, timeout - (Date.now() - startedAt)),
        ),
      );
    });
    // Dropped (queue full): a later focus may start it again.
    if (!queued) formsStarted.delete(name);
  };

  // The browser's own required checks fire one 'invalid' per field of a refused submit: the
  // fields of one attempt become one validation error, counted with the errors.
  let invalidFields: { form: string; fields: string[]; at: string } | null = null;
  const onInvalid = (e: Event, at = path) => {
    const field = e.target as HTMLInputElement | null;
    const name = field?.closest?.('form[data-track-form]')?.getAttribute('data-track-form');
    if (!field || !name) return;
    if (invalidFields && invalidFields.form === name) {
      if (invalidFields.fields.length < 20) invalidFields.fields.push(field.name || field.id || field.type);
      return;
    }
    const attempt = { form: name, fields: [field.name || field.id || field.type], at };
    invalidFields = attempt;
    // A task, not a microtask: the browser's checks end each 'invalid' listener with a microtask checkpoint.
    window.setTimeout(() => {
      invalidFields = null;
      withConfig((c) => {
        const forms = c.formInteractions;
        if (c.enabled && forms.enabled && forms.trackValidationErrors && c.errorTracking.enabled) {
          event(
            'error',
            `Formular ${attempt.form}: ungültige Eingabe`,
            { error_type: 'validation_error', form: attempt.form, fields: attempt.fields },
            attempt.at,
          );
        }
      });
    }, 0);
  };

  const onSignal = (e: Event, at = path) => {
    const { event_type, event_label, metadata } = (e as CustomEvent<TrackSignal>).detail;
    withConfig((c) => {
      if (event_type === 'form_submit') {
        window.clearTimeout(formTimers.get(event_label));
        formTimers.delete(event_label);
        formsStarted.delete(event_label);
      }
      if (c.enabled && signalAllowed(c, event_type, event_label, metadata?.error_type))
        event(event_type, event_label, metadata, at);
    });
  };

  const errorTracked = (c: VisitorConfig) =>
    c.enabled && c.errorTracking.enabled && c.errorTracking.trackJavaScriptErrors;
  const onError = (e: Event, at = path) => {
    const { message, error } = e as ErrorEvent;
    const text = String(message ?? '');
    withConfig((c) => {
      if (errorTracked(c))
        event(
          'error',
          text.slice(0, 200),
          {
            error_type: 'javascript_error',
            message: text,
            stack: String((error as Error | undefined)?.stack ?? '').slice(0, 2000),
            page: at,
          },
          at,
        );
    });
  };
  const onRejection = (e: Event, at = path) => {
    const { reason } = e as PromiseRejectionEvent;
    const error = reason instanceof Error ? reason : new Error(String(reason));
    withConfig((c) => {
      if (errorTracked(c))
        event(
          'error',
          error.message.slice(0, 200),
          {
            error_type: 'javascript_error',
            message: error.message,
            stack: String(error.stack ?? '').slice(0, 2000),
            page: at,
          },
          at,
        );
    });
  };
  const onHide = () => {
    if (document.visibilityState !== 'hidden' || !config) return;
    if (timeOnPageTracked(config))
      sendTimeUpdate({ page_path: path, time_spent: secondsOnPage(), session_id: sessionId });
    // The tab may never come back: the deepest point so far goes now, and again later only if it grows.
    if (maxScroll > maxScrollSent && maxScrollEvent(config, path, maxScroll)) maxScrollSent = maxScroll;
  };

  /** The initial page load against the slow-loading threshold, once per document (an error when slower). */
  const checkLoad = (c: VisitorConfig) => {
    const threshold = c.errorTracking.slowLoadingThreshold;
    if (loadReported || !c.enabled || !c.errorTracking.enabled || !(threshold > 0)) return;
    const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
    const timing = navigation as PerformanceNavigationTiming | undefined;
    if (!timing) return;
    if (!(timing.loadEventEnd > 0)) {
      window.addEventListener('load', () => window.setTimeout(() => !stopped && checkLoad(c)), { once: true });
      return;
    }
    loadReported = true;
    const loadMs = Math.round(timing.loadEventEnd);
    if (loadMs <= threshold) return;
    const page = new URL(timing.name, window.location.href).pathname;
    event(
      'error',
      `Langsames Laden: ${(loadMs / 1000).toFixed(1)} s`,
      { error_type: 'slow_loading', load_ms: loadMs, threshold_ms: threshold, page },
      page,
    );
  };

  const onInput = (e: Event) => onFocus(e);

  const handlers: Record<string, (e: Event, at?: string) => void> = {
    click: onClick,
    focusin: onFocus,
    invalid: onInvalid,
    [TRACK_SIGNAL]: onSignal,
    error: onError,
    unhandledrejection: onRejection,
  };
  const listeners: Record<string, (e: Event) => void> = Object.fromEntries(
    Object.entries(handlers).map(([type, handle]) => [type, (e: Event) => handle(e)]),
  );

  for (const { event: e, path: at } of early) handlers[e.type]?.(e, at);
  window.addEventListener('scroll', onScroll, { passive: true });
  // The visitor may have scrolled between giving consent and this chunk arriving: where the page stands
  // now counts as reached (scroll events are not buffered, they fire too often).
  if (window.scrollY > 0) onScroll();
  // Capturing: 'invalid' does not bubble, and a click handler that stops propagation still counts.
  for (const type of DOCUMENT_EVENTS) document.addEventListener(type, listeners[type], true);
  for (const type of WINDOW_EVENTS) window.addEventListener(type, listeners[type]);
  document.addEventListener('pointerdown', onFirstInteraction, true);
  document.addEventListener('keydown', onFirstInteraction, true);
  // Not buffered before the tracker ran (every keystroke would take a place there): typing starts a form from here on.
  document.addEventListener('input', onInput, true);
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
      checkLoad(loaded);
      if (loaded.thirdPartyAnalytics.enabled) loadThirdPartyAnalytics(loaded.thirdPartyAnalytics.measurementId);
    });

  /** A page's end: its time on the page (with the time to the first interaction) and its deepest scroll. */
  const pageEnded = (previous: string) => {
    const seconds = secondsOnPage();
    const firstInteractionSeconds = firstInteraction;
    const deepest = maxScroll > maxScrollSent ? maxScroll : -1;
    withConfig((c) => {
      if (timeOnPageTracked(c)) {
        // 'Zeit bis zur ersten Interaktion' travels with the page's time (a visitor may leave without one).
        const first =
          c.timeTracking.trackTimeToFirstInteraction && firstInteractionSeconds !== undefined
            ? { first_interaction_seconds: firstInteractionSeconds }
            : {};
        event('time_on_page', previous, { seconds, ...first }, previous);
      }
      maxScrollEvent(c, previous, deepest);
    });
  };
  // A public page's links are ordinary page loads: the page ends when the browser leaves it (once; a page
  // restored from the back-forward cache starts again).
  let left = false;
  const onPageHide = () => {
    if (left || stopped) return;
    left = true;
    pageEnded(path);
    maxScrollSent = Math.max(maxScrollSent, maxScroll);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    left = false;
    pageStart = Date.now();
  };
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);

  return {
    pageChanged(next) {
      if (next === path) return;
      pageEnded(path);
      path = next;
      pageStart = Date.now();
      reached = new Set();
      maxScrollBeforeConfig = -1;
      maxScroll = -1;
      maxScrollSent = -1;
      firstInteraction = undefined;
    },
    stop() {
      stopped = true;
      pending.length = 0;
      window.clearInterval(timer);
      formTimers.forEach((id) => window.clearTimeout(id));
      window.removeEventListener('scroll', onScroll);
      for (const type of DOCUMENT_EVENTS) document.removeEventListener(type, listeners[type], true);
      for (const type of WINDOW_EVENTS) window.removeEventListener(type, listeners[type]);
      document.removeEventListener('pointerdown', onFirstInteraction, true);
      document.removeEventListener('keydown', onFirstInteraction, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      disableThirdPartyAnalytics();
    },
  };
}
