import { z } from 'zod';
import { isoDay } from './statistics';

/**
 * Shared dashboards: a read-only page of chosen statistics for the agency's clients, opened by a link
 * (`/geteilt/<token>`) without a login, optionally with a password and an expiry, revocable.
 */
export const SHARED_DASHBOARD_PATH = '/geteilt';

export const SHARED_DASHBOARD_SECTIONS = ['summary', 'trend', 'pages', 'sources', 'devices', 'countries'] as const;
export type SharedDashboardSection = (typeof SHARED_DASHBOARD_SECTIONS)[number];
export const SHARED_DASHBOARD_SECTION_LABELS: Record<SharedDashboardSection, string> = {
  summary: 'Kennzahlen',
  trend: 'Besuchertrend',
  pages: 'Top-Seiten',
  sources: 'Traffic-Quellen',
  devices: 'Geräte',
  countries: 'Top-Länder',
};

export const SHARED_DASHBOARD_PERIODS = ['7d', '30d', '6m', '12m'] as const;
export type SharedDashboardPeriod = (typeof SHARED_DASHBOARD_PERIODS)[number];
export const SHARED_DASHBOARD_PERIOD_LABELS: Record<SharedDashboardPeriod, string> = {
  '7d': 'letzte 7 Tage',
  '30d': 'letzte 30 Tage',
  '6m': 'letzte 6 Monate',
  '12m': 'letzte 12 Monate',
};

export const SHARED_DASHBOARD_MESSAGES = {
  nameMissing: 'Bitte einen Namen angeben, z. B. den des Kunden',
  sectionsMissing: 'Bitte mindestens einen Bereich auswählen',
  passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
  expiryPast: 'Das Ablaufdatum muss in der Zukunft liegen',
  notFound: 'Geteiltes Dashboard nicht gefunden',
  linkGone: 'Dieser Link ist ungültig, abgelaufen oder wurde widerrufen.',
  wrongPassword: 'Das Passwort ist falsch.',
  tooMany: 'Zu viele Aufrufe. Bitte versuchen Sie es später erneut.',
} as const;

/** POST /api/admin/statistics/shared-dashboards. */
export const createSharedDashboardRequestSchema = z.object({
  name: z.string().trim().min(1, SHARED_DASHBOARD_MESSAGES.nameMissing).max(80, 'Der Name ist zu lang'),
  sections: z
    .array(z.enum(SHARED_DASHBOARD_SECTIONS))
    .min(1, SHARED_DASHBOARD_MESSAGES.sectionsMissing)
    .max(SHARED_DASHBOARD_SECTIONS.length)
    .transform((sections) => SHARED_DASHBOARD_SECTIONS.filter((section) => sections.includes(section))),
  period: z.enum(SHARED_DASHBOARD_PERIODS).default('30d'),
  /** Empty: no password. */
  password: z
    .union([z.literal(''), z.string().min(8, SHARED_DASHBOARD_MESSAGES.passwordTooShort).max(200)])
    .default(''),
  /** The last day the link works (yyyy-mm-dd, Berlin); empty: until revoked. */
  expires_on: z.union([z.literal(''), isoDay]).default(''),
});
export type CreateSharedDashboardRequest = z.input<typeof createSharedDashboardRequestSchema>;

export const sharedDashboardSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(z.enum(SHARED_DASHBOARD_SECTIONS)),
  period: z.enum(SHARED_DASHBOARD_PERIODS),
  has_password: z.boolean(),
  expires_on: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** The link's path, `/geteilt/<token>`. */
  path: z.string(),
});
export type SharedDashboard = z.infer<typeof sharedDashboardSchema>;
export const sharedDashboardListSchema = z.object({ dashboards: z.array(sharedDashboardSchema) });
