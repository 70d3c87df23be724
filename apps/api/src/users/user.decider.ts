import { isDeepStrictEqual } from 'node:util';
import {
  changedPermissions,
  manageViolation,
  mayGrantAdmin,
  mayGrantPermission,
  PRIVILEGE_MESSAGES,
  type Permissions,
  type Role,
  TWO_FACTOR_MESSAGES,
} from '@agency/contracts';
import { RuleViolation } from '@agency/event-store';
import type { UserEvent } from './user.events';

export type UserState =
  | { status: 'absent' }
  | {
      status: 'active' | 'inactive' | 'deleted';
      userId: string;
      username: string;
      email: string;
      role: Role;
      permissions: Permissions;
      twoFactor: boolean;
    };

/**
 * Who asks for a change, as the guard read them for this request; null is the system itself (the first
 * admin created on start-up), which no privilege rule restrains.
 */
export type UserActor = { id: string; role: Role; permissions: Partial<Permissions> } | null;

export type CreateUser = {
  type: 'CreateUser';
  actor: UserActor;
  userId: string;
  username: string;
  email: string;
  role: Role;
  active: boolean;
  permissions: Permissions;
};
export type UpdateUser = {
  type: 'UpdateUser';
  actor: UserActor;
  username?: string;
  email?: string;
  role?: Role;
  permissions?: Permissions;
  active?: boolean;
  passwordChanged: boolean;
};
export type DeleteUser = { type: 'DeleteUser'; actor: UserActor };
/** The user's own two-factor login: set up, switched off, recovery codes renewed (only by the user). */
export type EnableTwoFactor = { type: 'EnableTwoFactor'; actor: NonNullable<UserActor> };
export type DisableTwoFactor = { type: 'DisableTwoFactor'; actor: NonNullable<UserActor> };
export type RenewRecoveryCodes = { type: 'RenewRecoveryCodes'; actor: NonNullable<UserActor> };
export type ChangeOwnTwoFactor = EnableTwoFactor | DisableTwoFactor | RenewRecoveryCodes;
/** A colleague removes a user's two-factor login (the rules on who may manage whom apply). */
export type ResetTwoFactor = { type: 'ResetTwoFactor'; actor: UserActor };
export type UserCommand = CreateUser | UpdateUser | DeleteUser | ChangeOwnTwoFactor | ResetTwoFactor;

export const initialUserState: UserState = { status: 'absent' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { status: event.data.active ? 'active' : 'inactive', ...event.data, twoFactor: false };
    case 'UserDetailsChanged':
      return state.status === 'absent' ? state : { ...state, ...event.data };
    case 'UserActivated':
      return state.status === 'absent' ? state : { ...state, status: 'active' };
    case 'UserDeactivated':
      return state.status === 'absent' ? state : { ...state, status: 'inactive' };
    case 'UserPasswordChanged':
      return state;
    case 'UserDeleted':
      return state.status === 'absent' ? state : { ...state, status: 'deleted' };
    case 'UserTwoFactorEnabled':
      return state.status === 'absent' ? state : { ...state, twoFactor: true };
    case 'UserTwoFactorDisabled':
    case 'UserTwoFactorReset':
      return state.status === 'absent' ? state : { ...state, twoFactor: false };
    case 'UserRecoveryCodesRenewed':
      return state;
  }
}

const forbidden = (message: string) => new RuleViolation('forbidden', message);

