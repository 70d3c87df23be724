import { z } from 'zod';
import { TRACK_EVENT_TYPES, type TrackEventType } from './tracking';

/*
 * Goals ('Ziele'): what staff count as a conversion, without code. A page goal is a visit of a page whose path
 * matches a pattern (`*` stands for any text: '/leistungen*'); an event goal a tracked event of one type,
 * optionally with one label (a button's name, a form's name). Page views count whether cookieless or consented;
 * event goals need the visitor's consent, as events do. The tracker reports outbound link clicks and file
 * downloads as one event type (`external_link_click`, its metadata's `kind` 'external' or 'download'), a visit
 * of the 404 page as an `error` event of `error_type` 'not_found', and scroll milestones as `scroll_depth`
 * events with the reached `depth`: an outbound, download, 404 or scroll goal counts those events, so they too
 * count consented sessions only.
 */

export const GOAL_TYPES = ['page', 'event', 'outbound', 'download', 'not_found', 'scroll'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

/** The goal types by their German names in the form. */
export const GOAL_TYPE_LABELS: Record<GoalType, string> = {
  page: 'Seitenaufruf',
  event: 'Ereignis',
  outbound: 'Klick auf einen externen Link',
  download: 'Download einer Datei',
  not_found: 'Aufruf der 404-Seite',
  scroll: 'Scrolltiefe auf einer Seite',
};

/** The scroll depths a scroll goal may require, in percent. */
export const GOAL_SCROLL_DEPTHS = ['25', '50', '75', '90'] as const;

/** A domain or file name pattern with `*` for any text: 'example.com', '*.example.com', '*.pdf'. */
export const GOAL_TARGET_PATTERN = /^[A-Za-z0-9\-._*]*$/;

/** The events a goal may count, by their German names in the form. */
export const GOAL_EVENT_LABELS: Partial<Record<TrackEventType, string>> = {
  button_click: 'Klick auf einen Button',
  form_submit: 'Formular abgeschickt',
  form_start: 'Formular begonnen',
  external_link_click: 'Klick auf einen externen Link',
  solution_modal: 'Dialog geöffnet',
  error: 'Fehler (z. B. Seite nicht gefunden)',
  scroll_depth: 'Scrolltiefe erreicht',
  service_expansion: 'Leistung aufgeklappt',
  portfolio_click: 'Portfolio-Projekt angesehen',
  pricing_view: 'Preise angesehen',
  faq_question_open: 'FAQ-Frage geöffnet',
};
export const GOAL_EVENT_TYPES = TRACK_EVENT_TYPES.filter((type) => type in GOAL_EVENT_LABELS);

/** A page path pattern: a path of the site with `*` for any text, e.g. '/leistungen*' or '/danke'. */
export const GOAL_PAGE_PATTERN = /^\/[A-Za-z0-9\-._~/*%]*$/;

/** The name staff give a goal or a funnel. */
export const statisticsItemName = z
  .string({ error: 'Bitte einen Namen angeben' })
  .trim()
  .min(1, 'Bitte einen Namen angeben')
  .max(100, 'Der Name ist zu lang (höchstens 100 Zeichen)');

export const goalSchema = z
  .object({
    name: statisticsItemName,
    type: z
      .enum(GOAL_TYPES, {
        error: 'Art: Seitenaufruf, Ereignis, externer Link, Download, 404-Seite oder Scrolltiefe',
      })
      .default('page'),
    page: z
      .string()
      .trim()
      .max(300, 'Die Seite ist zu lang (höchstens 300 Zeichen)')
      .refine(
        (value) => value === '' || GOAL_PAGE_PATTERN.test(value),
        'Die Seite ist ein Pfad wie /kontakt oder /leistungen*',
      )
      .default(''),
    event_type: z.enum(['', ...GOAL_EVENT_TYPES], { error: 'Unbekanntes Ereignis' }).default(''),
    event_label: z.string().trim().max(200, 'Die Bezeichnung ist zu lang (höchstens 200 Zeichen)').default(''),
    target: z
      .string()
      .trim()
      .max(200, 'Das Muster ist zu lang (höchstens 200 Zeichen)')
      .refine((value) => GOAL_TARGET_PATTERN.test(value), 'Das Muster ist eine Domain oder ein Dateiname wie *.pdf')
      .default(''),
    scroll_depth: z.enum(['', ...GOAL_SCROLL_DEPTHS], { error: 'Scrolltiefe: 25, 50, 75 oder 90 %' }).default(''),
    enabled: z.boolean().default(true),
    sample: z.boolean().optional(),
  })
  .superRefine((goal, context) => {
    if ((goal.type === 'page' || goal.type === 'scroll') && goal.page === '')
      context.addIssue({ code: 'custom', path: ['page'], message: 'Bitte die Seite angeben, z. B. /kontakt' });
    if (goal.type === 'event' && goal.event_type === '')
      context.addIssue({ code: 'custom', path: ['event_type'], message: 'Bitte das Ereignis wählen' });
    if (goal.type === 'scroll' && goal.scroll_depth === '')
      context.addIssue({ code: 'custom', path: ['scroll_depth'], message: 'Bitte die Scrolltiefe wählen' });
  });
export type Goal = z.output<typeof goalSchema>;

/** At most this many goals are counted in one view; more are refused on save. */
export const GOALS_MAX = 50;

/** A pattern (page, domain or file name) as SQL LIKE: `*` is any text, `%` and `_` are themselves. */
export function goalPageLike(pattern: string): string {
  return pattern.replace(/[\\%_]/g, (char) => `\\${char}`).replaceAll('*', '%');
}

const count = z.number().int().nonnegative();
const figures = z.object({
  /** Calls that met the goal. */
  conversions: count,
  /** Distinct visitors who met it. */
  visitors: count,
  /** `visitors` of all the period's visitors, in percent (one decimal). */
  rate: z.number().nonnegative(),
});

/** GET /api/admin/statistics/goals: each goal's figures for the period and the one before. */
export const goalsResponseSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  /** All visitors of the period (page views), the base of each rate. */
  visitors: count,
  goals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.enum(GOAL_TYPES),
      now: figures,
      before: figures,
      /** Change of conversions against the period before, in percent; null without any before. */
      change: z.number().nullable(),
    }),
  ),
});
export type GoalsResponse = z.output<typeof goalsResponseSchema>;
