import type { BackupStatus } from '@agency/contracts';
import { screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { BackupPanel } from './backup-panel';

const KEY = 'GET /api/admin/backend/backup';
const fact = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');

describe('BackupPanel (Backend tab)', () => {
  it('shows the last backup’s time, size and outcome and the next one', async () => {
    const status: BackupStatus = {
      state: 'ok',
      schedule: '03:30',
      next_at: '2026-11-25T02:30:00.000Z',
      keep: 7,
      last: {
        trigger: 'schedule',
        started_at: '2026-11-24T02:30:00.000Z',
        finished_at: '2026-11-24T02:31:00.000Z',
        outcome: 'ok',
        file: 'agency-backup-2026-11-24T02-30-00-000Z.tar',
        size_bytes: 52 * 1024 * 1024,
        message: null,
      },
      last_success: null,
    };
    serverStub({ [KEY]: () => status });
    renderAdminScreen(<BackupPanel autoRefresh={false} />);
    expect(await screen.findByText('Aktuell', { selector: '[data-testid="backup-state"]' })).toBeTruthy();
    expect(screen.getByText('Jede Nacht um 03:30 Uhr, die letzten 7 Sicherungen bleiben erhalten')).toBeTruthy();
    expect(fact('Größe').textContent).toContain('52 MB');
    expect(fact('Ergebnis').textContent).toContain('Erfolgreich');
    expect(fact('Letzte Sicherung').textContent).toContain('2026');
  });

  it('names a failed backup with its reason and the last good one', async () => {
    serverStub({
      [KEY]: () =>
        ({
          state: 'failed',
          schedule: '03:30',
          next_at: null,
          keep: 7,
          last: {
            trigger: 'command',
            started_at: '2026-11-24T02:30:00.000Z',
            finished_at: '2026-11-24T02:30:05.000Z',
            outcome: 'failed',
            file: null,
            size_bytes: null,
            message: 'disk full',
          },
          last_success: null,
        }) satisfies BackupStatus,
    });
    renderAdminScreen(<BackupPanel autoRefresh={false} />);
    expect(await screen.findByText('Fehlgeschlagen', { selector: '[data-testid="backup-state"]' })).toBeTruthy();
    expect(fact('Ergebnis').textContent).toContain('Fehlgeschlagen: disk full');
    expect(screen.getByText('Es gibt noch keine erfolgreiche Sicherung.')).toBeTruthy();
  });

  it('says so when the status cannot be loaded', async () => {
    serverStub({ [KEY]: () => ({ status: 500, body: { message: 'kaputt' } }) });
    renderAdminScreen(<BackupPanel autoRefresh={false} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Fehler beim Laden des Sicherungsstatus');
  });
});
