import { existsSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_KINDS, type ContentKind, isCollectionKind, isDocumentKind } from '@agency/contracts';

/**
 * The stream that marks the built-in content written once (ContentSeeder); staff deleting it all does not bring it
 * back. A later release's built-in content reaches an install that has it by a migration instead.
 */
export const SEED_STREAM = 'content-seed';

/**
 * The built-in content (seed/data, written by hand in German, every record marked sample) in the shape
 * the seeder writes: collection items with their ids in the staff order of the data files.
 */
export type SeedItem = Record<string, unknown> & { id: string };

const inOrder = <T extends { id: string; sortOrder?: number }>(items: readonly T[]): SeedItem[] =>
  [...items]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map(({ sortOrder: _sortOrder, ...item }) => item as SeedItem);

/**
 * Where a kind's built-in content is: the default export of `data/<kind name>` (data/success-stories.ts, the
 * items; data/faqs.ts, the document; data/email-template.ts, the documents by key).
 */
const DATA_DIR = path.join(__dirname, 'data');

/** The default export of the kind's data file, found by the kind's name; undefined without such a file. */
function builtInData(name: string): unknown {
  const file = path.join(DATA_DIR, name);
  if (!['.ts', '.js'].some((extension) => existsSync(`${file}${extension}`))) return undefined;
  // Built as one file per module (CommonJS), so the data file is there to load by its name.
  return (require(file) as { default?: unknown }).default;
}

/** The built-in items of a collection, found by its kind's name; none without such a file. */
export function builtInItems(name: string): SeedItem[] | undefined {
  const items = builtInData(name) as readonly (SeedItem & { sortOrder?: number })[] | undefined;
  if (items === undefined) return undefined;
  if (!Array.isArray(items)) throw new Error(`seed/data/${name}: the default export is not a list of items`);
  return inOrder(items);
}

/** The built-in items of each collection, by kind name: those of `kinds` that have a data file of their name. */
export function builtInCollections(kinds: readonly ContentKind[]): Record<string, SeedItem[]> {
  return Object.fromEntries(
    kinds.filter(isCollectionKind).flatMap((kind) => {
      const items = builtInItems(kind.name);
      return items ? [[kind.name, items]] : [];
    }),
  );
}

/** The built-in items of each of the product's collections, by kind name. */
export const seedCollections: Record<string, SeedItem[]> = builtInCollections(CONTENT_KINDS);

/** The built-in document of each document kind, by kind name (a keyed kind's documents by key). */
export function builtInDocuments(kinds: readonly ContentKind[]): Record<string, unknown> {
  return Object.fromEntries(
    kinds.filter(isDocumentKind).flatMap((kind) => {
      const document = builtInData(kind.name);
      return document === undefined ? [] : [[kind.name, document]];
    }),
  );
}

/** The built-in document of each of the product's document kinds, by kind name. */
export const seedDocuments: Record<string, unknown> = builtInDocuments(CONTENT_KINDS);

/**
 * The built-in content the seeder writes into the kinds the api runs with, by kind name: the product's
 * (BUILT_IN_CONTENT), or a test's beside it for a kind of its own. A class only to be the seeder's token.
 */
export abstract class BuiltInContent {
  abstract readonly collections: Readonly<Record<string, readonly SeedItem[]>>;
  abstract readonly documents: Readonly<Record<string, unknown>>;
}

export const BUILT_IN_CONTENT: BuiltInContent = { collections: seedCollections, documents: seedDocuments };
