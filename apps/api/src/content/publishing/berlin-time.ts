/** The site's time zone: staff plan publications in it ('Veröffentlichen am …', Europe/Berlin). */
export const SITE_TIME_ZONE = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Milliseconds Berlin is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function offsetAt(instant: number): number {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  const wall = Date.UTC(
    Number(values.year),
    Number(values.month) - 1,
    Number(values.day),
    Number(values.hour),
    Number(values.minute),
    Number(values.second),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

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
  let instant = wall - offsetAt(wall - 3 * 3_600_000);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/** An instant as Berlin wall time, 'YYYY-MM-DDTHH:mm'. */
export function toBerlinWallTime(instant: Date): string {
  const values = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${values.year}-${values.month}-${values.day}T${values.hour}:${values.minute}`;
}
