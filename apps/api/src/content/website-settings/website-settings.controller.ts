import { type WebsiteSettings, websiteSettingsKind, websiteSettingsSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import { parseContent } from '../shared/content-input';
import { carrySample } from '../shared/document-routes';

/**
 * Social networks, contact info and company info. The footer reads social_media and contact_info; the
 * spec leaves open whether inside `settings`, so the public answer carries both forms.
 */
export const [WebsiteSettingsAdminController, WebsiteSettingsPublicController, WebsiteSettingsPublishingController] =
  documentControllers<typeof websiteSettingsSchema, WebsiteSettings>(websiteSettingsKind, {
    key: 'settings',
    read: { summary: 'Website-Einstellungen; ETag = Version', envelope: true },
    save: {
      method: 'POST',
      summary: 'Website-Einstellungen speichern',
      parse: async (body, current) => {
        const settings = parseContent(websiteSettingsSchema, (body as { settings?: unknown }).settings ?? body);
        return carrySample(await current(), settings);
      },
    },
    public: {
      handler: 'get',
      summary: 'Website-Einstellungen für die Website (Fußbereich)',
    },
  });
