/**
 * The first code of a page rendered as islands (docs/adr/0153-public-pages-as-islands.md). It holds no React: it finds
 * the page's island elements and runs each island's own entry when its moment comes (islands/island.tsx,
 * HydrateWhen): most on the visitor's first use of them, so a page that is only read never loads React. A
 * script island's plain DOM code (the tracker, the consent banner) starts after the page has loaded. The offer
 * dialog and the cookie settings load on first use, from controls the server drew as plain links and buttons.
 * A static picture that fails to load gets its fallback here, as a picture inside React would.
 */
import { watchStaticPictures } from '../components/ui/picture-stand-in';
import type { CodeFiles } from '../html-document';
import { CODE_FILES_ID, ISLAND_TAG, OPEN_OFFER_EVENT, type OfferOptions } from './names';
import { ISLAND_MODULES } from './registry';
import { isScriptIsland } from './script';

const loadHydrator = () => import('./hydrate');
const started = new Map<HTMLElement, Promise<void>>();
/**
 * Islands whose code has run, or failed to load: their own handlers (or, without code, the browser's) take
 * clicks and keys from then on.
 */
const settled = new WeakSet<HTMLElement>();

function run(element: HTMLElement): Promise<void> {
  let done = started.get(element);
  if (done) return done;
  const load = ISLAND_MODULES[element.dataset.island ?? ''];
  const props = () => JSON.parse(element.dataset.props ?? '{}') as object;
  done = load
    ? load().then(({ default: island }) =>
        isScriptIsland(island)
          ? void island.start(element, props())
          : loadHydrator().then(({ hydrateIsland }) =>
              hydrateIsland(element, island.Component as never, props(), Number(element.dataset.index)),
            ),
      )
    : Promise.resolve();
  done = done.then(
    () => void settled.add(element),
    (error: unknown) => {
      settled.add(element);
      throw error;
    },
  );
  started.set(element, done);
  return done;
}

type Priority = 'user-visible' | 'background';

/**
 * A task of its own: after what the browser has to do for the visitor. A task, not a timer or an idle
 * callback: those wait on the page's clock, which a page in the background or a test may hold.
 */
function task(run: () => void, priority: Priority): void {
  const scheduler = (window as { scheduler?: { postTask?: (task: () => void, options: object) => unknown } }).scheduler;
  if (scheduler?.postTask) void scheduler.postTask(run, { priority });
  else {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  }
}

/** After the page's load, as a task of its own. */
function afterLoad(run: () => void, priority: Priority = 'user-visible'): void {
  if (document.readyState === 'complete') task(run, priority);
  else window.addEventListener('load', () => task(run, priority), { once: true });
}

/**
 * The code of the page's islands into the browser's cache once the page has loaded (fetched at low priority,
 * not run), so a first use waits for no download. One file per background task: each request the page adds
 * costs the main thread a little, and all of them in one task would hold it as long as a script.
 */
function fetchAhead(): void {
  const block = document.getElementById(CODE_FILES_ID);
  const { later = [] } = block?.textContent ? (JSON.parse(block.textContent) as Partial<CodeFiles>) : {};
  const next = (index: number) => {
    const href = later[index];
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
    task(() => next(index + 1), 'background');
  };
  next(0);
}

/** What counts as a first use of an island: a pointer resting on it or pressed, a touch, the focus, a key. */
const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

watchStaticPictures(ISLAND_TAG);

const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
const visible =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) =>
          entries.forEach((entry) => {
            if (!entry.isIntersecting) return;
            visible?.unobserve(entry.target);
            void run(entry.target as HTMLElement);
          }),
        { rootMargin: '200px' },
      )
    : null;

/**
 * The islands due after the load run one after the other, in the page's order, each once the one before has
 * run its effects; their code is fetched at once. So the tracker (near the page's top) listens before a later
 * island signals something as it starts (the not-found page's 404).
 */
let previous: Promise<unknown> = Promise.resolve();
function runInTurn(element: HTMLElement): Promise<void> {
  void ISLAND_MODULES[element.dataset.island ?? '']?.().catch(() => undefined);
  const done = previous.then(() => run(element));
  previous = done.catch(() => undefined);
  return done;
}

/** Keys whose own action needs no held event: moving the focus, and activation (it ends in a click, held then). */
const OWN_ACTION_KEYS = new Set(['Tab', 'Enter', ' ', 'Shift', 'Control', 'Alt', 'Meta']);

/**
 * A click or key inside an island whose code has not run yet is held and given again once it has, so a
 * visitor's first tap or key is not lost, nor what the island's code does with it (an opened question, a
 * chosen tab is counted). Links to other pages and form fields work without code and keep their own; a link
 * within the page (a tab) and a link acting as a button (the offer control, whose island's code opens the dialog
 * with the island's choice) are held too: the island's code takes them over, or, when that code fails to load,
 * the link given again does what it does without the island's code.
 */
