import type { DayRange } from '@agency/analytics';

/** The week a report covers: its ISO week key (e.g. '2026-W47') and its seven days, Monday to Sunday. */
export interface ReportWeek {
  key: string;
  range: DayRange;
  previous: DayRange;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today's date in Berlin (yyyy-mm-dd): the report goes out on Berlin's Monday. */
function berlinDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** ISO 8601 week key of a Monday (the week's Thursday decides its year). */
function isoWeekKey(mondayMs: number): string {
  const thursday = new Date(mondayMs + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1 + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7));
  const week = Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/**
 * The last complete week before `now` (Berlin calendar): on Monday 24 Nov 2026 08:00 that is Monday 16 to
 * Sunday 22 Nov (2026-W47), compared with the seven days before. Its days are statistics days (UTC).
 */
export function reportWeek(now: Date): ReportWeek {
  const today = Date.parse(`${berlinDay(now)}T00:00:00.000Z`);
  const weekday = (new Date(today).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = today - (weekday + 7) * DAY_MS;
  return {
    key: isoWeekKey(monday),
    range: { from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) },
    previous: { from: dayOf(monday - 7 * DAY_MS), to: dayOf(monday - DAY_MS) },
  };
}
