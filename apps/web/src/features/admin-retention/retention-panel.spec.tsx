import { noPermissions, type Permissions } from '@agency/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { RetentionPanel } from './retention-panel';

const editor = (granted: Partial<Permissions>) => ({
  role: 'editor' as const,
  permissions: { ...noPermissions(), system: true, ...granted },
});

function retentionServer() {
  return serverStub({
    'GET /api/admin/retention-settings': () => ({
      success: true,
      version: 2,
      settings: { requests_months: null, analytics_months: 25 },
    }),
    'GET /api/admin/retention/runs': () => ({
      success: true,
      runs: [],
      recommended: { requests_months: 12, analytics_months: 25 },
    }),
    'PUT /api/admin/retention-settings': () => ({ success: true, message: 'Aufbewahrung gespeichert' }),
    'POST /api/admin/retention/run': () => ({ success: true, message: '0 Anfragen gelöscht' }),
  });
}

const months = {
  requests: () => screen.getByLabelText(/^Anfragen löschen nach/) as HTMLInputElement,
  analytics: () => screen.getByLabelText(/^Rohdaten der Statistik aufbewahren/) as HTMLInputElement,
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe("RetentionPanel ('Aufbewahrung')", () => {
  it('locks each period and the run for staff without the permission of the data, and says why', async () => {
    const server = retentionServer();
    renderAdminScreen(<RetentionPanel staff={editor({})} />);
    await screen.findByRole('switch', { name: 'Anfragen automatisch löschen' });
    expect(screen.getByRole('switch', { name: 'Anfragen automatisch löschen' }).hasAttribute('disabled')).toBe(true);
    expect(months.requests().disabled).toBe(true);
    expect(months.analytics().disabled).toBe(true);
    expect(screen.getByText('Nur mit der Berechtigung „Anfragen & Kundennotizen“ änderbar')).toBeTruthy();
    expect(screen.getByText('Nur mit der Berechtigung „Statistiken“ änderbar')).toBeTruthy();
    expect(button('Fristen speichern').disabled).toBe(true);
    expect(button('Jetzt anwenden').disabled).toBe(true);
    expect(button('Jetzt anwenden').getAttribute('aria-describedby')).toBe('retention-run-locked');
    expect(document.getElementById('retention-run-locked')?.textContent).toBe(
      '„Jetzt anwenden“ löscht Anfragen und Rohdaten der Statistik; dafür fehlen Ihnen die Berechtigungen ' +
        '„Anfragen & Kundennotizen“ und „Statistiken“.',
    );
    fireEvent.click(button('Jetzt anwenden'));
    expect(server.count('POST /api/admin/retention/run')).toBe(0);
  });

  it('lets staff with `requests` change the request period only, and run nothing without `statistics`', async () => {
    const server = retentionServer();
    renderAdminScreen(<RetentionPanel staff={editor({ requests: true })} />);
    const requests = await screen.findByRole('switch', { name: 'Anfragen automatisch löschen' });
    expect(requests.hasAttribute('disabled')).toBe(false);
    expect(months.analytics().disabled).toBe(true);
    expect(screen.queryByText('Nur mit der Berechtigung „Anfragen & Kundennotizen“ änderbar')).toBeNull();
    expect(document.getElementById('retention-run-locked')?.textContent).toContain(
      'dafür fehlt Ihnen die Berechtigung „Statistiken“.',
    );
    fireEvent.click(requests);
    fireEvent.change(months.requests(), { target: { value: '18' } });
    fireEvent.click(button('Fristen speichern'));
    expect((await screen.findByTestId('banner-success')).textContent).toContain('Aufbewahrung gespeichert');
    expect(server.sent('PUT /api/admin/retention-settings')).toEqual([{ requests_months: 18, analytics_months: 25 }]);
  });

  it('offers everything to an admin', async () => {
    retentionServer();
    renderAdminScreen(<RetentionPanel staff={{ role: 'admin', permissions: noPermissions() }} />);
    await screen.findByRole('switch', { name: 'Anfragen automatisch löschen' });
    expect(months.analytics().disabled).toBe(false);
    expect(button('Jetzt anwenden').disabled).toBe(false);
    expect(document.getElementById('retention-run-locked')).toBeNull();
  });
});
