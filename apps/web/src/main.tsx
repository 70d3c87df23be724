import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProvider, createQueryClient, DEHYDRATED_STATE_KEY, loadedNow } from './app/provider';
import { findPageRoute } from './app/route-table';
import { AppRoutes } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');

// The server's data: the first render in the browser shows exactly what the server sent.
const queryClient = createQueryClient();
const stateBlock = document.getElementById(DEHYDRATED_STATE_KEY);
if (stateBlock?.textContent) hydrate(queryClient, loadedNow(JSON.parse(stateBlock.textContent)));

/** Marks the document once React has taken over the server's HTML (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <HydrationMarker />
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

async function start(root: HTMLElement) {
  // The page's chunk is already on its way (modulepreload); waiting for it avoids a Suspense fallback.
  await findPageRoute(window.location.pathname)
    ?.page.preload()
    .catch(() => undefined);
  // Server-rendered public pages are hydrated; /admin (an empty shell) and the dev server render from scratch.
  // Hydration as a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page (no long task while a phone hydrates a long page).
  if (root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
void start(container);
