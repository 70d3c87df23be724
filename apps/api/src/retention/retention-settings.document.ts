import { ForbiddenException } from '@nestjs/common';
import {
  defaultRetentionSettings,
  PERMISSION_LABELS,
  RETENTION_PERMISSIONS,
  retentionFieldLocked,
  retentionFieldsRefused,
  type RetentionSettings,
  retentionSettingsSchema,
} from '@agency/contracts';
import type { StaffPrincipal } from '../auth/staff-principal';
import type { DocumentDefinition } from '../content/engine/content-documents';

/**
 * A save or restore that changes a period needs, besides `system`, the permission of the data that period
 * erases; else nothing changes.
 */
function authorizeRetentionChange(actor: StaffPrincipal, before: RetentionSettings, after: RetentionSettings): void {
  const refused = retentionFieldsRefused(
    actor,
    retentionSettingsSchema.parse(before),
    retentionSettingsSchema.parse(after),
  );
  if (refused.length === 0) return;
  const labels = refused.map((field) => PERMISSION_LABELS[RETENTION_PERMISSIONS[field]]);
  throw new ForbiddenException({
    message: `Keine Berechtigung für: ${labels.join(', ')}; es wurde nichts geändert`,
    details: refused.map((field) => ({ field, message: retentionFieldLocked(field) })),
  });
}

/**
 * How long offer requests and raw analytics events are kept (System tab, 'Aufbewahrung'): a setting with history.
 * GET/PUT /api/admin/retention-settings with its history and restore (permission system; a change of a period also
 * that of its data).
 */
export const retentionSettingsDocument: DocumentDefinition<typeof retentionSettingsSchema> = {
  name: 'retention-settings',
  eventPrefix: 'RetentionSettings',
  label: 'Aufbewahrung',
  permission: 'system',
  schema: retentionSettingsSchema,
  initial: defaultRetentionSettings,
  authorize: authorizeRetentionChange,
  admin: {
    key: 'settings',
    envelope: true,
    readWithDefaults: true,
    saveMethod: 'PUT',
    message: 'Aufbewahrung gespeichert',
    summaries: {
      read: 'Aufbewahrung: Fristen für Anfragen und Rohdaten der Statistik; ETag = Version',
      save: 'Aufbewahrung speichern (vollständig; requests_months null = aus)',
    },
  },
};
