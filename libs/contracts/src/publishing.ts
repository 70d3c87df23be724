import { z } from 'zod';
import type { PermissionKey } from './permissions';

/**
 * Drafts, preview links, changes before publishing and planned publications (issue 21): the payloads the
 * back-office exchanges with every content type's publishing routes.
 */

export const PUBLICATION_ACTIONS = ['publish', 'take_offline'] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

/** 'Veröffentlichen am …': a wall-clock time in Europe/Berlin, as a datetime-local field sends it. */
export const schedulePublicationRequestSchema = z.object({
  action: z.enum(PUBLICATION_ACTIONS, { message: 'Unbekannte Aktion' }).default('publish'),
  at: z
    .string({ message: 'Zeitpunkt fehlt' })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Zeitpunkt im Format JJJJ-MM-TTTHH:MM (Europe/Berlin) angeben'),
});
export type SchedulePublicationRequest = z.infer<typeof schedulePublicationRequestSchema>;

/** A plan as the 'Geplant' list shows it. */
export interface PublicationPlanView {
  planId: string;
  content: string;
  /** The collection item it concerns (collections only), and its name or title (the draft's, else the live one). */
  itemId: string | null;
  itemTitle: string | null;
  action: PublicationAction;
  /** ISO instant, and the same as Berlin wall time 'YYYY-MM-DDTHH:mm'. */
  at: string;
  atBerlin: string;
  state: 'planned' | 'running' | 'done' | 'cancelled' | 'failed';
  outcome: string | null;
  error: string | null;
  plannedBy: string | null;
  plannedAt: string;
}

/** A plan in the back-office's 'Geplant' overview of every content type the staff member may edit. */
export interface PlannedPublication extends PublicationPlanView {
  /** The content type's German name ('Preispakete', 'FAQ'). */
  contentLabel: string;
}

/**
 * The permissions of the content staff prepare and plan: whoever holds one sees the 'Geplant' overview (with
 * the plans of the content types they hold). The api checks its content registry against this list.
 */
export const PUBLISHING_PERMISSIONS = [
  'website',
  'testimonials',
  'success_stories',
  'portfolio',
  'pricing',
  'legal',
  'faq',
  'services',
  'images',
] as const satisfies readonly PermissionKey[];

/** 'Änderungen': one changed field, old → new, texts also word by word. */
export interface PublicationChange {
  field: string;
  before: unknown;
  after: unknown;
  words?: { text: string; added?: true; removed?: true }[];
}

/** 'Entwurf' / 'Veröffentlicht' of a document or item, for the editors. */
export interface PublicationStatus {
  /** Whether the website shows a version of it. */
  published: boolean;
  /** Whether a draft waits to be published. */
  hasDraft: boolean;
  draftUpdatedAt: string | null;
  draftUpdatedBy: string | null;
  /** Open plans ('Geplant'). */
  plans: number;
}

export const previewLinkRequestSchema = z.object({
  /** The public page to open, e.g. '/preise'; the content's own page when left out. */
  path: z
    .string()
    .max(200)
    .regex(/^\/[a-z0-9\-/]*$/, 'Ungültiger Seitenpfad')
    .optional(),
});
export type PreviewLinkRequest = z.infer<typeof previewLinkRequestSchema>;

export interface PreviewLinkView {
  id: string;
  /** The whole link to send, e.g. 'https://www.example.de/preise?vorschau=…'. */
  url: string;
  path: string;
  createdAt: string;
  createdBy: string | null;
  expiresAt: string;
}

/** How long a preview link opens the page (issue 21: 48 hours). */
export const PREVIEW_LINK_HOURS = 48;
/** The query parameter of a preview link. */
export const PREVIEW_QUERY_PARAMETER = 'vorschau';
