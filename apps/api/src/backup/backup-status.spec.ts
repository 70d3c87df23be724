import type { BackupRun } from '@agency/contracts';
import { backupFailureText, backupState, finishedRun, nextBackupAt } from './backup-status';

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
  // Instants in UTC: the answers are Berlin's clock whatever the process's time zone (TZ=UTC, America/New_York).
  it('is today at the Berlin time when it is still ahead, else tomorrow', () => {
    // 24.11. 00:00 UTC is 01:00 in Berlin (winter, UTC+1): 03:30 Berlin is 02:30 UTC the same day.
    expect(nextBackupAt('03:30', new Date('2026-11-24T00:00:00Z'))).toEqual(new Date('2026-11-24T02:30:00Z'));
    // 03:30 Berlin itself has come round: the next night.
    expect(nextBackupAt('03:30', new Date('2026-11-24T02:30:00Z'))).toEqual(new Date('2026-11-25T02:30:00Z'));
    // 23:30 UTC on the 24th is already the 25th in Berlin.
    expect(nextBackupAt('03:30', new Date('2026-11-24T23:30:00Z'))).toEqual(new Date('2026-11-25T02:30:00Z'));
  });

  it('follows the change of the clocks: 01:30 UTC in summer, 02:30 UTC in winter', () => {
    expect(nextBackupAt('03:30', new Date('2026-07-01T12:00:00Z'))).toEqual(new Date('2026-07-02T01:30:00Z'));
    // The night of 28 to 29 March 2026 the clocks go forward at 02:00: 03:30 is then summer time.
    expect(nextBackupAt('03:30', new Date('2026-03-28T12:00:00Z'))).toEqual(new Date('2026-03-29T01:30:00Z'));
    // The night of 24 to 25 October 2026 they go back at 03:00: 03:30 is winter time again.
    expect(nextBackupAt('03:30', new Date('2026-10-24T12:00:00Z'))).toEqual(new Date('2026-10-25T02:30:00Z'));
  });
});

describe('backupFailureText', () => {
  it('says known causes in German and points to the server log for the rest, never the error’s English', () => {
    const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(backupFailureText(failure('ENOSPC', 'ENOSPC: no space left on device, write'))).toBe(
      'Kein Speicherplatz mehr frei',
    );
    expect(backupFailureText(failure('EACCES', "EACCES: permission denied, open '/backups/x.tar'"))).toBe(
      'Keine Schreibrechte für das Sicherungsziel',
    );
    expect(backupFailureText(failure('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(
      'Eine Datenbank war nicht erreichbar',
    );
    expect(backupFailureText(new Error('a backup is already running'))).toBe('Es läuft bereits eine Sicherung');
    // A stored message (the activity log reads the event's words).
    expect(backupFailureText('getaddrinfo ENOTFOUND clickhouse')).toBe('Eine Datenbank war nicht erreichbar');
    expect(backupFailureText(new Error('something odd'))).toBe('Unerwarteter Fehler (Einzelheiten im Server-Log)');
    expect(finishedRun('schedule', '2026-11-24T02:30:00Z', { error: failure('ENOSPC', 'ENOSPC: x') }).message).toBe(
      'Kein Speicherplatz mehr frei',
    );
  });
});
