import { z } from 'zod';
import { isoDay } from './statistics';

/**
 * Annotations on the statistics' trend charts: made by the site's own history (a publish, a plan carried out,
 * a site restored from a backup) and by staff (a day and a short text: 'Newsletter verschickt').
 */
export const ANNOTATION_TEXT_MAX = 120;
/** Annotations one view shows at most; the newest are kept. */
export const ANNOTATIONS_PER_VIEW = 200;

export const ANNOTATION_MESSAGES = {
  textMissing: 'Bitte einen Text für die Anmerkung angeben',
  textTooLong: `Die Anmerkung darf höchstens ${ANNOTATION_TEXT_MAX} Zeichen lang sein`,
  notFound: 'Anmerkung nicht gefunden',
} as const;

export const statisticsAnnotationSchema = z.object({
  /** `manual-<uuid>` for one made by staff (deletable), `event-<position>` for one from the site's history. */
  id: z.string(),
  /** The day (UTC, like the statistics' days) it belongs to. */
  date: z.string(),
  /** When it happened (from the history) or was written down (by staff). */
  at: z.string(),
  text: z.string(),
  source: z.enum(['history', 'staff']),
  /** Who published or wrote it, when known. */
  author: z.string().nullable(),
});
export type StatisticsAnnotation = z.infer<typeof statisticsAnnotationSchema>;

/** GET /api/admin/statistics/annotations (the view's period parameters): oldest first. */
export const statisticsAnnotationsSchema = z.object({
  annotations: z.array(statisticsAnnotationSchema),
  /** True when the period held more than ANNOTATIONS_PER_VIEW; the oldest were left out. */
  truncated: z.boolean(),
});
export type StatisticsAnnotations = z.infer<typeof statisticsAnnotationsSchema>;

/** POST /api/admin/statistics/annotations. */
export const createAnnotationRequestSchema = z.object({
  date: isoDay,
  text: z
    .string({ error: ANNOTATION_MESSAGES.textMissing })
    .trim()
    .min(1, ANNOTATION_MESSAGES.textMissing)
    .max(ANNOTATION_TEXT_MAX, ANNOTATION_MESSAGES.textTooLong),
});
export type CreateAnnotationRequest = z.input<typeof createAnnotationRequestSchema>;

/**
 * The trend's bar an annotation belongs to: the last of `starts` (each bar's first day, yyyy-mm-dd, or its
 * month, yyyy-mm; ascending) that begins on or before the annotation's day.
 */
export function annotationBar(starts: readonly string[], date: string): string | undefined {
  let bar: string | undefined;
  for (const start of starts) if (start.slice(0, 10) <= date) bar = start;
  return bar;
}
