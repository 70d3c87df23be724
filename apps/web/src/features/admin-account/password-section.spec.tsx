import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { PasswordSection } from './password-section';

const status = (enabled: boolean) => ({ enabled, required: false, recovery_codes_left: enabled ? 10 : 0 });

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(new RegExp(`^${label}( \\*)?(\\(.*\\))?$`)), { target: { value } });
  }
  fireEvent.submit(screen.getByTestId('password-form'));
}

describe('PasswordSection', () => {
  it('checks both new passwords and the password rule before anything is sent', async () => {
    const api = serverStub({ 'GET /api/admin/account/two-factor': () => status(false) });
    renderAdminScreen(<PasswordSection username="lena" />);
    fill({
      'Aktuelles Passwort': 'Altes-Passwort-Leuchtturm',
      'Neues Passwort': 'Kaffee-Tasse-Fahrrad-9',
      'Neues Passwort wiederholen': 'Kaffee-Tasse-Fahrrad-8',
    });
    expect((await screen.findByTestId('field-error')).textContent).toBe(
      'Die beiden neuen Passwörter stimmen nicht überein.',
    );
    fill({ 'Neues Passwort': 'Passwort12345', 'Neues Passwort wiederholen': 'Passwort12345' });
    await waitFor(() =>
      expect(screen.getByTestId('field-error').textContent).toMatch(/^Das Passwort ist zu leicht zu erraten\./),
    );
    expect(api.count('PUT /api/admin/account/password')).toBe(0);
  });

  it('sends the current password and, with two-factor login, the code; the server’s refusal lands on its field', async () => {
    let answer: unknown = {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Das aktuelle Passwort ist falsch.',
        details: [{ field: 'current_password', message: 'Das aktuelle Passwort ist falsch.' }],
      },
    };
    const api = serverStub({
      'GET /api/admin/account/two-factor': () => status(true),
      'PUT /api/admin/account/password': () => answer,
    });
    renderAdminScreen(<PasswordSection username="lena" />);
    await screen.findByLabelText(/^Code aus der App/);
    fill({
      'Aktuelles Passwort': 'Falsch-Geraten-Wattenmeer',
      'Neues Passwort': 'Kaffee-Tasse-Fahrrad-9',
      'Neues Passwort wiederholen': 'Kaffee-Tasse-Fahrrad-9',
      'Code aus der App oder Wiederherstellungscode': '123456',
    });
    expect((await screen.findByTestId('field-error')).textContent).toBe('Das aktuelle Passwort ist falsch.');
    expect(api.sent('PUT /api/admin/account/password')).toEqual([
      { current_password: 'Falsch-Geraten-Wattenmeer', new_password: 'Kaffee-Tasse-Fahrrad-9', code: '123456' },
    ]);

    answer = { success: true };
    fill({
      'Aktuelles Passwort': 'Altes-Passwort-Leuchtturm',
      'Code aus der App oder Wiederherstellungscode': '654321',
    });
    expect((await screen.findByTestId('banner-success')).textContent).toMatch(
      /^Passwort geändert\. Ihre Anmeldungen auf anderen Geräten wurden beendet\./,
    );
    expect((screen.getByLabelText(/^Neues Passwort \*/) as HTMLInputElement).value).toBe('');
  });
});
