import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which drafts a read shows: none, except inside `withDraftsOf` (a preview link's render). The
 * public reads stay the endpoints' own code (PublicContentReader); the content machinery answers them with
 * the drafts of the named collections and documents applied, for that render only.
 */
const draftView = new AsyncLocalStorage<ReadonlySet<string>>();

/** Runs `read` with the drafts of `contents` (collection or document names, e.g. 'pricing-packages') applied. */
export function withDraftsOf<T>(contents: readonly string[], read: () => Promise<T>): Promise<T> {
  return draftView.run(new Set(contents), read);
}

/** Whether the read under way shows the drafts of `content`. */
export function showsDraftsOf(content: string): boolean {
  return draftView.getStore()?.has(content) ?? false;
}
