import { z } from 'zod';

/** How many entries one page of the activity log holds at most. */
export const ACTIVITY_PAGE_MAX = 100;

/**
 * GET /api/admin/activity?kind=&person=&before=&limit= (admins only). `kind` is one of the kinds the answer
 * lists (the api's registry decides which exist), `person` a staff user's id, `before` the `next_before` of
 * the previous page.
 */
export const activityQuerySchema = z.object({
  kind: z
    .string()
    .max(40)
    .regex(/^[a-z_]+$/, 'Unbekannte Art')
    .optional(),
  person: z.uuid('Unbekannte Person').optional(),
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_MAX).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

const personSchema = z.object({ id: z.string(), username: z.string() });

export const activityEntrySchema = z.object({
  /** The event's position in the log: unique, and the cursor of the paging. */
  id: z.number(),
  at: z.string(),
  kind: z.string(),
  /** Who did it (null: the system itself, or nobody known, such as a failed login). */
  actor: personSchema.nullable(),
  /** Whose account it concerns, when it concerns one. */
  subject: personSchema.nullable(),
  /** What happened, in German. */
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.number().nullable(),
  kinds: z.array(z.object({ kind: z.string(), label: z.string() })),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
