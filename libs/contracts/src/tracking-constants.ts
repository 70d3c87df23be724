/**
 * Kept apart from tracking-config.ts, which builds zod schemas when it loads: the visitors' tracking chunk
 * imports these alone, and zod would come along (its eval check breaks the pages' CSP).
 */
/** Fixed constants the visitor view carries. */
export const TRACKING_CONSTANTS = {
  configCacheMs: 300_000,
  timeUpdateIntervalMs: 5_000,
  formAbandonmentTimeoutMs: 30_000,
  scrollMilestones: [25, 50, 75, 100],
  trackedButtons: [
    'Projekt starten',
    'Mehr erfahren',
    'Portfolio ansehen',
    'Kontakt aufnehmen',
    'Jetzt anfragen',
    'Unverbindliches Angebot anfragen',
    'Details ansehen',
  ],
  trackedExtensions: ['.pdf', '.zip', '.doc', '.docx', '.xls', '.xlsx'],
  socialNetworks: ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'],
} as const;
