import type { BackupRun } from '@agency/contracts';
import { backupState, nextBackupAt } from './backup-status';

const run = (outcome: BackupRun['outcome'], finished: Date): BackupRun => ({
  trigger: 'schedule',
  started_at: finished.toISOString(),
  finished_at: finished.toISOString(),
  outcome,
  file: outcome === 'ok' ? 'agency-backup.tar' : null,
  size_bytes: outcome === 'ok' ? 1 : null,
  message: outcome === 'ok' ? null : 'disk full',
});
const now = new Date('2026-11-24T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);

describe('backupState', () => {
  const schedule = { schedule: '03:30', running: false, now };

  it('is ok after a recent success, missing after 26 hours without one, failed after a failure', () => {
    expect(
      backupState({ last: run('ok', hoursAgo(8)), lastSuccess: run('ok', hoursAgo(8)), expectedSince: null }, schedule),
    ).toBe('ok');
    expect(
      backupState(
        { last: run('ok', hoursAgo(27)), lastSuccess: run('ok', hoursAgo(27)), expectedSince: null },
        schedule,
      ),
    ).toBe('missing');
    expect(
      backupState(
        { last: run('failed', hoursAgo(1)), lastSuccess: run('ok', hoursAgo(2)), expectedSince: null },
        schedule,
      ),
    ).toBe('failed');
  });

  it('gives a new installation a day before a backup counts as missing', () => {
    expect(backupState({ last: null, lastSuccess: null, expectedSince: hoursAgo(3) }, schedule)).toBe('ok');
    expect(backupState({ last: null, lastSuccess: null, expectedSince: hoursAgo(30) }, schedule)).toBe('missing');
  });

  it('expects nothing with the schedule off, but still shows a failure; running wins', () => {
    const off = { ...schedule, schedule: null };
    expect(backupState({ last: null, lastSuccess: null, expectedSince: hoursAgo(300) }, off)).toBe('off');
    expect(backupState({ last: run('failed', hoursAgo(1)), lastSuccess: null, expectedSince: null }, off)).toBe(
      'failed',
    );
    expect(
      backupState(
        { last: run('failed', hoursAgo(1)), lastSuccess: null, expectedSince: null },
        { ...schedule, running: true },
      ),
    ).toBe('running');
  });
});

describe('nextBackupAt', () => {
  it('is today at the time when it is still ahead, else tomorrow', () => {
    const morning = new Date(2026, 10, 24, 2, 0, 0);
    expect(nextBackupAt('03:30', morning)).toEqual(new Date(2026, 10, 24, 3, 30, 0));
    const later = new Date(2026, 10, 24, 3, 30, 0);
    expect(nextBackupAt('03:30', later)).toEqual(new Date(2026, 10, 25, 3, 30, 0));
  });
});
