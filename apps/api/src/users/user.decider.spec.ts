import { allPermissions, noPermissions, PRIVILEGE_MESSAGES, type Permissions } from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import { decideUser, evolveUser, initialUserState, type UserActor, type UserCommand } from './user.decider';
import type { UserEvent } from './user.events';

const perms = (granted: Partial<Permissions>): Permissions => ({ ...noPermissions(), ...granted });
const created = (userId: string, role: 'admin' | 'editor', granted: Partial<Permissions> = {}): UserEvent => ({
  type: 'UserCreated',
  data: { userId, username: userId, email: `${userId}@example.de`, role, active: true, permissions: perms(granted) },
});

const admin: UserActor = { id: 'a1', role: 'admin', permissions: noPermissions() };
/** An editor holding `users` and `statistics`. */
const editor: UserActor = { id: 'e1', role: 'editor', permissions: perms({ users: true, statistics: true }) };

/** given events, when command, then events */
function when(given: UserEvent[], command: UserCommand) {
  return decideUser(command, given.reduce(evolveUser, initialUserState));
}
const update = (actor: UserActor, change: Partial<Extract<UserCommand, { type: 'UpdateUser' }>>): UserCommand => ({
  type: 'UpdateUser',
  actor,
  passwordChanged: false,
  ...change,
});
const create = (actor: UserActor, role: 'admin' | 'editor', granted: Partial<Permissions> = {}): UserCommand => ({
  type: 'CreateUser',
  actor,
  userId: 'n1',
  username: 'neu',
  email: 'neu@example.de',
  role,
  active: true,
  permissions: perms(granted),
});

describe('user decider: privilege rules', () => {
  it('lets an admin create an admin, and the system (first start) too', () => {
    expect(when([], create(admin, 'admin'))).toHaveLength(1);
    expect(when([], create(null, 'admin', allPermissions()))).toHaveLength(1);
  });

  it('refuses a non-admin creating an admin', () => {
    expect(() => when([], create(editor, 'admin'))).toThrow(PRIVILEGE_MESSAGES.grantAdmin);
  });

  it('lets a non-admin create an editor with permissions they hold, not with others', () => {
    expect(when([], create(editor, 'editor', { statistics: true }))).toHaveLength(1);
    expect(() => when([], create(editor, 'editor', { statistics: true, system: true }))).toThrow(
      PRIVILEGE_MESSAGES.foreignPermission,
    );
  });

  it('refuses a non-admin changing, deactivating, deleting or resetting the password of an admin', () => {
    const given = [created('a2', 'admin')];
    expect(() => when(given, update(editor, { email: 'x@example.de' }))).toThrow(PRIVILEGE_MESSAGES.adminOnly);
    expect(() => when(given, update(editor, { active: false }))).toThrow(PRIVILEGE_MESSAGES.adminOnly);
    expect(() => when(given, update(editor, { passwordChanged: true }))).toThrow(PRIVILEGE_MESSAGES.adminOnly);
    expect(() => when(given, { type: 'DeleteUser', actor: editor })).toThrow(PRIVILEGE_MESSAGES.adminOnly);
    expect(when(given, update(admin, { passwordChanged: true }))).toEqual([{ type: 'UserPasswordChanged', data: {} }]);
  });

  it('refuses a non-admin promoting anyone to admin', () => {
    expect(() => when([created('e2', 'editor')], update(editor, { role: 'admin' }))).toThrow(
      PRIVILEGE_MESSAGES.grantAdmin,
    );
  });

  it('lets a non-admin grant or revoke only permissions they hold', () => {
    const given = [created('e2', 'editor', { statistics: true })];
    expect(when(given, update(editor, { permissions: perms({ statistics: true, users: true }) }))).toHaveLength(1);
    expect(when(given, update(editor, { permissions: perms({}) }))).toHaveLength(1);
    expect(() => when(given, update(editor, { permissions: perms({ statistics: true, website: true }) }))).toThrow(
      PRIVILEGE_MESSAGES.foreignPermission,
    );
  });

  it('refuses a non-admin managing an account that holds a permission they lack', () => {
    const given = [created('e3', 'editor', { system: true })];
    expect(() => when(given, update(editor, { passwordChanged: true }))).toThrow(PRIVILEGE_MESSAGES.strongerTarget);
    expect(() => when(given, { type: 'DeleteUser', actor: editor })).toThrow(PRIVILEGE_MESSAGES.strongerTarget);
  });

  it('refuses anybody changing their own role or permissions, but not their own e-mail or password', () => {
    const self = [created('e1', 'editor', { users: true, statistics: true })];
    expect(() => when(self, update(editor, { role: 'admin' }))).toThrow(PRIVILEGE_MESSAGES.ownRights);
    expect(() => when(self, update(editor, { permissions: perms({ users: true }) }))).toThrow(
      PRIVILEGE_MESSAGES.ownRights,
    );
    expect(
      when(
        self,
        update(editor, {
          role: 'editor',
          permissions: perms({ users: true, statistics: true }),
          email: 'n@example.de',
        }),
      ),
    ).toEqual([{ type: 'UserDetailsChanged', data: { email: 'n@example.de' } }]);
    expect(() => when([created('a1', 'admin')], update(admin, { role: 'editor' }))).toThrow(
      PRIVILEGE_MESSAGES.ownRights,
    );
  });
});

