import { berlinClock, berlinWallInstant } from '@agency/contracts';

/**
 * The instant of a wall-clock time in Berlin, 'YYYY-MM-DDTHH:mm' (what a datetime-local field sends), or
 * undefined when it is no such time. In the autumn hour that happens twice the first is meant; a time the
 * spring change skips comes out an hour earlier.
 */
export function berlinWallTime(value: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  const instant = match ? berlinWallInstant(match[1], match[2]) : undefined;
  return instant === undefined ? undefined : new Date(instant);
}

/** An instant as Berlin wall time, 'YYYY-MM-DDTHH:mm'. */
export function toBerlinWallTime(instant: Date): string {
  const { date, time } = berlinClock(instant);
  return `${date}T${time.slice(0, 5)}`;
}
