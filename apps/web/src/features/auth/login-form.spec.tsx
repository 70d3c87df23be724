import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { serverStub } from '../../testing/admin-screen';
import { AdminSessionProvider } from './admin-session';
import { LoginForm } from './login-form';

const renderLogin = () =>
  render(
    <AdminSessionProvider>
      <LoginForm />
    </AdminSessionProvider>,
  );
const form = () => screen.getByRole('form', { name: 'Anmeldung' });

describe('LoginForm', () => {
  it('checks both steps with their contract schemas: each message below its field, nothing sent', async () => {
    const api = serverStub({
      'POST /api/admin/login': () => ({ two_factor_required: true, challenge: 'c-1' }),
      'POST /api/admin/login/code': () => ({ status: 401, body: { message: 'Code falsch' } }),
    });
    renderLogin();

    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.submit(form());
    expect((await screen.findByTestId('field-error')).textContent).toBe('Benutzername fehlt');
    expect(screen.getByLabelText('Benutzername').getAttribute('aria-invalid')).toBe('true');
    expect(api.count('POST /api/admin/login')).toBe(0);

    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'lena' } });
    fireEvent.submit(form());
    const code = await screen.findByLabelText('Bestätigungscode');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(api.sent('POST /api/admin/login')).toEqual([{ username: 'lena', password: 'geheim' }]);

    fireEvent.change(code, { target: { value: '12 34 5!' } });
    fireEvent.submit(form());
    expect((await screen.findByTestId('field-error')).textContent).toBe('Ungültiger Code');
    expect(api.count('POST /api/admin/login/code')).toBe(0);

    // A well-formed code the server refuses: the login's own words, the field emptied.
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.submit(form());
    expect((await screen.findByRole('alert')).textContent).toBe('Der Code ist ungültig oder abgelaufen.');
    expect(api.sent('POST /api/admin/login/code')).toEqual([{ challenge: 'c-1', code: '123456' }]);
    expect((screen.getByLabelText('Bestätigungscode') as HTMLInputElement).value).toBe('');
  });

  it('goes back to the password step when too many wrong codes ended the second step, saying so', async () => {
    const api = serverStub({
      'POST /api/admin/login': () => ({ two_factor_required: true, challenge: 'c-1' }),
      'POST /api/admin/login/code': () => ({
        status: 401,
        body: { message: 'Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.' },
      }),
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'lena' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.submit(form());
    fireEvent.change(await screen.findByLabelText('Bestätigungscode'), { target: { value: '123456' } });
    fireEvent.submit(form());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Zu viele falsche Codes. Bitte melden Sie sich erneut mit Ihrem Passwort an.',
    );
    expect(screen.queryByLabelText('Bestätigungscode')).toBeNull();
    expect((screen.getByLabelText('Benutzername') as HTMLInputElement).value).toBe('lena');
    expect((screen.getByLabelText('Passwort') as HTMLInputElement).value).toBe('');
    expect(api.count('POST /api/admin/login/code')).toBe(1);
  });

  it("says the spec's words on a throttled password step, with the throttle's sentence after them", async () => {
    serverStub({
      'POST /api/admin/login': () => ({
        status: 429,
        body: { message: 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.' },
      }),
    });
    renderLogin();
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'lena' } });
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'geheim' } });
    fireEvent.submit(form());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ungültige Anmeldedaten. Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    );
  });
});