describe('user decider: a user’s life', () => {
  const anna = created('u1', 'editor', { faq: true });

  it('creates a user once', () => {
    const createAnna: UserCommand = {
      type: 'CreateUser',
      actor: admin,
      userId: 'u1',
      username: 'u1',
      email: 'u1@example.de',
      role: 'editor',
      active: true,
      permissions: perms({ faq: true }),
    };
    expect(when([], createAnna)).toEqual([anna]);
    expect(() => when([anna], create(admin, 'editor'))).toThrow(
      new RuleViolation('conflict', 'Benutzer existiert bereits'),
    );
  });

  it('records only the details that change, activation and a new password as events of their own', () => {
    expect(
      when(
        [anna],
        update(admin, {
          username: 'u1',
          email: 'anna@example.de',
          role: 'editor',
          permissions: perms({ faq: true, website: true }),
        }),
      ),
    ).toEqual([
      {
        type: 'UserDetailsChanged',
        data: { email: 'anna@example.de', permissions: perms({ faq: true, website: true }) },
      },
    ]);
    expect(when([anna], update(admin, { active: false, passwordChanged: true }))).toEqual([
      { type: 'UserDeactivated', data: {} },
      { type: 'UserPasswordChanged', data: {} },
    ]);
    const deactivated: UserEvent = { type: 'UserDeactivated', data: {} };
    expect(when([anna, deactivated], update(admin, { active: true }))).toEqual([{ type: 'UserActivated', data: {} }]);
  });

  it('records nothing for an edit that changes nothing', () => {
    expect(
      when([anna], update(admin, { username: 'u1', role: 'editor', active: true, permissions: perms({ faq: true }) })),
    ).toEqual([]);
  });

  it('deletes a user, after which it is not found, nor is a user never created', () => {
    expect(when([anna], { type: 'DeleteUser', actor: admin })).toEqual([{ type: 'UserDeleted', data: {} }]);
    const deleted: UserEvent = { type: 'UserDeleted', data: {} };
    expect(() => when([anna, deleted], update(admin, { email: 'x@example.de' }))).toThrow(
      new RuleViolation('not_found', 'Benutzer nicht gefunden'),
    );
    expect(() => when([anna, deleted], { type: 'DeleteUser', actor: admin })).toThrow('Benutzer nicht gefunden');
    expect(() => when([], update(admin, { email: 'x@example.de' }))).toThrow('Benutzer nicht gefunden');
  });

  it('answers a refused privilege as forbidden', () => {
    expect(() => when([], create(editor, 'admin'))).toThrow(expect.objectContaining({ kind: 'forbidden' }));
  });
});

describe('user decider: two-factor login', () => {
  const enabled: UserEvent = { type: 'UserTwoFactorEnabled', data: {} };
  const own = (type: 'EnableTwoFactor' | 'DisableTwoFactor' | 'RenewRecoveryCodes', id: string): UserCommand => ({
    type,
    actor: { id, role: 'editor', permissions: noPermissions() },
  });

  it('is set up, renewed and switched off by its owner only', () => {
    expect(when([created('u1', 'editor')], own('EnableTwoFactor', 'u1'))).toEqual([enabled]);
    expect(() => when([created('u1', 'editor'), enabled], own('EnableTwoFactor', 'u1'))).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
    expect(when([created('u1', 'editor'), enabled], own('RenewRecoveryCodes', 'u1'))).toEqual([
      { type: 'UserRecoveryCodesRenewed', data: {} },
    ]);
    expect(when([created('u1', 'editor'), enabled], own('DisableTwoFactor', 'u1'))).toEqual([
      { type: 'UserTwoFactorDisabled', data: {} },
    ]);
    expect(when([created('u1', 'editor')], own('DisableTwoFactor', 'u1'))).toEqual([]);
    expect(() =>
      when([created('u1', 'editor')], {
        type: 'EnableTwoFactor',
        actor: { id: 'a1', role: 'admin', permissions: noPermissions() },
      }),
    ).toThrow(PRIVILEGE_MESSAGES.ownTwoFactor);
  });

  it('is reset by those who may manage the account: an admin for anyone, an editor never for an admin, nobody for themself', () => {
    expect(when([created('u1', 'editor'), enabled], { type: 'ResetTwoFactor', actor: admin })).toEqual([
      { type: 'UserTwoFactorReset', data: {} },
    ]);
    expect(
      when([created('u1', 'editor', { statistics: true }), enabled], { type: 'ResetTwoFactor', actor: editor }),
    ).toEqual([{ type: 'UserTwoFactorReset', data: {} }]);
    expect(() => when([created('a2', 'admin'), enabled], { type: 'ResetTwoFactor', actor: editor })).toThrow(
      PRIVILEGE_MESSAGES.adminOnly,
    );
    expect(() => when([created('a1', 'admin'), enabled], { type: 'ResetTwoFactor', actor: admin })).toThrow(
      PRIVILEGE_MESSAGES.resetOwnTwoFactor,
    );
    expect(when([created('u1', 'editor')], { type: 'ResetTwoFactor', actor: admin })).toEqual([]);
  });
});
