import { berlinClock } from '@agency/contracts';
import { berlinToInstant, formatBerlin } from './berlin-time';

describe('Berlin time in the site-history form', () => {
  it.each([
    ['2026-01-15', '10:00', '2026-01-15T09:00:00.000Z'],
    ['2026-07-15', '10:00', '2026-07-15T08:00:00.000Z'],
    ['2026-03-29', '03:30', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00.000Z'],
    ['2026-07-15', '10:00:42', '2026-07-15T08:00:42.000Z'],
  ])('%s %s in Berlin is %s', (date, time, instant) => {
    expect(berlinToInstant(date, time)).toBe(instant);
  });

  it('gives nothing for an incomplete input', () => {
    expect(berlinToInstant('', '10:00')).toBeUndefined();
    expect(berlinToInstant('2026-01-15', '')).toBeUndefined();
  });

  it('shows and prefills Berlin time', () => {
    expect(berlinClock(new Date('2026-07-15T22:30:00Z'))).toEqual({ date: '2026-07-16', time: '00:30:00' });
    expect(formatBerlin('2026-01-15T09:00:00.000Z')).toContain('10:00');
  });
});
