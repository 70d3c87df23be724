import { z } from 'zod';

/**
 * Drafts, preview links, changes before publishing and planned publications: the payloads the
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
export const publicationPlanViewSchema = z.object({
  planId: z.string(),
  content: z.string(),
  /** The collection item it concerns (collections only), and its name or title (the draft's, else the live one). */
  itemId: z.string().nullable(),
  itemTitle: z.string().nullable(),
  action: z.enum(PUBLICATION_ACTIONS),
  /** ISO instant, and the same as Berlin wall time 'YYYY-MM-DDTHH:mm'. */
  at: z.string(),
  atBerlin: z.string(),
  state: z.enum(['planned', 'running', 'done', 'cancelled', 'failed']),
  outcome: z.string().nullable(),
  error: z.string().nullable(),
  plannedBy: z.string().nullable(),
  plannedAt: z.string(),
});
export type PublicationPlanView = z.infer<typeof publicationPlanViewSchema>;

/** GET {resource}/plans */
export const publicationPlansAnswerSchema = z.object({ plans: z.array(publicationPlanViewSchema) });

/**
 * Why a plan was not run: the person who planned it may no longer act in its area when it comes due (their
 * account is gone or inactive, or lacks the content's permission). A plan runs with its planner's rights.
 */
export const PLAN_FAILURE_REASONS = ['planner_missing', 'planner_inactive', 'planner_lacks_permission'] as const;
export type PlanFailureReason = (typeof PLAN_FAILURE_REASONS)[number];

/** Each reason as 'Geplant' and 'Aktivität' say it. */
export const PLANNER_GONE_TEXTS: Record<PlanFailureReason, string> = {
  planner_missing: 'Die planende Person existiert nicht mehr.',
  planner_inactive: 'Die planende Person ist nicht mehr aktiv.',
  planner_lacks_permission: 'Die planende Person hat keine Berechtigung mehr für diesen Bereich.',
};

/** The error 'Geplant' shows beside a plan that was not run. */
export const planFailureText = (reason: PlanFailureReason): string => `Nicht ausgeführt: ${PLANNER_GONE_TEXTS[reason]}`;

/**
 * What a staff member set going that would act under their name later: open plans ('Veröffentlichen am …')
 * and preview links that still open. They end with the account (deactivated, deleted) or with the
 * permission of their content.
 */
export const staffOpenWorkSchema = z.object({
  plans: z.number().int(),
  previewLinks: z.number().int(),
  /** Personal API keys, which a deactivation or deletion revokes for good. */
  apiKeys: z.number().int(),
});
export type StaffOpenWork = z.infer<typeof staffOpenWorkSchema>;

/** A plan in the back-office's 'Geplant' overview of every content type the staff member may edit. */
export const plannedPublicationSchema = publicationPlanViewSchema.extend({
  /** The content type's German name ('Preispakete', 'FAQ'). */
  contentLabel: z.string(),
});
export type PlannedPublication = z.infer<typeof plannedPublicationSchema>;

/** GET /api/admin/plans */
export const plannedPublicationsAnswerSchema = z.object({ plans: z.array(plannedPublicationSchema) });

/** 'Änderungen': one changed field, old → new, texts also word by word. */
export const publicationChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  words: z
    .array(z.object({ text: z.string(), added: z.literal(true).optional(), removed: z.literal(true).optional() }))
    .optional(),
});
export type PublicationChange = z.infer<typeof publicationChangeSchema>;

/** GET {resource}/changes */
export const publicationChangesAnswerSchema = z.object({ changes: z.array(publicationChangeSchema) });

/** 'Entwurf' / 'Veröffentlicht' of a document or item, for the editors. */
export const publicationStatusSchema = z.object({
  /** Whether the website shows a version of it. */
  published: z.boolean(),
  /** Whether a draft waits to be published. */
  hasDraft: z.boolean(),
  draftUpdatedAt: z.string().nullable(),
  draftUpdatedBy: z.string().nullable(),
  /** Open plans ('Geplant'). */
  plans: z.number(),
});
export type PublicationStatus = z.infer<typeof publicationStatusSchema>;

/**
 * An item of a collection as its editor works on it (the admin list and every answer about one item): its
 * fields (the draft's where there is a draft, else the live ones), the stream's version to send back as
 * If-Match, its place in the staff's order, who changed it last and its publication status.
 */
export const adminItemSchema = z.looseObject({
  id: z.string(),
  version: z.number(),
  sort: z.number(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  publication: publicationStatusSchema,
});
export type AdminItem = z.infer<typeof adminItemSchema>;

/** An item in the trash ('Papierkorb'): as above, with when it was deleted. */
export const trashedItemSchema = adminItemSchema.safeExtend({ deleted_at: z.string() });
export type TrashedItem = z.infer<typeof trashedItemSchema>;

/** GET {resource}/draft of a document: the live version and the draft (each null when there is none). */
export const editedDocumentAnswerSchema = <S extends z.ZodType>(document: S) =>
  z.object({
    version: z.number(),
    status: publicationStatusSchema,
    live: document.nullable(),
    draft: document.nullable(),
  });

/**
 * The paths of the website's own pages, as the server renders them (the web app's route table, aliases
 * included; the web app checks its table against this list). A preview link opens one of these and nothing
 * else: a path like '//host' or '/\\host' would make the link leave the site in a browser.
 */
export const SITE_PAGE_PATHS = [
  '/',
  '/leistungen',
  '/services',
  '/preise',
  '/pricing',
  '/portfolio',
  '/faq',
  '/kontakt',
  '/contact',
  '/angebot',
  '/anfrage-gesendet',
  '/impressum',
  '/datenschutz',
] as const;
export type SitePagePath = (typeof SITE_PAGE_PATHS)[number];

export function isSitePagePath(path: string): path is SitePagePath {
  return (SITE_PAGE_PATHS as readonly string[]).includes(path);
}

export const previewLinkRequestSchema = z.object({
  /** The public page to open, e.g. '/preise'; the content's own page when left out. */
  path: z.string().max(200).refine(isSitePagePath, 'Keine Seite dieser Website (z. B. /preise)').optional(),
});
export type PreviewLinkRequest = z.infer<typeof previewLinkRequestSchema>;

export const previewLinkViewSchema = z.object({
  id: z.string(),
  /** The whole link to send, e.g. 'https://www.example.de/preise?vorschau=…'. */
  url: z.string(),
  path: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type PreviewLinkView = z.infer<typeof previewLinkViewSchema>;

/** GET {resource}/previews */
export const previewLinksAnswerSchema = z.object({ links: z.array(previewLinkViewSchema) });
export type PreviewLinksAnswer = z.infer<typeof previewLinksAnswerSchema>;
/** POST {resource}/preview */
export const previewLinkCreatedAnswerSchema = z.object({ link: previewLinkViewSchema });

/** How long a preview link opens the page: 48 hours. */
export const PREVIEW_LINK_HOURS = 48;
/** The query parameter of a preview link. */
export const PREVIEW_QUERY_PARAMETER = 'vorschau';
