import { berlinWallTime, toBerlinWallTime } from './berlin-time';

describe('Berlin wall time', () => {
  it('reads winter and summer times with their offsets', () => {
    expect(berlinWallTime('2026-01-15T00:00')?.toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(berlinWallTime('2026-07-01T12:30')?.toISOString()).toBe('2026-07-01T10:30:00.000Z');
  });

  it('takes the first of the autumn hour that happens twice', () => {
    expect(berlinWallTime('2026-10-25T02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is no time', () => {
    expect(berlinWallTime('2026-02-30T10:00')).toBeUndefined();
    expect(berlinWallTime('2026-01-01T24:00')).toBeUndefined();
    expect(berlinWallTime('morgen')).toBeUndefined();
  });

  it('writes an instant back as Berlin wall time', () => {
    expect(toBerlinWallTime(new Date('2026-01-14T23:00:00.000Z'))).toBe('2026-01-15T00:00');
    expect(toBerlinWallTime(new Date('2026-07-01T10:30:00.000Z'))).toBe('2026-07-01T12:30');
  });
});
