import { type DehydratedState, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** Global under which the server render hands its fetched data to the browser. */
export const DEHYDRATED_STATE_KEY = '__QUERY_STATE__';

/**
 * The server's data without the times it was fetched: a page is rendered once per content version and
 * answered for as long as that version holds, so its bytes must depend on the content only.
 */
export function withoutTimestamps(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * In the browser, the page's data counts as loaded now: the server answered the page for the current content
 * version, however long ago it rendered it (otherwise every query would refetch at once as stale).
 */
export function loadedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** Providers shared by the browser and the server render. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