/** The privilege rules of `@agency/contracts` (user-privileges.ts), enforced: a violation is a 403. */
function assertPrivileges(command: UserCommand, state: UserState): void {
  const { actor } = command;
  if (actor === null) return;
  if (command.type === 'CreateUser') {
    if (command.role === 'admin' && !mayGrantAdmin(actor)) throw forbidden(PRIVILEGE_MESSAGES.grantAdmin);
    if (changedPermissions({}, command.permissions).some((key) => !mayGrantPermission(actor, key)))
      throw forbidden(PRIVILEGE_MESSAGES.foreignPermission);
    return;
  }
  if (state.status === 'absent') return;
  const own = state.userId === actor.id;
  if (
    command.type === 'EnableTwoFactor' ||
    command.type === 'DisableTwoFactor' ||
    command.type === 'RenewRecoveryCodes'
  ) {
    if (!own) throw forbidden(PRIVILEGE_MESSAGES.ownTwoFactor);
    return;
  }
  if (command.type === 'ResetTwoFactor' && own) throw forbidden(PRIVILEGE_MESSAGES.resetOwnTwoFactor);
  if (command.type === 'UpdateUser' && own) {
    const roleChanges = command.role !== undefined && command.role !== state.role;
    const permissionsChange =
      command.permissions !== undefined && changedPermissions(state.permissions, command.permissions).length > 0;
    if (roleChanges || permissionsChange) throw forbidden(PRIVILEGE_MESSAGES.ownRights);
  }
  const violation = own ? null : manageViolation(actor, state);
  if (violation) throw forbidden(violation);
  if (command.type !== 'UpdateUser') return;
  if (command.role === 'admin' && command.role !== state.role && !mayGrantAdmin(actor))
    throw forbidden(PRIVILEGE_MESSAGES.grantAdmin);
  if (
    command.permissions !== undefined &&
    changedPermissions(state.permissions, command.permissions).some((key) => !mayGrantPermission(actor, key))
  ) {
    throw forbidden(PRIVILEGE_MESSAGES.foreignPermission);
  }
}

/** Decides which events a command causes; an edit that changes nothing causes none. */
export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'absent') throw new RuleViolation('conflict', 'Benutzer existiert bereits');
    assertPrivileges(command, state);
    const { type: _type, actor: _actor, ...data } = command;
    return [{ type: 'UserCreated', data }];
  }
  if (state.status === 'absent' || state.status === 'deleted') {
    throw new RuleViolation('not_found', 'Benutzer nicht gefunden');
  }
  assertPrivileges(command, state);
  if (command.type === 'DeleteUser') return [{ type: 'UserDeleted', data: {} }];
  if (command.type === 'EnableTwoFactor') {
    if (state.twoFactor) throw new RuleViolation('conflict', TWO_FACTOR_MESSAGES.alreadyEnabled);
    return [{ type: 'UserTwoFactorEnabled', data: {} }];
  }
  if (command.type === 'DisableTwoFactor') {
    return state.twoFactor ? [{ type: 'UserTwoFactorDisabled', data: {} }] : [];
  }
  if (command.type === 'RenewRecoveryCodes') {
    if (!state.twoFactor) throw new RuleViolation('invalid', TWO_FACTOR_MESSAGES.notEnabled);
    return [{ type: 'UserRecoveryCodesRenewed', data: {} }];
  }
  if (command.type === 'ResetTwoFactor') return state.twoFactor ? [{ type: 'UserTwoFactorReset', data: {} }] : [];

  const events: UserEvent[] = [];
  const changes: Extract<UserEvent, { type: 'UserDetailsChanged' }>['data'] = {};
  if (command.username !== undefined && command.username !== state.username) changes.username = command.username;
  if (command.email !== undefined && command.email !== state.email) changes.email = command.email;
  if (command.role !== undefined && command.role !== state.role) changes.role = command.role;
  if (command.permissions !== undefined && !isDeepStrictEqual(command.permissions, state.permissions)) {
    changes.permissions = command.permissions;
  }
  if (Object.keys(changes).length > 0) events.push({ type: 'UserDetailsChanged', data: changes });
  if (command.active === true && state.status === 'inactive') events.push({ type: 'UserActivated', data: {} });
  if (command.active === false && state.status === 'active') events.push({ type: 'UserDeactivated', data: {} });
  if (command.passwordChanged) events.push({ type: 'UserPasswordChanged', data: {} });
  return events;
}

export const userDecider = { initialState: initialUserState, decide: decideUser, evolve: evolveUser };
