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

export interface SiteFieldChange {
  field: string;
  /** The value now. */
  before: unknown;
  /** The value after the restore (as it was then). */
  after: unknown;
}

/** One document or collection item a restore would change. */
export interface SiteChange {
  /** e.g. 'faqs', 'pricing-packages'. */
  kind: string;
  /** German name of the area, e.g. 'Preise – Pakete'. */
  area: string;
  /** The item's id (collections only). */
  id?: string;
  /** What staff recognise it by: the item's name or title, or the document's label. */
  title: string;
  /** change: fields differ; remove: it did not exist then (or was in the trash), goes to the trash; bring_back: back from the trash; order: another order. */
  action: 'change' | 'remove' | 'bring_back' | 'order';
  changes: SiteFieldChange[];
}

export interface SiteRestorePreview {
  success: true;
  /** The moment resolved: the last event-log position at or before it, and that event's time. */
  position: number;
  at: string | null;
  changes: SiteChange[];
}

export interface SiteRestoreAnswer extends SiteRestorePreview {
  /** Where the log stood before the restore: restoring to it undoes the restore. */
  undo_position: number;
  message: string;
}
