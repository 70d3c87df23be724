import { noPermissions, type Permissions, type User } from '@agency/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAdminScreen, serverStub } from '../../testing/admin-screen';
import { UsersScreen } from './users-screen';

const user = (username: string, role: User['role'], granted: Partial<Permissions>): User => ({
  id: `id-${username}`,
  username,
  email: `${username}@example.de`,
  role,
  active: true,
  permissions: { ...noPermissions(), ...granted },
  two_factor_enabled: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

const USERS = [
  user('chefin', 'admin', {}),
  user('lena', 'editor', { users: true, faq: true }),
  user('tom', 'editor', { faq: true }),
  user('ida', 'editor', { system: true }),
];
const lena = { username: 'lena', role: 'editor' as const, permissions: USERS[1].permissions };

async function row(username: string): Promise<HTMLElement> {
  const found = (await screen.findAllByTestId('user-row')).find((li) => li.textContent?.startsWith(username));
  if (!found) throw new Error(`No row of ${username}`);
  return found;
}

describe('UsersScreen offers only what the privilege rules allow', () => {
  beforeEach(() => serverStub({ 'GET /api/admin/users': () => ({ success: true, users: USERS }) }));

  it('lets an editor manage only editors whose permissions they hold, never an admin, never delete themselves', async () => {
    renderAdminScreen(<UsersScreen staff={lena} />);
    expect(within(await row('chefin')).queryByRole('button')).toBeNull();
    expect(within(await row('ida')).queryByRole('button')).toBeNull();
    expect(within(await row('tom')).getByRole('button', { name: 'tom bearbeiten' })).toBeTruthy();
    expect(within(await row('tom')).getByRole('button', { name: 'tom löschen' })).toBeTruthy();
    expect(within(await row('lena')).getByRole('button', { name: 'lena bearbeiten' })).toBeTruthy();
    expect(within(await row('lena')).queryByRole('button', { name: 'lena löschen' })).toBeNull();
  });

  it('offers an editor neither the admin role nor permissions they lack, and no change to their own rights', async () => {
    renderAdminScreen(<UsersScreen staff={lena} />);
    const create = await screen.findByTestId('user-create-form');
    expect((within(create).getByRole('option', { name: 'Administrator' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(create).getByLabelText('FAQ') as HTMLInputElement).disabled).toBe(false);
    expect((within(create).getByLabelText('System & Backend') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(await row('lena')).getByRole('button', { name: 'lena bearbeiten' }));
    const own = (await screen.findAllByTestId('user-row')).find((li) => li.querySelector('form'));
    if (!own) throw new Error('The own row has no form');
    expect((within(own).getByLabelText('Rolle') as HTMLSelectElement).disabled).toBe(true);
    expect((within(own).getByLabelText('FAQ') as HTMLInputElement).disabled).toBe(true);
  });

  it('lets an admin manage everyone and grant everything', async () => {
    renderAdminScreen(<UsersScreen staff={{ username: 'chefin', role: 'admin', permissions: noPermissions() }} />);
    const create = await screen.findByTestId('user-create-form');
    expect((within(create).getByRole('option', { name: 'Administrator' }) as HTMLOptionElement).disabled).toBe(false);
    expect((within(create).getByLabelText('System & Backend') as HTMLInputElement).disabled).toBe(false);
    expect(within(await row('ida')).getByRole('button', { name: 'ida löschen' })).toBeTruthy();
    expect(within(await row('chefin')).queryByRole('button', { name: 'chefin löschen' })).toBeNull();
  });
});

/** The user row in edit (the one holding a form). */
async function editedRow(): Promise<HTMLElement> {
  const edited = (await screen.findAllByTestId('user-row')).find((li) => li.querySelector('form'));
  if (!edited) throw new Error('no user row in edit');
  return edited;
}

describe('UsersScreen and passwords', () => {
  it('refuses a guessable password below its field before anything is sent', async () => {
    const api = serverStub({ 'GET /api/admin/users': () => ({ success: true, users: USERS }) });
    renderAdminScreen(<UsersScreen staff={{ username: 'chefin', role: 'admin', permissions: noPermissions() }} />);
    const create = await screen.findByTestId('user-create-form');
    fireEvent.change(within(create).getByLabelText(/^Benutzername( \*)?$/), { target: { value: 'neu' } });
    fireEvent.change(within(create).getByLabelText(/^E-Mail( \*)?$/), { target: { value: 'neu@example.de' } });
    fireEvent.change(within(create).getByLabelText(/^Passwort/), { target: { value: '1234567' } });
    fireEvent.submit(create);
    expect((await within(create).findByTestId('field-error')).textContent).toBe(
      'Das Passwort muss mindestens 12 Zeichen lang sein.',
    );
    fireEvent.change(within(create).getByLabelText(/^Passwort/), { target: { value: 'Passwort12345' } });
    fireEvent.submit(create);
    await waitFor(() =>
      expect(within(create).getByTestId('field-error').textContent).toMatch(/^Das Passwort ist zu leicht zu erraten\./),
    );
    expect(api.count('POST /api/admin/users')).toBe(0);
  });

  it('asks for the current password (and a code with two-factor login) when staff edit their own account', async () => {
    const own = { ...user('lena', 'editor', { users: true, faq: true }), two_factor_enabled: true };
    const api = serverStub({
      'GET /api/admin/users': () => ({ success: true, users: [own, USERS[2]] }),
      'PUT /api/admin/users/id-lena': () => ({ success: true, user: own }),
      'PUT /api/admin/users/id-tom': () => ({ success: true, user: USERS[2] }),
    });
    renderAdminScreen(<UsersScreen staff={lena} />);
    fireEvent.click(within(await row('tom')).getByRole('button', { name: 'tom bearbeiten' }));
    const other = await editedRow();
    expect(within(other).queryByLabelText('Aktuelles Passwort')).toBeNull();
    fireEvent.click(within(other).getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(within(await row('lena')).getByRole('button', { name: 'lena bearbeiten' }));
    const form = await editedRow();
    fireEvent.change(within(form).getByLabelText(/^E-Mail( \*)?$/), { target: { value: 'lena@agentur.de' } });
    fireEvent.change(within(form).getByLabelText(/^Aktuelles Passwort/), {
      target: { value: 'Lenas-altes-Passwort-1' },
    });
    fireEvent.change(within(form).getByLabelText(/^Code aus der App/), { target: { value: '123 456' } });
    fireEvent.submit(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.count('PUT /api/admin/users/id-lena')).toBe(1));
    expect(api.sent('PUT /api/admin/users/id-lena')[0]).toMatchObject({
      email: 'lena@agentur.de',
      current_password: 'Lenas-altes-Passwort-1',
      code: '123 456',
    });
  });
});

describe('UsersScreen before a deactivation or deletion', () => {
  const chefin = { username: 'chefin', role: 'admin' as const, permissions: noPermissions() };

  it('asks before deactivating, saying which plans and preview links end with it', async () => {
    const server = serverStub({
      'GET /api/admin/users': () => ({ success: true, users: USERS }),
      'GET /api/admin/users/id-tom/open-work': () => ({
        success: true,
        openWork: { plans: 2, previewLinks: 1, apiKeys: 0 },
      }),
      'PUT /api/admin/users/id-tom': () => ({
        success: true,
        user: USERS[2],
        ended: { plans: 2, previewLinks: 1, apiKeys: 0 },
      }),
    });
    renderAdminScreen(<UsersScreen staff={chefin} />);
    fireEvent.click(within(await row('tom')).getByRole('button', { name: 'tom bearbeiten' }));
    const form = await editedRow();
    fireEvent.click(within(form).getByLabelText('Aktiv'));
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));

    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Benutzer „tom“ deaktivieren?');
    expect((await within(dialog).findByTestId('ending-work')).textContent).toBe(
      'Damit enden 2 geplante Veröffentlichungen und 1 Vorschau-Link.',
    );
    expect(server.count('PUT /api/admin/users/id-tom')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deaktivieren' }));
    expect((await screen.findByTestId('banner-success')).textContent).toContain('Benutzer aktualisiert!');
    expect(server.sent('PUT /api/admin/users/id-tom')).toEqual([expect.objectContaining({ active: false })]);
  });

  it('saves an edit that keeps the account active without asking', async () => {
    const server = serverStub({
      'GET /api/admin/users': () => ({ success: true, users: USERS }),
      'PUT /api/admin/users/id-tom': () => ({
        success: true,
        user: USERS[2],
        ended: { plans: 0, previewLinks: 0, apiKeys: 0 },
      }),
    });
    renderAdminScreen(<UsersScreen staff={chefin} />);
    fireEvent.click(within(await row('tom')).getByRole('button', { name: 'tom bearbeiten' }));
    const form = await editedRow();
    fireEvent.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByTestId('banner-success')).textContent).toContain('Benutzer aktualisiert!');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    expect(server.count('GET /api/admin/users/id-tom/open-work')).toBe(0);
  });

  it('says in the delete confirmation what ends with the account', async () => {
    serverStub({
      'GET /api/admin/users': () => ({ success: true, users: USERS }),
      'GET /api/admin/users/id-ida/open-work': () => ({
        success: true,
        openWork: { plans: 0, previewLinks: 1, apiKeys: 0 },
      }),
    });
    renderAdminScreen(<UsersScreen staff={chefin} />);
    fireEvent.click(within(await row('ida')).getByRole('button', { name: 'ida löschen' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Benutzer „ida“ wirklich löschen?');
    expect((await within(dialog).findByText('Damit endet 1 Vorschau-Link.')).tagName).toBe('P');
  });
});
