import type { WebVitalCall } from '@agency/contracts';

/** POST a tracking call; fire and forget (keepalive lets it outlive the page, failures are ignored). */
function post(path: string, body: unknown): void {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // Tracking never breaks the page.
  }
}

/** POST /api/track/event (metadata as a JSON string). */
export function sendEvent(event: {
  event_type: string;
  event_label: string;
  page_path: string;
  session_id: string;
  metadata?: Record<string, unknown>;
}): void {
  post('/api/track/event', {
    event_type: event.event_type,
    event_label: event.event_label.slice(0, 256),
    page_path: event.page_path,
    user_agent: navigator.userAgent,
    session_id: event.session_id,
    metadata: JSON.stringify(event.metadata ?? {}),
  });
}

/** POST /api/track/web-vitals: one Core Web Vitals measurement, without any identifier. */
export function sendWebVital(call: WebVitalCall): void {
  post('/api/track/web-vitals', call);
}

/** POST /api/track/time-update. */
export function sendTimeUpdate(update: { page_path: string; time_spent: number; session_id: string }): void {
  post('/api/track/time-update', update);
}
