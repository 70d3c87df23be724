/**
 * Features report what a visitor did (opened a case study, expanded a service, sent a form) as a DOM
 * event; the tracking feature decides whether and how to send it. So no feature imports the tracker.
 */
export const TRACK_SIGNAL = 'app:track';

export interface TrackSignal {
  event_type: string;
  event_label: string;
  metadata?: Record<string, unknown>;
}

export function signalTrack(event_type: string, event_label: string, metadata?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackSignal>(TRACK_SIGNAL, { detail: { event_type, event_label, metadata } }));
}
