import { z } from 'zod';
import { textList } from './content';
import { GOAL_PAGE_PATTERN, statisticsItemName } from './goals';

/*
 * Funnels ('Trichter'): 2 to 8 steps a visitor takes in order within one session, each a page (a path pattern
 * as goals have it, `*` for any text) or a goal by its name. Sessions need consent, so funnels count consented
 * visits only.
 */

export const FUNNEL_STEPS_MIN = 2;
export const FUNNEL_STEPS_MAX = 8;
/** At most this many funnels are counted in one view; more are refused on save. */
export const FUNNELS_MAX = 20;

/** A step that names a page: a path of the site, `*` for any text. */
export const isPageStep = (step: string): boolean => step.startsWith('/');

export const funnelSchema = z
  .object({
    name: statisticsItemName,
    steps: textList('line'),
    enabled: z.boolean().default(true),
    sample: z.boolean().optional(),
  })
  .superRefine((funnel, context) => {
    const { steps } = funnel;
    if (steps.length < FUNNEL_STEPS_MIN || steps.length > FUNNEL_STEPS_MAX)
      context.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `Ein Trichter hat ${FUNNEL_STEPS_MIN} bis ${FUNNEL_STEPS_MAX} Schritte, einen je Zeile`,
      });
    const wrong = steps.find((step) => step.length > 300 || (isPageStep(step) && !GOAL_PAGE_PATTERN.test(step)));
    if (wrong !== undefined)
      context.addIssue({
        code: 'custom',
        path: ['steps'],
        message: `Schritt „${wrong.slice(0, 60)}“: eine Seite wie /kontakt oder /leistungen*, oder der Name eines Ziels`,
      });
  });
export type Funnel = z.output<typeof funnelSchema>;

const count = z.number().int().nonnegative();

/** One step's sessions: reached in order, their share of the first step's, and those lost since the step before. */
const stepFigures = z.object({ sessions: count, rate: z.number().nonnegative(), dropped: count });

/** GET /api/admin/statistics/funnels: each active funnel's steps for the period, in all and per traffic source. */
export const funnelsResponseSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  funnels: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The steps as staff wrote them; `known` false for a goal's name no active goal has (it counts nothing). */
      steps: z.array(z.object({ label: z.string(), known: z.boolean() })),
      total: z.array(stepFigures),
      /** Per traffic source of the session's landing ('unbekannt' without one), most sessions first. */
      sources: z.array(z.object({ source: z.string(), steps: z.array(stepFigures) })),
    }),
  ),
});
export type FunnelsResponse = z.output<typeof funnelsResponseSchema>;
