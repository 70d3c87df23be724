import { z } from 'zod';

// The public content as it was at a moment (Backend tab): preview and restore.

/** Either a moment (ISO 8601 with offset; the form sends Europe/Berlin time converted) or an event-log position. */
export const siteMomentSchema = z
  .object({
    at: z.iso
      .datetime({ offset: true, message: 'Ungültiger Zeitpunkt' })
      .optional()
      .refine((value) => value === undefined || Date.parse(value) <= Date.now() + 60_000, {
        message: 'Der Zeitpunkt liegt in der Zukunft',
      }),
    position: z.coerce.number().int('Ungültige Position').min(0, 'Ungültige Position').optional(),
  })
  .refine((value) => (value.at === undefined) !== (value.position === undefined), {
    message: 'Bitte genau einen Zeitpunkt angeben',
    path: ['at'],
  });
export type SiteMoment = z.infer<typeof siteMomentSchema>;

export const siteFieldChangeSchema = z.object({
  field: z.string(),
  /** The value now. */
  before: z.unknown(),
  /** The value after the restore (as it was then). */
  after: z.unknown(),
});
export type SiteFieldChange = z.infer<typeof siteFieldChangeSchema>;

/** One document or collection item a restore would change. */
export const siteChangeSchema = z.object({
  /** e.g. 'faqs', 'pricing-packages'. */
  kind: z.string(),
  /** German name of the area, e.g. 'Preise – Pakete'. */
  area: z.string(),
  /** The item's id (collections only). */
  id: z.string().optional(),
  /** What staff recognise it by: the item's name or title, or the document's label. */
  title: z.string(),
  /** change: fields differ; remove: it did not exist then (or was in the trash), goes to the trash; bring_back: back from the trash; order: another order. */
  action: z.enum(['change', 'remove', 'bring_back', 'order']),
  changes: z.array(siteFieldChangeSchema),
});
export type SiteChange = z.infer<typeof siteChangeSchema>;

/** GET /api/admin/site-history/preview */
export const siteRestorePreviewSchema = z.object({
  success: z.literal(true),
  /** The moment resolved: the last event-log position at or before it, and that event's time. */
  position: z.number(),
  at: z.string().nullable(),
  changes: z.array(siteChangeSchema),
});
export type SiteRestorePreview = z.infer<typeof siteRestorePreviewSchema>;

/** POST /api/admin/site-history/restore */
export const siteRestoreAnswerSchema = siteRestorePreviewSchema.extend({
  /** Where the log stood before the restore: restoring to it undoes the restore. */
  undo_position: z.number(),
  message: z.string(),
});
export type SiteRestoreAnswer = z.infer<typeof siteRestoreAnswerSchema>;
