import type { FailedOutboxJob } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { FailedJobsPanel } from './failed-jobs-panel';

const LIST = 'GET /api/admin/backend/outbox/failed';
const RETRY = 'POST /api/admin/backend/outbox/failed/mail/4f1c-confirmation/retry';
const JOB: FailedOutboxJob = {
  queue: 'mail',
  job_id: '4f1c-confirmation',
  what: 'Bestätigung an Anfragende',
  recipient: 'e•••@example.de',
  reason: 'Mailserver nicht erreichbar',
  attempts: 15,
  // 23:30 UTC is half past midnight on the next day in Berlin (winter time).
  failed_at: '2026-11-24T23:30:00.000Z',
};

describe('FailedJobsPanel (Backend tab)', () => {
  it('names what failed, to whom, why and when (Berlin time), and sends it again', async () => {
    let failed = [JOB];
    const server = serverStub({
      [LIST]: () => ({ success: true, jobs: failed }),
      [RETRY]: () => {
        failed = [];
        return { success: true, message: 'Der Auftrag wird erneut ausgeführt.' };
      },
    });
    renderAdminScreen(<FailedJobsPanel autoRefresh={false} />);
    const entry = await screen.findByTestId('failed-job');
    expect(entry.textContent).toContain('Bestätigung an Anfragende · e•••@example.de');
    expect(entry.textContent).toContain('Mailserver nicht erreichbar');
    expect(entry.textContent).toContain('25.11.2026, 00:30 · 15 Versuche');

    fireEvent.click(within(entry).getByRole('button', { name: 'Erneut senden' }));
    expect(await screen.findByText('Der Auftrag wird erneut ausgeführt.')).toBeTruthy();
    expect(await screen.findByText('Alle E-Mails und Übertragungen sind zugestellt.')).toBeTruthy();
    expect(server.count(RETRY)).toBe(1);
  });

  it('says so when the list cannot be loaded', async () => {
    serverStub({ [LIST]: () => ({ status: 500, body: { message: 'kaputt' } }) });
    renderAdminScreen(<FailedJobsPanel autoRefresh={false} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Fehler beim Laden der fehlgeschlagenen Aufträge');
  });
});
