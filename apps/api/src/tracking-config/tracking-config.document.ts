import { defaultTrackingConfig, type TrackingConfig, trackingConfigSchema } from '@agency/contracts';
import type { DocumentDefinition } from '../content/engine/content-documents';

/** The one event the tracking configuration wrote while it kept its own history. */
type TrackingConfigChangedData = { config: TrackingConfig; restoredFrom?: number };

/**
 * The tracking configuration staff edit: a document saved as a whole, like the website
 * settings. Its events stay in the stream it always had; the ones written before are read as saves and
 * restores, so its history goes back to its first version.
 */
export const trackingConfigDocument: DocumentDefinition<typeof trackingConfigSchema> = {
  name: 'tracking-config',
  eventPrefix: 'TrackingConfig',
  label: 'Tracking-Konfiguration',
  permission: 'tracking',
  schema: trackingConfigSchema,
  initial: defaultTrackingConfig,
  // GET/POST /api/admin/tracking-config with its history and restore; the visitors read their own view.
  admin: {
    key: 'config',
    envelope: true,
    // Parsing fills switches added since the configuration was saved with their defaults.
    readWithDefaults: true,
    saveMethod: 'POST',
    saveStatus: 201,
    summaries: {
      read: 'Tracking-Konfiguration; ETag = Version',
      save: 'Tracking-Konfiguration speichern (vollständig)',
    },
  },
  legacy: {
    streamId: 'setting-tracking-config',
    upcasters: {
      TrackingConfigChanged: ({ config, restoredFrom }: TrackingConfigChangedData) =>
        restoredFrom
          ? { type: 'TrackingConfigReverted', data: { toVersion: restoredFrom, document: config } }
          : { type: 'TrackingConfigSaved', data: { document: config } },
    },
  },
};
