import { STATISTICS_WINDOW_DAYS, type StatisticsQuery } from '@agency/contracts';

/** A range of whole UTC days, both ends included (yyyy-mm-dd). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Days in a range, both ends included. */
export const rangeDays = (range: DayRange): number => Math.round((ms(range.to) - ms(range.from)) / DAY_MS) + 1;

/** The range a period names, ending today (UTC); 6 and 12 months start on the first of a month, like the spec's trend. */
export function periodRange(query: StatisticsQuery, now: Date = new Date()): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const to = dayOf(today);
  const lastDays = (n: number) => ({ from: dayOf(today - (n - 1) * DAY_MS), to });
  const lastMonths = (n: number) => ({
    from: dayOf(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1)),
    to,
  });
  switch (query.period) {
    case 'today':
      return lastDays(1);
    case '7d':
      return lastDays(7);
    case '6m':
      return lastMonths(6);
    case '12m':
      return lastMonths(12);
    case 'custom':
      // The schema makes sure both are there, valid and in order.
      return { from: query.from as string, to: query.to as string };
    default:
      return lastDays(STATISTICS_WINDOW_DAYS);
  }
}

/** The same number of days right before `range`. */
export function previousRange(range: DayRange): DayRange {
  const days = rangeDays(range);
  return { from: dayOf(ms(range.from) - days * DAY_MS), to: dayOf(ms(range.from) - DAY_MS) };
}

/** Change from `before` to `now` in percent, one decimal; null when there was nothing before (no base to compare). */
export function change(now: number, before: number): number | null {
  return before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null;
}
