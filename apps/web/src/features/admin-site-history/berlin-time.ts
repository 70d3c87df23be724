import { berlinClock, berlinOffset, SITE_TIME_ZONE } from '@agency/contracts';

/**
 * The instant (ISO 8601, UTC) of a date and time (hh:mm or hh:mm:ss) on Berlin's clock, whatever the
 * browser's own time zone: staff pick '2026-03-29' and '10:00' and mean 10:00 in Berlin. Undefined for an
 * incomplete input.
 */
export function berlinToInstant(date: string, time: string): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return undefined;
  const wall = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
  // Two rounds settle the offset across a change of summer time.
  const first = wall - berlinOffset(wall);
  return new Date(wall - berlinOffset(first)).toISOString();
}

/** Today's date and the current second on Berlin's clock, for the form's defaults (yyyy-mm-dd, hh:mm:ss). */
export function berlinNow(now = new Date()): { date: string; time: string } {
  return berlinClock(now);
}

const display = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'medium',
});
/** A moment as staff read it: de-DE, Berlin time. */
export const formatBerlin = (iso: string | null | undefined): string => (iso ? display.format(new Date(iso)) : '–');
