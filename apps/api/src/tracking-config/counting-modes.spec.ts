import { countingModesByDay } from './counting-modes';

describe('counting modes per day from the tracking configuration’s switches', () => {
  it('counts only with consent before any switch', () => {
    expect(countingModesByDay([], '2026-11-01', '2026-11-02')).toEqual([
      { day: '2026-11-01', mode: 'consent' },
      { day: '2026-11-02', mode: 'consent' },
    ]);
  });

  it('marks the day of a switch as changed and the days after by the new setting, until it is switched back', () => {
    const switches = [
      { at: '2026-11-02T10:00:00.000Z', on: true },
      { at: '2026-11-04T23:59:00.000Z', on: false },
    ];
    expect(countingModesByDay(switches, '2026-11-01', '2026-11-05').map((d) => d.mode)).toEqual([
      'consent',
      'changed',
      'cookieless',
      'changed',
      'consent',
    ]);
  });

  it('keeps a day whose switches end where they began as it was', () => {
    const switches = [
      { at: '2026-11-01T08:00:00.000Z', on: true },
      { at: '2026-11-01T09:00:00.000Z', on: true },
    ];
    expect(countingModesByDay(switches, '2026-11-02', '2026-11-02')).toEqual([
      { day: '2026-11-02', mode: 'cookieless' },
    ]);
  });
});
