import {
  CONTENT_KINDS,
  type CollectionKind,
  type DocumentKind,
  isCollectionKind,
  isDocumentKind,
  type PermissionKey,
} from '@agency/contracts';

/*
 * The api's views of the one list of content kinds (libs/contracts content-kinds.ts). Each is a filter of
 * CONTENT_KINDS: a new kind appears in every one of them by being defined there.
 */

/** Every content collection: each gets the same admin routes, a public list and a projection. */
export const CONTENT_COLLECTIONS: readonly CollectionKind[] = CONTENT_KINDS.filter(isCollectionKind);

/** Every kind of content document, each with its routes (see its controller) and a projection. */
export const CONTENT_DOCUMENTS: readonly DocumentKind[] = CONTENT_KINDS.filter(isDocumentKind);

/**
 * The documents the website shows, which staff prepare as drafts, preview and publish; the
 * others (e-mail templates, system settings) are saved straight away.
 */
export const PUBLISHABLE_DOCUMENTS: readonly DocumentKind[] = CONTENT_DOCUMENTS.filter((kind) => kind.publishable);

/** What staff can plan ('Veröffentlichen am …'): every publishable kind, named for staff. */
export interface PlannableContent {
  name: string;
  label: string;
  permission: PermissionKey;
  collection: boolean;
}

export const PLANNABLE_CONTENTS: readonly PlannableContent[] = CONTENT_KINDS.filter((kind) => kind.publishable).map(
  (kind) => ({
    name: kind.name,
    label: isCollectionKind(kind) ? kind.pluralLabel : kind.label,
    permission: kind.permission,
    collection: isCollectionKind(kind),
  }),
);
