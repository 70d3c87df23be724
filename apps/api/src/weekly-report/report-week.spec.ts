import { reportWeek } from './report-week';

describe('reportWeek', () => {
  it('is the Monday-to-Sunday week before the Berlin Monday the report goes out', () => {
    // Monday 23 Nov 2026, 08:00 in Berlin (07:00 UTC).
    expect(reportWeek(new Date('2026-11-23T07:00:00Z'))).toEqual({
      key: '2026-W47',
      range: { from: '2026-11-16', to: '2026-11-22' },
      previous: { from: '2026-11-09', to: '2026-11-15' },
    });
  });

  it('takes Berlin’s date, not UTC’s, around midnight', () => {
    // Sunday 22 Nov 23:30 UTC is already Monday 23 Nov in Berlin.
    expect(reportWeek(new Date('2026-11-22T23:30:00Z')).key).toBe('2026-W47');
    // Sunday 22 Nov 12:00: the last complete week is still 9–15 Nov.
    expect(reportWeek(new Date('2026-11-22T12:00:00Z')).key).toBe('2026-W46');
  });

  it('names ISO weeks across the turn of the year', () => {
    // Monday 4 Jan 2027: the week before is 28 Dec 2026 – 3 Jan 2027, ISO week 53 of 2026.
    expect(reportWeek(new Date('2027-01-04T07:00:00Z'))).toMatchObject({
      key: '2026-W53',
      range: { from: '2026-12-28', to: '2027-01-03' },
    });
    // Monday 5 Jan 2026: the week before is 29 Dec 2025 – 4 Jan 2026, ISO week 1 of 2026.
    expect(reportWeek(new Date('2026-01-05T07:00:00Z')).key).toBe('2026-W01');
  });
});
