import { isDeepStrictEqual } from 'node:util';
import type { Permissions, Role } from '@agency/contracts';
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

export type CreateUser = {
  type: 'CreateUser';
  userId: string;
  username: string;
  email: string;
  role: Role;
  active: boolean;
  permissions: Permissions;
};
export type UpdateUser = {
  type: 'UpdateUser';
  username?: string;
  email?: string;
  role?: Role;
  permissions?: Permissions;
  active?: boolean;
  passwordChanged: boolean;
};
export type DeleteUser = { type: 'DeleteUser' };
export type UserCommand = CreateUser | UpdateUser | DeleteUser;

export class UserRuleViolation extends Error {
  constructor(
    readonly code: 'not_found' | 'already_exists',
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

/** Decides which events a command causes; an edit that changes nothing causes none. */
export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'CreateUser') {
    if (state.status !== 'absent') throw new UserRuleViolation('already_exists', 'Benutzer existiert bereits');
    const { type: _type, ...data } = command;
    return [{ type: 'UserCreated', data }];
  }
  if (state.status === 'absent' || state.status === 'deleted') {
    throw new UserRuleViolation('not_found', 'Benutzer nicht gefunden');
  }
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
