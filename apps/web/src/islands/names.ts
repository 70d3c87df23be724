/**
 * What the islands' loader and the server render share without loading React: the marker element's name and
 * the page's events. Kept apart from island.tsx so the loader (every public page's first code) stays small.
 */

/** Id of the data block that names the page's code (html-document.ts: the entry, its chunks, what comes later). */
export const CODE_FILES_ID = '__CODE_FILES__';

/** The element around an island's server markup; styles.css gives it `display: contents`. */
export const ISLAND_TAG = 'agency-island';

/** Asks for the offer dialog (detail: { service?, message? }); the page's dialog, or the loader's, opens. */
export const OPEN_OFFER_EVENT = 'agency:open-offer';

/** What the offer dialog starts with. */
export interface OfferOptions {
  service?: string;
  message?: string;
}

/** Opens the offer dialog of the page, wherever the asking control lives (an island or the app). */
export function requestOffer(options: OfferOptions = {}): void {
  window.dispatchEvent(new CustomEvent<OfferOptions>(OPEN_OFFER_EVENT, { detail: options }));
}

/** The id prefix of an island's own render, on the server and when the browser hydrates it. */
export const islandIdPrefix = (index: number) => `i${index}-`;
