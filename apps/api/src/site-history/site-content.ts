import type { ContentRegistry } from '../content/content.registry';

/**
 * What 'the site as it was' covers: the content documents the public pages show; each definition names the
 * permission its screen needs. Left out on purpose: e-mail templates (mails, not pages), the system and
 * tracking settings (configuration, with passwords kept outside the log), and all personal data (requests,
 * customers, notes, users), which never travels back in time.
 */
export const siteDocuments = (content: ContentRegistry) => content.publishableDocuments;

/** Every content collection is shown on the public site (enabled items). */
export const siteCollections = (content: ContentRegistry) => content.collections;