function replayFirstUse(element: HTMLElement): void {
  const hold = (event: Event) => {
    if (settled.has(element)) return;
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (
      !target ||
      target.closest('a[href]:not([href^="#"]):not([role="button"]), label, input, select, textarea, [contenteditable]')
    )
      return;
    if (event instanceof KeyboardEvent && (OWN_ACTION_KEYS.has(event.key) || event.repeat || event.isComposing)) return;
    event.preventDefault();
    event.stopPropagation();
    const replay = () => {
      if (!target.isConnected) return;
      if (event instanceof KeyboardEvent) target.dispatchEvent(new KeyboardEvent(event.type, event));
      else target.click();
    };
    void run(element).then(replay, replay);
  };
  element.addEventListener('click', hold, { capture: true });
  element.addEventListener('keydown', hold, { capture: true });
}

/** The island holding the element the address's fragment names ('/leistungen#…'), if any. */
function addressedIsland(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  return target?.closest<HTMLElement>(ISLAND_TAG) ?? null;
}

/** Whether the browser has popovers (`:popover-open` is a selector it knows). */
const POPOVERS = 'hidePopover' in HTMLElement.prototype;

/**
 * Whether the visitor used the island before this code was there to notice: the focus is inside it, or a popover
 * of it is open (the phone menu opens without code). Its code then runs at once and takes over that state.
 */
function usedBeforeCode(element: HTMLElement): boolean {
  if (document.activeElement !== document.body && element.contains(document.activeElement)) return true;
  return POPOVERS && element.querySelector(':popover-open') !== null;
}

afterLoad(fetchAhead, 'background');
const dueAfterLoad: Promise<void>[] = [];
const addressed = addressedIsland();
if (addressed) dueAfterLoad.push(run(addressed));
window.addEventListener('hashchange', () => {
  const island = addressedIsland();
  if (island) void run(island);
});
for (const element of islands) {
  const now = () => void run(element);
  for (const type of FIRST_USE) element.addEventListener(type, now, { once: true, capture: true, passive: true });
  replayFirstUse(element);
  const when = element.dataset.when;
  if (usedBeforeCode(element)) dueAfterLoad.push(run(element));
  else if (when === 'visible' && visible) visible.observe(element);
  else if (when === 'scroll') window.addEventListener('scroll', now, { once: true, passive: true });
  else if (when === 'first')
    dueAfterLoad.push(new Promise((resolve) => afterLoad(() => void runInTurn(element).then(resolve, resolve))));
}
// Marks the document once the islands due at the load have run (browser tests wait for it).
void Promise.all(dueAfterLoad).then(() => (document.documentElement.dataset.hydrated = 'true'));

// A page the visitor leaves keeps no popover open (the phone menu) for Back and Forward, whether or not the
// island holding it has run its code by then.
if (POPOVERS)
  window.addEventListener('pagehide', () =>
    document.querySelectorAll<HTMLElement>(':popover-open').forEach((popover) => popover.hidePopover()),
  );

/** The island of one name on this page, run (or nothing when the page has none). */
function islandNamed(name: string): Promise<void> {
  const element = islands.find((candidate) => candidate.dataset.island === name);
  return element ? run(element) : Promise.resolve();
}

// The offer dialog: mounted on the first request, from an island's control (an event) or from a static
// link to the offer page that carries its options (data-offer); it then listens for the next ones itself.
let offerDialog: Promise<unknown> | null = null;
function openOffer(options: OfferOptions): void {
  offerDialog ??= Promise.all([loadHydrator(), import('./offer-dialog')]).then(
    ([{ renderIsland }, { OfferDialogHost }]) => renderIsland(OfferDialogHost as never, { initial: options }),
  );
}
window.addEventListener(OPEN_OFFER_EVENT, (event) => {
  if (!offerDialog) openOffer((event as CustomEvent<OfferOptions>).detail ?? {});
});

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const target = event.target instanceof Element ? event.target : null;
  const offer = target?.closest<HTMLElement>('[data-offer]');
  if (offer) {
    event.preventDefault();
    const options = JSON.parse(offer.dataset.offer || '{}') as OfferOptions;
    if (offerDialog) window.dispatchEvent(new CustomEvent(OPEN_OFFER_EVENT, { detail: options }));
    else openOffer(options);
    return;
  }
  if (target?.closest('[data-cookie-settings]'))
    void islandNamed('cookie-consent').then(() => window.openCookieSettings?.());
});
