import { hydrate } from '@tanstack/react-query';
import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient, DEHYDRATED_STATE_KEY, loadedNow } from '../app/provider';
import { IslandRoot } from './island-root';
import { islandIdPrefix } from './names';

/** One query cache for all islands of the page, filled with the server's data (its JSON data block). */
const queryClient = createQueryClient();
const stateBlock = document.getElementById(DEHYDRATED_STATE_KEY);
if (stateBlock?.textContent) hydrate(queryClient, loadedNow(JSON.parse(stateBlock.textContent)));

const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash });

/** Hydrates one island's element with its component (resolves once its effects have run). */
export function hydrateIsland(element: HTMLElement, Component: ComponentType<object>, props: object, index: number) {
  // As a transition: React yields to the browser every few milliseconds instead of holding the main thread
  // for the whole island (no long task on a phone).
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot location={here()} queryClient={queryClient} onReady={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(index) },
      );
    });
  });
}

/** Renders a part the server never drew (the offer dialog) into a new element at the end of the page. */
export function renderIsland(Component: ComponentType<object>, props: object) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  createRoot(container).render(
    <IslandRoot location={here()} queryClient={queryClient}>
      <Component {...props} />
    </IslandRoot>,
  );
}
