import { isDeepStrictEqual } from 'node:util';
import { hasPermission, PERMISSION_KEYS, type Permissions, type Role } from '@agency/contracts';
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
export type UserCommand = CreateUser | UpdateUser | DeleteUser;

export class UserRuleViolation extends Error {
  constructor(
    readonly code: 'not_found' | 'already_exists' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

export const initialUserState: UserState = { status: 'absent' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserCreated':
      return { status: event.data.active ? 'active' : 'inactive', ...event.data };
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
  }
}

export const PRIVILEGE_MESSAGES = {
  adminOnly: 'Nur Administratoren können Administratorkonten anlegen, ändern, deaktivieren oder löschen.',
  grantAdmin: 'Nur Administratoren können die Rolle Administrator vergeben.',
  foreignPermission: 'Sie können nur Berechtigungen vergeben oder entziehen, die Sie selbst besitzen.',
  strongerTarget: 'Sie können nur Benutzer bearbeiten, deren Berechtigungen Sie alle selbst besitzen.',
  ownRights: 'Sie können Ihre eigene Rolle und Ihre eigenen Berechtigungen nicht ändern.',
} as const;

const forbidden = (message: string) => new UserRuleViolation('forbidden', message);

/** The permission keys whose value differs between two maps (a missing key counts as false). */
function changedKeys(before: Partial<Permissions>, after: Partial<Permissions>) {
  return PERMISSION_KEYS.filter((key) => (before[key] === true) !== (after[key] === true));
}

/**
 * Privilege rules (issue 14): admins may do anything here. A non-admin (an editor holding `users`) never
 * touches an admin account or hands out the admin role, grants or revokes only permissions they hold
 * themselves, and manages only accounts whose permissions they all hold (else resetting a stronger
 * colleague's password would be a way to their rights). Nobody changes their own role or permissions.
 */
function assertPrivileges(command: UserCommand, state: UserState): void {
  const { actor } = command;
  if (actor === null) return;
  const isAdmin = actor.role === 'admin';
  const holds = (key: (typeof PERMISSION_KEYS)[number]) => hasPermission(actor.role, actor.permissions, key);
  if (command.type === 'CreateUser') {
    if (isAdmin) return;
    if (command.role === 'admin') throw forbidden(PRIVILEGE_MESSAGES.grantAdmin);
    if (changedKeys({}, command.permissions).some((key) => !holds(key))) throw forbidden(PRIVILEGE_MESSAGES.foreignPermission);
    return;
  }
  if (state.status === 'absent') return;
  if (command.type === 'UpdateUser' && state.userId === actor.id) {
    const roleChanges = command.role !== undefined && command.role !== state.role;
    const permissionsChange = command.permissions !== undefined && changedKeys(state.permissions, command.permissions).length > 0;
    if (roleChanges || permissionsChange) throw forbidden(PRIVILEGE_MESSAGES.ownRights);
  }
  if (isAdmin) return;
  if (state.role === 'admin') throw forbidden(PRIVILEGE_MESSAGES.adminOnly);
  if (command.type === 'UpdateUser' && command.role === 'admin') throw forbidden(PRIVILEGE_MESSAGES.grantAdmin);
  if (state.userId !== actor.id && changedKeys({}, state.permissions).some((key) => !holds(key))) {
    throw forbidden(PRIVILEGE_MESSAGES.strongerTarget);
  }
  if (command.type === 'UpdateUser' && command.permissions !== undefined) {
    if (changedKeys(state.permissions, command.permissions).some((key) => !holds(key))) {
      throw forbidden(PRIVILEGE_MESSAGES.foreignPermission);
    }
  }
}

/** Decides which events a command causes; an edit that changes nothing causes none. */
export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'absent') throw new UserRuleViolation('already_exists', 'Benutzer existiert bereits');
    assertPrivileges(command, state);
    const { type: _type, actor: _actor, ...data } = command;
    return [{ type: 'UserCreated', data }];
  }
  if (state.status === 'absent' || state.status === 'deleted') {
    throw new UserRuleViolation('not_found', 'Benutzer nicht gefunden');
  }
  assertPrivileges(command, state);
  if (command.type === 'DeleteUser') return [{ type: 'UserDeleted', data: {} }];

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
