import { noPermissions, type Permissions, type User } from '@agency/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
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

const row = async (username: string) =>
  (await screen.findAllByTestId('user-row')).find((li) => li.textContent?.startsWith(username))!;

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
    const own = (await screen.findAllByTestId('user-row')).find((li) => li.querySelector('form'))!;
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
