/** The site's time zone: staff plan publications and read moments in it ('Veröffentlichen am …'). */
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

/** An instant's date and time on Berlin's clock: 'YYYY-MM-DD' and 'HH:mm:ss'. */
export function berlinClock(instant: Date | number): { date: string; time: string } {
  const values = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    date: `${values.year}-${values.month}-${values.day}`,
    time: `${values.hour}:${values.minute}:${values.second}`,
  };
}

/** Milliseconds Berlin is ahead of UTC at `instant` (3 600 000 in winter, 7 200 000 in summer). */
export function berlinOffset(instant: number): number {
  const { date, time } = berlinClock(instant);
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000;
}
