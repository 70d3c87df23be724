import { type WebsiteSettings, websiteSettingsSchema } from '@agency/contracts';
import { documentControllers } from '../shared/content-document.controllers';
import type { DocumentDefinition } from '../shared/content-documents';
import { parseContent } from '../shared/content-input';
import { carrySample } from '../shared/document-routes';

export const websiteSettingsDocument: DocumentDefinition<typeof websiteSettingsSchema> = {
  name: 'website-settings',
  eventPrefix: 'WebsiteSettings',
  label: 'Website-Einstellungen',
  permission: 'website',
  schema: websiteSettingsSchema,
  previewPath: '/',
};

/**
 * Social networks, contact info and company info. The footer reads social_media and contact_info; the
 * spec leaves open whether inside `settings`, so the public answer carries both forms.
 */
export const [WebsiteSettingsAdminController, WebsiteSettingsPublicController, WebsiteSettingsPublishingController] =
  documentControllers<typeof websiteSettingsSchema, WebsiteSettings>(websiteSettingsDocument, {
    key: 'settings',
    empty: () => parseContent(websiteSettingsSchema, {}),
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
      path: 'api/public/website-settings',
      handler: 'get',
      summary: 'Website-Einstellungen für die Website (Fußbereich)',
      view: ({ sample: _sample, ...settings }) => ({ success: true, settings, ...settings }),
    },
  });
