import { berlinClock, berlinOffset } from '@agency/contracts';

/**
 * The instant of a wall-clock time in Berlin, 'YYYY-MM-DDTHH:mm' (what a datetime-local field sends), or
 * undefined when it is no such time. In the autumn hour that happens twice the first is meant; a time the
 * spring change skips comes out an hour earlier.
 */
export function berlinWallTime(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // The offset before the wall time, then corrected once: exact on either side of a change.
  let instant = wall - berlinOffset(wall - 3 * 3_600_000);
  instant = wall - berlinOffset(instant);
  return new Date(instant);
}

/** An instant as Berlin wall time, 'YYYY-MM-DDTHH:mm'. */
export function toBerlinWallTime(instant: Date): string {
  const { date, time } = berlinClock(instant);
  return `${date}T${time.slice(0, 5)}`;
}
