import {
  type CollectionKind,
  type ContentKind,
  type DocumentKind,
  isCollectionKind,
  isDocumentKind,
  type PermissionKey,
} from '@agency/contracts';

/** What staff can plan ('Veröffentlichen am …'): every publishable kind, named for staff. */
export interface PlannableContent {
  name: string;
  label: string;
  permission: PermissionKey;
  collection: boolean;
}

/*
 * The api's views of the content kinds it runs with: the product's one list (libs/contracts content-kinds.ts,
 * CONTENT_KINDS), given to the app when it starts (ContentStoreModule.forKinds). Each view is a filter of
 * those kinds: a new kind appears in every one of them by being defined there. Injected wherever the kinds
 * are walked (routes, projections, seed, plans, previews, the site's history), never imported as a list.
 */
export class ContentRegistry {
  /** Every content collection: each gets the same admin routes, a public list and a projection. */
  readonly collections: readonly CollectionKind[];
  /** Every kind of content document, each with its routes (see its controller) and a projection. */
  readonly documents: readonly DocumentKind[];
  /**
   * The documents the website shows, which staff prepare as drafts, preview and publish; the others (e-mail
   * templates, system settings) are saved straight away.
   */
  readonly publishableDocuments: readonly DocumentKind[];
  /** What staff can plan: every publishable kind, collections and documents. */
  readonly plannable: readonly PlannableContent[];

  constructor(readonly kinds: readonly ContentKind[]) {
    this.collections = kinds.filter(isCollectionKind);
    this.documents = kinds.filter(isDocumentKind);
    this.publishableDocuments = this.documents.filter((kind) => kind.publishable);
    this.plannable = kinds
      .filter((kind) => kind.publishable)
      .map((kind) => ({
        name: kind.name,
        label: isCollectionKind(kind) ? kind.pluralLabel : kind.label,
        permission: kind.permission,
        collection: isCollectionKind(kind),
      }));
  }
}
