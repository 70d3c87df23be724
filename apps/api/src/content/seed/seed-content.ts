import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CONTENT_KINDS,
  emailTemplatesKind,
  faqKind,
  homePackagesKind,
  imagesKind,
  imprintKind,
  isCollectionKind,
  privacyPolicyKind,
  servicesKind,
  termsKind,
  websiteSettingsKind,
  type ContentKind,
} from '@agency/contracts';
import * as data from './data';

/**
 * The built-in content (seed/data, written by hand in German, every record marked sample) in the shape
 * the seeder writes: collection items with their ids in the staff order of the data files.
 */
export type SeedItem = Record<string, unknown> & { id: string };

const inOrder = <T extends { id: string; sortOrder?: number }>(items: readonly T[]): SeedItem[] =>
  [...items]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map(({ sortOrder: _sortOrder, ...item }) => item as SeedItem);

/** Where a collection's built-in items are: the default export of `data/<kind name>` (data/success-stories.ts). */
const DATA_DIR = path.join(__dirname, 'data');

/** The built-in items of a collection, found by its kind's name; none without such a file. */
export function builtInItems(name: string): SeedItem[] | undefined {
  const file = path.join(DATA_DIR, name);
  if (!['.ts', '.js'].some((extension) => existsSync(`${file}${extension}`))) return undefined;
  // Built as one file per module (CommonJS), so the data file is there to load by its name.
  const items = (require(file) as { default?: readonly (SeedItem & { sortOrder?: number })[] }).default;
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

/** The built-in document of each kind of one document, by kind name; a keyed kind's documents by key. */
export const seedDocuments: Record<string, unknown> = {
  [faqKind.name]: data.SEED_FAQ_CATEGORIES,
  [servicesKind.name]: inOrder(data.SEED_SERVICES),
  [homePackagesKind.name]: data.SEED_HOME_PACKAGES,
  [imprintKind.name]: data.SEED_IMPRESSUM,
  [privacyPolicyKind.name]: data.SEED_DATENSCHUTZ,
  [termsKind.name]: data.SEED_AGB,
  [imagesKind.name]: data.SEED_IMAGES,
  [websiteSettingsKind.name]: data.SEED_WEBSITE_SETTINGS,
  [emailTemplatesKind.name]: Object.fromEntries(data.SEED_EMAIL_TEMPLATES.map(({ id, ...template }) => [id, template])),
};

/**
 * The built-in content the seeder writes into the kinds the api runs with, by kind name: the product's
 * (BUILT_IN_CONTENT), or a test's beside it for a kind of its own. A class only to be the seeder's token.
 */
export abstract class BuiltInContent {
  abstract readonly collections: Readonly<Record<string, readonly SeedItem[]>>;
  abstract readonly documents: Readonly<Record<string, unknown>>;
}

export const BUILT_IN_CONTENT: BuiltInContent = { collections: seedCollections, documents: seedDocuments };
