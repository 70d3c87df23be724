import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DISCARD_TITLE, UnsavedChangesProvider, useConfirmDiscard } from '../../components/admin/unsaved-changes';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { TwoFactorSection } from './two-factor-section';

/** Stands in for 'Abmelden': asks first while a form holds unsaved changes. */
function LogoutProbe() {
  const confirmDiscard = useConfirmDiscard();
  return (
    <button type="button" onClick={() => void confirmDiscard()}>
      Abmelden
    </button>
  );
}

function renderSection() {
  renderAdminScreen(
    <MemoryRouter>
      <UnsavedChangesProvider>
        <TwoFactorSection />
        <LogoutProbe />
      </UnsavedChangesProvider>
    </MemoryRouter>,
  );
}

/** Leaving ('Abmelden') asks first; 'Weiter bearbeiten' stays. */
async function leavingAsks() {
  fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
  await screen.findByRole('dialog', { name: DISCARD_TITLE });
  fireEvent.click(screen.getByRole('button', { name: 'Weiter bearbeiten' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull());
}

/** Leaving asks nothing (the question would show at once, within the click). */
function leavingAsksNothing() {
  fireEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
  expect(screen.queryByRole('dialog', { name: DISCARD_TITLE })).toBeNull();
}

describe('TwoFactorSection', () => {
  it('reports a typed password to confirm as unsaved, recovery codes shown once not', async () => {
    serverStub({
      'GET /api/admin/account/two-factor': () => ({ enabled: true, required: false, recovery_codes_left: 10 }),
      'POST /api/admin/account/two-factor/recovery-codes': () => ({
        recovery_codes: Array.from({ length: 10 }, (_, index) => `code-${index}`),
      }),
    });
    renderSection();
    const password = await screen.findByLabelText('Passwort zur Bestätigung');
    leavingAsksNothing();

    fireEvent.change(password, { target: { value: 'Altes-Passwort-Leuchtturm' } });
    await leavingAsks();
    expect((password as HTMLInputElement).value).toBe('Altes-Passwort-Leuchtturm');

    fireEvent.click(screen.getByRole('button', { name: 'Neue Wiederherstellungscodes' }));
    expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
    leavingAsksNothing();
  });
});
