import { TRACK_SIGNAL } from '../../lib/track-signal';

/**
 * How many of a visitor's events may wait for the tracking configuration (and, before that, for the
 * tracker's own chunk); later ones are dropped. The spec leaves the queue open; 50 covers a hurried
 * first minute and bounds the memory.
 */
export const PENDING_LIMIT = 50;

/** The DOM events the interaction tracker listens to. */
/** Listened to in the capture phase ('invalid' does not bubble). */
export const DOCUMENT_EVENTS = ['click', 'focusin', 'invalid'] as const;
export const WINDOW_EVENTS = [TRACK_SIGNAL, 'error', 'unhandledrejection'] as const;

/** A DOM event seen before the interaction tracker ran, with the page it happened on. */
export interface EarlyEvent {
  event: Event;
  path: string;
}

export interface EarlyEventBuffer {
  /** The events so far; the buffer stops listening. */
  take(): EarlyEvent[];
  /** Stops listening and forgets the events (consent withdrawn). */
  discard(): void;
}

/**
 * Keeps the tracked DOM events from the moment of analytics consent until the interaction tracker's
 * chunk has loaded, so a click right after 'Alle Cookies akzeptieren' is not lost. Part of the main
 * bundle, so kept tiny: it only remembers events, the tracker decides about them.
 */
export function bufferEarlyEvents(currentPath: () => string, limit = PENDING_LIMIT): EarlyEventBuffer {
  let events: EarlyEvent[] = [];
  const remember = (event: Event) => {
    if (events.length < limit) events.push({ event, path: currentPath() });
  };
  for (const type of DOCUMENT_EVENTS) document.addEventListener(type, remember, true);
  for (const type of WINDOW_EVENTS) window.addEventListener(type, remember);
  const stop = () => {
    for (const type of DOCUMENT_EVENTS) document.removeEventListener(type, remember, true);
    for (const type of WINDOW_EVENTS) window.removeEventListener(type, remember);
  };
  return {
    take() {
      stop();
      const taken = events;
      events = [];
      return taken;
    },
    discard() {
      stop();
      events = [];
    },
  };
}
