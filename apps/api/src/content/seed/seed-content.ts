import {
  emailTemplatesKind,
  faqKind,
  homePackagesKind,
  imagesKind,
  imprintKind,
  portfolioProjectsKind,
  pricingPackagesKind,
  pricingTestimonialsKind,
  privacyPolicyKind,
  servicesKind,
  successStoriesKind,
  termsKind,
  testimonialsKind,
  websiteSettingsKind,
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

/** The built-in items of each collection, by kind name. */
export const seedCollections: Record<string, SeedItem[]> = {
  [successStoriesKind.name]: inOrder(data.SEED_SUCCESS_STORIES),
  [testimonialsKind.name]: inOrder(data.SEED_TESTIMONIALS),
  [portfolioProjectsKind.name]: inOrder(data.SEED_PORTFOLIO_PROJECTS),
  [pricingPackagesKind.name]: inOrder(data.SEED_PRICING_PACKAGES),
  [pricingTestimonialsKind.name]: inOrder(data.SEED_PRICING_TESTIMONIALS),
};

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
