import type { PermissionKey } from '@agency/contracts';
import { emailTemplatesDocument } from './email-templates/email-templates.controller';
import { faqDocument } from './faqs/faqs.controller';
import { homePackagesDocument } from './home-packages/home-packages.controller';
import { imagesDocument } from './images/images.controller';
import { legalDocuments } from './legal/legal.controller';
import { portfolioProjects } from './portfolio-projects/portfolio-projects.collection';
import { pricingPackages } from './pricing-packages/pricing-packages.collection';
import { pricingTestimonials } from './pricing-testimonials/pricing-testimonials.collection';
import { servicesDocument } from './services/services.controller';
import type { CollectionDefinition } from './shared/content-collection';
import type { DocumentDefinition } from './shared/content-documents';
import { successStories } from './success-stories/success-stories.collection';
import { systemSettingsDocuments } from './system-settings/system-settings.store';
import { testimonials } from './testimonials/testimonials.collection';
import { websiteSettingsDocument } from './website-settings/website-settings.controller';

/** Every content collection: each gets the same admin routes, a public list and a projection. */
export const CONTENT_COLLECTIONS: readonly CollectionDefinition[] = [
  successStories,
  testimonials,
  portfolioProjects,
  pricingPackages,
  pricingTestimonials,
];

/**
 * The documents the website shows, which staff prepare as drafts, preview and publish (issue 21); the
 * others (e-mail templates, system settings) are saved straight away.
 */
export const PUBLISHABLE_DOCUMENTS: readonly DocumentDefinition[] = [
  faqDocument,
  servicesDocument,
  homePackagesDocument,
  legalDocuments.impressum,
  legalDocuments.datenschutz,
  legalDocuments.agb,
  imagesDocument,
  websiteSettingsDocument,
];

/** Every kind of content document, each with its own routes (see its controller) and a projection. */
export const CONTENT_DOCUMENTS: readonly DocumentDefinition[] = [
  ...PUBLISHABLE_DOCUMENTS,
  emailTemplatesDocument,
  systemSettingsDocuments.mysql,
  systemSettingsDocuments.smtp,
];

/** What staff can plan ('Veröffentlichen am …'): every collection and publishable document, named for staff. */
export interface PlannableContent {
  name: string;
  label: string;
  permission: PermissionKey;
  collection: boolean;
}

export const PLANNABLE_CONTENTS: readonly PlannableContent[] = [
  ...CONTENT_COLLECTIONS.map((c) => ({
    name: c.name,
    label: c.pluralLabel,
    permission: c.permission,
    collection: true,
  })),
  ...PUBLISHABLE_DOCUMENTS.map((d) => ({ name: d.name, label: d.label, permission: d.permission, collection: false })),
];
