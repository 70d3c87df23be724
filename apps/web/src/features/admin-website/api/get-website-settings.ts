import { websiteSettingsSchema } from '@agency/contracts';
import { useEditedDocument } from '../../../components/admin/publishing';

export const websiteSettingsQueryKey = ['admin', 'website-settings'] as const;

/** GET /api/admin/website-settings/draft: the settings as the draft has them, else as published. */
export const useWebsiteSettings = () =>
  useEditedDocument(websiteSettingsQueryKey, '/api/admin/website-settings', websiteSettingsSchema);
