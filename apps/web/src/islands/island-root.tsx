import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createPath, type Navigator, Router, type To } from 'react-router-dom';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * An island's router: links inside an island are ordinary page loads (the next page comes from the page
 * cache, server-rendered with its own islands), as the links in the static parts around it are.
 */
const pageLoads: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/** Runs `onReady` once everything inside has mounted (a parent's effect runs after its children's). */
function Ready({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady]);
  return children;
}

/**
 * The providers around every island, the same on the server and in the browser so the hydrated markup matches:
 * the page's data (the server's query cache) and the page's address for links and the active navigation entry.
 * No element of its own and one child per level, so the ids React gives inside depend on the island alone.
 */
export function IslandRoot({
  location,
  queryClient,
  onReady,
  children,
}: {
  location: { pathname: string; search: string; hash?: string };
  queryClient: QueryClient;
  onReady?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router location={{ hash: '', ...location }} navigator={pageLoads}>
          <Ready onReady={onReady}>{children}</Ready>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
