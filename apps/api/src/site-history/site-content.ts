import { CONTENT_COLLECTIONS, PUBLISHABLE_DOCUMENTS } from '../content/content.registry';

/**
 * What 'the site as it was' covers: the content documents the public pages show; each definition names the
 * permission its screen needs. Left out on purpose: e-mail templates (mails, not pages), the system and
 * tracking settings (configuration, with passwords kept outside the log), and all personal data (requests,
 * customers, notes, users), which never travels back in time.
 */
export const SITE_DOCUMENTS = PUBLISHABLE_DOCUMENTS;

/** Every content collection is shown on the public site (enabled items). */
export const SITE_COLLECTIONS = CONTENT_COLLECTIONS;
