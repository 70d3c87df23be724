/** The site's time zone: staff plan publications and read moments in it ('Veröffentlichen am …'). */
export const SITE_TIME_ZONE = 'Europe/Berlin';

/** A moment to the second on Berlin's clock, every field with two digits (the year four), 24 hours a day. */
export const BERLIN_SECONDS_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

const parts = new Intl.DateTimeFormat('en-GB', BERLIN_SECONDS_FORMAT);

/** An instant's date and time on Berlin's clock: 'YYYY-MM-DD' and 'HH:mm:ss'. */
export function berlinClock(instant: Date | number): { date: string; time: string } {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}:${values.second}`,
  };
}

/** Milliseconds Berlin is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
function berlinOffset(instant: number): number {
  const { date, time } = berlinClock(instant);
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ms since the epoch) of a date 'YYYY-MM-DD' and a time 'HH:mm' or 'HH:mm:ss' on Berlin's clock,
 * whatever the caller's own time zone; undefined when it is no such day or time. In the autumn hour that
 * happens twice the first is meant; a time the spring change skips comes out an hour earlier.
 */
export function berlinWallInstant(date: string, time: string): number | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute, second] = [d[1], d[2], d[3], t[1], t[2], t[3] ?? '0'].map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59)
    return undefined;
  // The offset before the wall time, then corrected once: exact on either side of a change.
  const first = wall - berlinOffset(wall - 3 * 3_600_000);
  return wall - berlinOffset(first);
}
