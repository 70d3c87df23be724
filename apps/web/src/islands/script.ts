/**
 * An island whose browser code is plain DOM code, without React: what runs on every public page as it loads
 * (the page-view tracker, the consent banner) must not cost the visitor React's hydration. The server renders
 * the island's component into its element as for any island; in the browser the loader calls `start` on that
 * element at the island's moment instead of hydrating it. What `start` returns, if anything, undoes it (the
 * single-page app calls it when the island leaves the page or its props change).
 */
export interface ScriptIsland<P extends object = object> {
  name: string;
  start: (element: HTMLElement, props: P) => (() => void) | void;
}

export function defineScript<P extends object>(
  name: string,
  start: (element: HTMLElement, props: P) => (() => void) | void,
): ScriptIsland<P> {
  return { name, start };
}

export function isScriptIsland(island: object): island is ScriptIsland {
  return typeof (island as { start?: unknown }).start === 'function';
}
