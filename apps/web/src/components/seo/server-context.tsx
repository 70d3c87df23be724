import { createContext, useContext, type ReactNode } from 'react';
import type { FormPostResult, PostedForm } from '@agency/contracts';
import type { OrganizationFacts, ResolvedPageMeta } from './page-meta';
import type { IslandCollector } from '../../islands/island';

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
  /** A posted request form the api sent back (its page rendered again with what was typed and why). */
  formPost?: FormPostResult;
  /** Set while a page renders as islands: the interactive parts it placed, rendered after it on their own. */
  islands?: IslandCollector;
}

const ServerContext = createContext<ServerRenderContext | null>(null);

export function ServerContextProvider({ value, children }: { value: ServerRenderContext; children: ReactNode }) {
  return <ServerContext.Provider value={value}>{children}</ServerContext.Provider>;
}

export function useServerContext(): ServerRenderContext | null {
  return useContext(ServerContext);
}

/**
 * The result of a posted request form when the server renders its page again for the answer, for this
 * form; undefined on every other render (the cached pages, the browser).
 */
export function usePostedForm(form: PostedForm): FormPostResult | undefined {
  const result = useContext(ServerContext)?.formPost;
  return result?.form === form ? result : undefined;
}
