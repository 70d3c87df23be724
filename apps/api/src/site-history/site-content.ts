import type { PermissionKey } from '@agency/contracts';
import { CONTENT_COLLECTIONS } from '../content/content.registry';
import { faqDocument } from '../content/faqs/faqs.controller';
import { homePackagesDocument } from '../content/home-packages/home-packages.controller';
import { imagesDocument } from '../content/images/images.controller';
import { legalDocuments } from '../content/legal/legal.controller';
import { servicesDocument } from '../content/services/services.controller';
import type { DocumentDefinition } from '../content/shared/content-documents';
import { websiteSettingsDocument } from '../content/website-settings/website-settings.controller';

/**
 * What 'the site as it was' covers: the content documents the public pages show, each with the permission
 * its own screen needs. Left out on purpose: e-mail templates (mails, not pages), the system and tracking
 * settings (configuration, with passwords kept outside the log), and all personal data (requests, customers,
 * notes, users), which never travels back in time.
 */
export const SITE_DOCUMENTS: readonly { definition: DocumentDefinition; permission: PermissionKey }[] = [
  { definition: faqDocument, permission: 'faq' },
  { definition: servicesDocument, permission: 'services' },
  { definition: homePackagesDocument, permission: 'services' },
  { definition: legalDocuments.impressum, permission: 'legal' },
  { definition: legalDocuments.datenschutz, permission: 'legal' },
  { definition: legalDocuments.agb, permission: 'legal' },
  { definition: imagesDocument, permission: 'images' },
  { definition: websiteSettingsDocument, permission: 'website' },
];

/** Every content collection is shown on the public site (enabled items). */
export const SITE_COLLECTIONS = CONTENT_COLLECTIONS;
