import { defaultRetentionSettings, type RetentionSettings, retentionSettingsSchema } from '@agency/contracts';
import { documentControllers } from '../content/shared/content-document.controllers';
import type { DocumentDefinition } from '../content/shared/content-documents';
import { parseContent } from '../content/shared/content-input';

/** How long offer requests and raw analytics events are kept (System tab, 'Aufbewahrung'): a setting with history. */
export const retentionSettingsDocument: DocumentDefinition<typeof retentionSettingsSchema> = {
  name: 'retention-settings',
  eventPrefix: 'RetentionSettings',
  label: 'Aufbewahrung',
  permission: 'system',
  schema: retentionSettingsSchema,
};

/** GET/PUT /api/admin/retention-settings with its history and restore (permission system). */
export const [RetentionSettingsAdminController] = documentControllers<
  typeof retentionSettingsSchema,
  RetentionSettings
>(retentionSettingsDocument, {
  key: 'settings',
  empty: defaultRetentionSettings,
  read: {
    summary: 'Aufbewahrung: Fristen für Anfragen und Rohdaten der Statistik; ETag = Version',
    envelope: true,
    view: (settings) => retentionSettingsSchema.parse(settings),
  },
  save: {
    method: 'PUT',
    summary: 'Aufbewahrung speichern (vollständig; requests_months null = aus)',
    parse: (body) => parseContent(retentionSettingsSchema, body),
    message: 'Aufbewahrung gespeichert',
  },
});
