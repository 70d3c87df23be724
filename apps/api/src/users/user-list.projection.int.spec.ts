import { noPermissions } from '@agency/contracts';
import { projectionTest } from '../testing/projection-test';
import { UserRecord } from './user.entity';
import { userListProjection } from './user-list.projection';
import type { UserEvent } from './user.events';

const ID = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const created = (userId: string, username: string): UserEvent => ({
  type: 'UserCreated',
  data: {
    userId,
    username,
    email: `${username}@example.de`,
    role: 'editor',
    active: true,
    permissions: { ...noPermissions(), faq: true },
  },
});
const list = 'SELECT id, username, email, role, active, permissions, session_version FROM users ORDER BY username';

describe('user list projection: user events in, users rows out', () => {
  const test = projectionTest(userListProjection, [UserRecord]);

  it('lists a created user, its changed details, and ends every session when it is deactivated or its password changes', async () => {
    await test.given(`user-${ID}`, [created(ID, 'anna')], 'chefin');
    expect(await test.rows(list)).toEqual([
      {
        id: ID,
        username: 'anna',
        email: 'anna@example.de',
        role: 'editor',
        active: true,
        permissions: { ...noPermissions(), faq: true },
        session_version: 0,
      },
    ]);

    await test.given(`user-${ID}`, [
      { type: 'UserDetailsChanged', data: { email: 'anna.nord@example.de', role: 'admin' } },
      { type: 'UserDeactivated', data: {} },
    ]);
    expect(await test.rows(list)).toMatchObject([
      { email: 'anna.nord@example.de', role: 'admin', active: false, session_version: 1 },
    ]);

    await test.given(`user-${ID}`, [
      { type: 'UserActivated', data: {} },
      { type: 'UserPasswordChanged', data: {} },
    ]);
    expect(await test.rows(list)).toMatchObject([{ active: true, session_version: 2 }]);
  });

  it('marks two-factor login set up and off; setting it up and a reset by a colleague end the sessions, switching it off does not', async () => {
    const twoFactor = `SELECT two_factor_enabled, session_version FROM users WHERE id = '${ID}'`;
    await test.given(`user-${ID}`, [{ type: 'UserTwoFactorEnabled', data: {} }]);
    expect(await test.rows(twoFactor)).toEqual([{ two_factor_enabled: true, session_version: 3 }]);
    await test.given(`user-${ID}`, [{ type: 'UserTwoFactorReset', data: {} }]);
    expect(await test.rows(twoFactor)).toEqual([{ two_factor_enabled: false, session_version: 4 }]);
    await test.given(`user-${ID}`, [
      { type: 'UserTwoFactorEnabled', data: {} },
      { type: 'UserTwoFactorDisabled', data: {} },
    ]);
    expect(await test.rows(twoFactor)).toEqual([{ two_factor_enabled: false, session_version: 5 }]);
  });

  it('keeps the session that changed its own password or set up its two-factor login, and no other', async () => {
    const kept = `SELECT kept_session_id, session_version FROM users WHERE id = '${ID}'`;
    const anna = { id: ID, username: 'anna' };
    await test.given(`user-${ID}`, [{ type: 'UserPasswordChanged', data: {} }], { ...anna, session: 'sitzung-1' });
    expect(await test.rows(kept)).toEqual([{ kept_session_id: 'sitzung-1', session_version: 6 }]);
    await test.given(`user-${ID}`, [{ type: 'UserTwoFactorEnabled', data: {} }], { ...anna, session: 'sitzung-2' });
    expect(await test.rows(kept)).toEqual([{ kept_session_id: 'sitzung-2', session_version: 7 }]);
    // A colleague's reset, or a password a colleague set: every session ends.
    await test.given(`user-${ID}`, [{ type: 'UserTwoFactorReset', data: {} }], 'chefin');
    expect(await test.rows(kept)).toEqual([{ kept_session_id: null, session_version: 8 }]);
    await test.given(`user-${ID}`, [{ type: 'UserPasswordChanged', data: {} }], { ...anna, session: 'sitzung-3' });
    await test.given(`user-${ID}`, [{ type: 'UserPasswordChanged', data: {} }], {
      id: 'id-chefin',
      username: 'chefin',
      session: 'sitzung-der-chefin',
    });
    expect(await test.rows(kept)).toEqual([{ kept_session_id: null, session_version: 10 }]);
  });

  it('removes a deleted user, and rebuilds the same rows from the log', async () => {
    await test.given(`user-${OTHER}`, [created(OTHER, 'bernd'), { type: 'UserDeleted', data: {} }]);
    const rows = await test.rows('SELECT * FROM users ORDER BY username');
    expect(rows.map((row) => row.username)).toEqual(['anna']);
    await test.rebuild();
    expect(await test.rows('SELECT * FROM users ORDER BY username')).toEqual(rows);
  });
});
