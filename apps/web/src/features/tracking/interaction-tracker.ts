import { TRACK_SIGNAL, type TrackSignal } from '../../lib/track-signal';
import { getTrackingConfig, type VisitorConfig } from './api/get-tracking-config';
import { sendEvent, sendTimeUpdate } from './api/send-tracking';

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
 */
export async function startInteractionTracker(sessionId: string, initialPath: string): Promise<InteractionTracker> {
  const config = await getTrackingConfig();
  let path = initialPath;
  let pageStart = Date.now();
  let reached = new Set<number>();
  const formTimers = new Map<string, number>();
  const on = config.enabled;
  const event = (event_type: string, event_label: string, metadata?: Record<string, unknown>) =>
    sendEvent({ event_type, event_label, page_path: path, session_id: sessionId, metadata });
  const secondsOnPage = () => Math.round((Date.now() - pageStart) / 1000);

  const time = config.timeTracking;
  const timer = window.setInterval(() => {
    if (on && time.enabled && time.trackTimeOnPage && document.visibilityState === 'visible') {
      sendTimeUpdate({ page_path: path, time_spent: secondsOnPage(), session_id: sessionId });
    }
  }, time.updateInterval || 5000);

  const onScroll = () => {
    if (!on || !config.scrollDepth.enabled) return;
    const doc = document.documentElement;
    const scrollable = doc.scrollHeight - window.innerHeight;
    const percent = scrollable <= 0 ? 100 : Math.round((window.scrollY / scrollable) * 100);
    for (const milestone of config.scrollDepth.milestones) {
      if (percent >= milestone && !reached.has(milestone)) {
        reached.add(milestone);
        event('scroll_depth', `${milestone}%`, { depth: milestone });
      }
    }
  };

  const onClick = (e: MouseEvent) => {
    if (!on) return;
    const target = (e.target as Element | null)?.closest?.('a, button');
    if (!target) return;
    const text = (target.textContent ?? '').trim().replace(/\s+/g, ' ');
    const buttons = config.buttonClicks;
    if (buttons.enabled && text && buttons.trackedButtons.some((term) => text.toLowerCase().includes(term.toLowerCase()))) {
      event('button_click', text.slice(0, 100), { element: target.tagName.toLowerCase() });
    }
    const href = target instanceof HTMLAnchorElement ? target.href : '';
    if (!href || !config.externalLinks.enabled) return;
    const url = new URL(href, window.location.href);
    const extension = config.externalLinks.trackedExtensions.find((ext) => url.pathname.toLowerCase().endsWith(ext));
    if (extension && config.externalLinks.trackDownloads) {
      event('external_link_click', url.href, { kind: 'download', extension });
    } else if (/^https?:$/.test(url.protocol) && url.origin !== window.location.origin && config.externalLinks.trackExternalClicks) {
      event('external_link_click', url.href, { kind: 'external', host: url.host });
    }
  };

  const forms = config.formInteractions;
  const onFocus = (e: FocusEvent) => {
    const form = (e.target as Element | null)?.closest?.('form[data-track-form]');
    const name = form?.getAttribute('data-track-form');
    if (!on || !name || !forms.enabled || formTimers.has(name)) return;
    if (forms.trackFormStart) event('form_start', name);
    formTimers.set(
      name,
      window.setTimeout(() => {
        if (forms.trackFormAbandonment) event('form_abandoned', name, { seconds: Math.round(forms.abandonmentTimeout / 1000) });
      }, forms.abandonmentTimeout || 30_000),
    );
  };

  const onSignal = (e: Event) => {
    const { event_type, event_label, metadata } = (e as CustomEvent<TrackSignal>).detail;
    if (event_type === 'form_submit') {
      window.clearTimeout(formTimers.get(event_label));
      formTimers.delete(event_label);
    }
    if (on && signalAllowed(config, event_type, event_label)) event(event_type, event_label, metadata);
  };

  const onError = (e: ErrorEvent) => {
    if (!on || !config.errorTracking.enabled || !config.errorTracking.trackJavaScriptErrors) return;
    event('error', e.message.slice(0, 200), { error_type: 'javascript_error', message: e.message, stack: String(e.error?.stack ?? '').slice(0, 2000), page: path });
  };
  const onRejection = (e: PromiseRejectionEvent) => {
    if (!on || !config.errorTracking.enabled || !config.errorTracking.trackJavaScriptErrors) return;
    const reason = e.reason instanceof Error ? e.reason : new Error(String(e.reason));
    event('error', reason.message.slice(0, 200), { error_type: 'javascript_error', message: reason.message, stack: String(reason.stack ?? '').slice(0, 2000), page: path });
  };
  const onHide = () => {
    if (document.visibilityState === 'hidden' && on && time.enabled && time.trackTimeOnPage) {
      sendTimeUpdate({ page_path: path, time_spent: secondsOnPage(), session_id: sessionId });
    }
  };

  window.addEventListener('scroll', onScroll, { passive: true });
  document.addEventListener('click', onClick, true);
  document.addEventListener('focusin', onFocus);
  window.addEventListener(TRACK_SIGNAL, onSignal);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHide);

  return {
    pageChanged(next) {
      if (next === path) return;
      if (on && time.enabled && time.trackTimeOnPage) event('time_on_page', path, { seconds: secondsOnPage() });
      path = next;
      pageStart = Date.now();
      reached = new Set();
    },
    stop() {
      window.clearInterval(timer);
      formTimers.forEach((id) => window.clearTimeout(id));
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('focusin', onFocus);
      window.removeEventListener(TRACK_SIGNAL, onSignal);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHide);
    },
  };
}
