import { berlinWallInstant, SITE_TIME_ZONE } from '@agency/contracts';

/**
 * The instant (ISO 8601, UTC) of a date and time (hh:mm or hh:mm:ss) on Berlin's clock, whatever the
 * browser's own time zone: staff pick '2026-03-29' and '10:00' and mean 10:00 in Berlin. Undefined for an
 * incomplete input.
 */
export function berlinToInstant(date: string, time: string): string | undefined {
  const instant = berlinWallInstant(date, time);
  return instant === undefined ? undefined : new Date(instant).toISOString();
}

const display = new Intl.DateTimeFormat('de-DE', {
  timeZone: SITE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'medium',
});
/** A moment as staff read it: de-DE, Berlin time. */
export const formatBerlin = (iso: string | null | undefined): string => (iso ? display.format(new Date(iso)) : '–');
