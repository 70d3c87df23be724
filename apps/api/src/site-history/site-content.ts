import type { PermissionKey } from '@agency/contracts';
import {
  CONTENT_COLLECTIONS,
  PUBLISHABLE_DOCUMENT_PERMISSIONS,
  PUBLISHABLE_DOCUMENTS,
} from '../content/content.registry';
import type { DocumentDefinition } from '../content/shared/content-documents';

/**
 * What 'the site as it was' covers: the content documents the public pages show, each with the permission
 * its own screen needs. Left out on purpose: e-mail templates (mails, not pages), the system and tracking
 * settings (configuration, with passwords kept outside the log), and all personal data (requests, customers,
 * notes, users), which never travels back in time.
 */
export const SITE_DOCUMENTS: readonly { definition: DocumentDefinition; permission: PermissionKey }[] =
  PUBLISHABLE_DOCUMENTS.map((definition) => ({
    definition,
    permission: PUBLISHABLE_DOCUMENT_PERMISSIONS.get(definition.name) as PermissionKey,
  }));

/** Every content collection is shown on the public site (enabled items). */
export const SITE_COLLECTIONS = CONTENT_COLLECTIONS;
