import * as data from './data';

/**
 * The built-in content (seed/data, written by hand in German, every record marked sample) in the shape
 * the seeder writes: collection items with their ids in the staff order of the data files.
 */
type SeedItem = Record<string, unknown> & { id: string };

const inOrder = <T extends { id: string; sortOrder?: number }>(items: readonly T[]): SeedItem[] =>
  [...items]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map(({ sortOrder: _sortOrder, ...item }) => item as SeedItem);

export const seedCollections: Record<string, SeedItem[]> = {
  'success-stories': inOrder(data.SEED_SUCCESS_STORIES),
  testimonials: inOrder(data.SEED_TESTIMONIALS),
  'portfolio-projects': inOrder(data.SEED_PORTFOLIO_PROJECTS),
  'pricing-packages': inOrder(data.SEED_PRICING_PACKAGES),
  'pricing-testimonials': inOrder(data.SEED_PRICING_TESTIMONIALS),
};

export const seedDocuments = {
  faqs: data.SEED_FAQ_CATEGORIES,
  services: inOrder(data.SEED_SERVICES),
  homePackages: data.SEED_HOME_PACKAGES,
  impressum: data.SEED_IMPRESSUM,
  datenschutz: data.SEED_DATENSCHUTZ,
  agb: data.SEED_AGB,
  images: data.SEED_IMAGES,
  websiteSettings: data.SEED_WEBSITE_SETTINGS,
  emailTemplates: data.SEED_EMAIL_TEMPLATES.map((template) => ({ ...template })) as (Record<string, unknown> & {
    id: string;
  })[],
};
