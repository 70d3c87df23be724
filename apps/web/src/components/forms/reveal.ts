import { useCallback } from 'react';

/**
 * A ref for a form's result (the thanks, a failure alert): when it appears, focus moves to it (so a screen
 * reader reads it) and it is scrolled to the middle of its scroll container, clear of the fixed header and
 * of a dialog's edges, at any width. The element needs tabIndex={-1}; server-rendered result pages, which run
 * no code, give it `autoFocus` as well.
 */
export function useReveal<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (!element) return;
    element.focus({ preventScroll: true });
    // Optional: a DOM without layout (jsdom) has no scrolling.
    element.scrollIntoView?.({ block: 'center' });
  }, []);
}
