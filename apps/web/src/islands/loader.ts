/**
 * The first code of a page rendered as islands (docs/adr/0153-public-islands.md). It holds no React: it finds
 * the page's island elements and loads each island's own entry when its moment comes ('idle' after the page
 * has loaded, 'visible' near the window, or at once on a first touch, click, focus or key inside it), then
 * hydrates that element alone. Static sections have no code at all. The offer dialog and the cookie settings
 * load on first use, from controls the server drew as plain links and buttons. A static picture that fails to
 * load gets its fallback here, as a picture inside React would.
 */
import { watchStaticPictures } from '../components/ui/picture-stand-in';
import { ISLAND_TAG, OPEN_OFFER_EVENT, type OfferOptions } from './names';
import { ISLAND_MODULES } from './registry';

const loadHydrator = () => import('./hydrate');
const started = new Map<HTMLElement, Promise<void>>();
/** Islands whose code has run: their own handlers take clicks from then on. */
const hydrated = new WeakSet<HTMLElement>();

function hydrate(element: HTMLElement): Promise<void> {
  let done = started.get(element);
  if (done) return done;
  const load = ISLAND_MODULES[element.dataset.island ?? ''];
  done = load
    ? Promise.all([loadHydrator(), load()]).then(([{ hydrateIsland }, { default: island }]) =>
        hydrateIsland(
          element,
          island.Component as never,
          JSON.parse(element.dataset.props ?? '{}') as object,
          Number(element.dataset.index),
        ),
      )
    : Promise.resolve();
  done = done.then(() => void hydrated.add(element));
  started.set(element, done);
  return done;
}

/**
 * After the page's load, as a background task: after what the browser has to do for the visitor, one island
 * per task. A task, not a timer or an idle callback: those wait on the page's clock, which a page in the
 * background or a test may hold.
 */
function whenIdle(run: () => void, first: boolean): void {
  const scheduler = (window as { scheduler?: { postTask?: (task: () => void, options: object) => unknown } }).scheduler;
  const later = () => {
    if (scheduler?.postTask) void scheduler.postTask(run, { priority: first ? 'user-visible' : 'background' });
    else {
      const channel = new MessageChannel();
      channel.port1.onmessage = run;
      channel.port2.postMessage(null);
    }
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

const FIRST_USE = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

watchStaticPictures(ISLAND_TAG);

const islands = [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
const visible =
  'IntersectionObserver' in window
    ? new IntersectionObserver(
        (entries) =>
          entries.forEach((entry) => {
            if (!entry.isIntersecting) return;
            visible?.unobserve(entry.target);
            void hydrate(entry.target as HTMLElement);
          }),
        { rootMargin: '200px' },
      )
    : null;

/**
 * The islands due after the load hydrate one after the other, in the page's order ('first' ones ahead), each
 * once the one before has run its effects; their code is fetched at once. So the tracker (near the page's
 * top) listens before a later island signals something as it starts (the not-found page's 404).
 */
let previous: Promise<unknown> = Promise.resolve();
function hydrateInTurn(element: HTMLElement): Promise<void> {
  void ISLAND_MODULES[element.dataset.island ?? '']?.().catch(() => undefined);
  const done = previous.then(() => hydrate(element));
  previous = done.catch(() => undefined);
  return done;
}

/**
 * A click inside an island whose code has not run yet is held and given again once the island is hydrated,
 * so a visitor's first tap is not lost. Links and summaries work without code and keep their own click.
 */
function replayFirstClick(element: HTMLElement): void {
  element.addEventListener(
    'click',
    (event) => {
      if (hydrated.has(element)) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!target || target.closest('a[href], summary, label, input, select, textarea')) return;
      event.preventDefault();
      event.stopPropagation();
      void hydrate(element).then(() => {
        if (target.isConnected) target.click();
      });
    },
    { capture: true },
  );
}

const idleIslands: Promise<void>[] = [];
// 'first' islands (the cookie banner, due a second after the page appeared) ahead of the others.
const byMoment = [...islands].sort((a, b) => Number(b.dataset.when === 'first') - Number(a.dataset.when === 'first'));
for (const element of byMoment) {
  const now = () => void hydrate(element);
  for (const type of FIRST_USE) element.addEventListener(type, now, { once: true, capture: true, passive: true });
  replayFirstClick(element);
  if (element.dataset.when === 'visible' && visible) visible.observe(element);
  else {
    const first = element.dataset.when === 'first';
    idleIslands.push(
      new Promise((resolve) => whenIdle(() => void hydrateInTurn(element).then(resolve, resolve), first)),
    );
  }
}
// Marks the document once the islands due after the load have hydrated (browser tests wait for it).
void Promise.all(idleIslands).then(() => (document.documentElement.dataset.hydrated = 'true'));

/** The island of one name on this page, hydrated (or nothing when the page has none). */
function islandNamed(name: string): Promise<void> {
  const element = islands.find((candidate) => candidate.dataset.island === name);
  return element ? hydrate(element) : Promise.resolve();
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
