import { berlinWallInstant } from '@agency/contracts';
import { formatDateTimeSeconds } from '../../lib/staff-format';

/**
 * The instant (ISO 8601, UTC) of a date and time (hh:mm or hh:mm:ss) on Berlin's clock, whatever the
 * browser's own time zone: staff pick '2026-03-29' and '10:00' and mean 10:00 in Berlin. Undefined for an
 * incomplete input.
 */
export function berlinToInstant(date: string, time: string): string | undefined {
  const instant = berlinWallInstant(date, time);
  return instant === undefined ? undefined : new Date(instant).toISOString();
}

/** A moment as staff read it, to the second: de-DE, Berlin time. */
export const formatBerlin = (iso: string | null | undefined): string => formatDateTimeSeconds(iso);
