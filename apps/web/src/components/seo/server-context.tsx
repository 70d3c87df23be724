import { createContext, useContext, type ReactNode } from 'react';
import type { OrganizationFacts, ResolvedPageMeta } from './page-meta';

/**
 * Filled while the server renders one request: the page's metadata and HTTP status. It does not exist in
 * the browser, where the same components update the live document instead.
 */
export interface ServerRenderContext {
  origin: string;
  status: number;
  meta?: ResolvedPageMeta;
  /** The company facts of the website settings, for the structured data (set by the public layout). */
  organization?: OrganizationFacts;
  /** A preview link's render (drafts applied): the 'Vorschau' banner, never indexed. */
  preview?: boolean;
}

const ServerContext = createContext<ServerRenderContext | null>(null);

export function ServerContextProvider({ value, children }: { value: ServerRenderContext; children: ReactNode }) {
  return <ServerContext.Provider value={value}>{children}</ServerContext.Provider>;
}

export function useServerContext(): ServerRenderContext | null {
  return useContext(ServerContext);
}
