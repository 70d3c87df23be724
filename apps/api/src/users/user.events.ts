import { type DomainEvent, streamKind } from '@agency/event-store';
import type { Permissions, Role } from '@agency/contracts';

/** A staff user's life as events. Passwords never enter the log; only the fact that one changed. */
export type UserCreated = DomainEvent<
  'UserCreated',
  { userId: string; username: string; email: string; role: Role; active: boolean; permissions: Permissions }
>;
export type UserDetailsChanged = DomainEvent<
  'UserDetailsChanged',
  { username?: string; email?: string; role?: Role; permissions?: Permissions }
>;
export type UserActivated = DomainEvent<'UserActivated', Record<string, never>>;
export type UserDeactivated = DomainEvent<'UserDeactivated', Record<string, never>>;
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', Record<string, never>>;
export type UserDeleted = DomainEvent<'UserDeleted', Record<string, never>>;
/** Two-factor login set up by the user; the secret and recovery codes never enter the log. */
export type UserTwoFactorEnabled = DomainEvent<'UserTwoFactorEnabled', Record<string, never>>;
/** Switched off by the user themself. */
export type UserTwoFactorDisabled = DomainEvent<'UserTwoFactorDisabled', Record<string, never>>;
/** Removed by a colleague with the right to manage the account (a lost phone): the user's sessions end. */
export type UserTwoFactorReset = DomainEvent<'UserTwoFactorReset', Record<string, never>>;
/** The user replaced their recovery codes with new ones. */
export type UserRecoveryCodesRenewed = DomainEvent<'UserRecoveryCodesRenewed', Record<string, never>>;

export type UserEvent =
  | UserCreated
  | UserDetailsChanged
  | UserActivated
  | UserDeactivated
  | UserPasswordChanged
  | UserDeleted
  | UserTwoFactorEnabled
  | UserTwoFactorDisabled
  | UserTwoFactorReset
  | UserRecoveryCodesRenewed;

/** user-<id>: one stream per staff user. */
export const USER_STREAMS = streamKind<UserEvent>('user-', [
  'UserCreated',
  'UserDetailsChanged',
  'UserActivated',
  'UserDeactivated',
  'UserPasswordChanged',
  'UserDeleted',
  'UserTwoFactorEnabled',
  'UserTwoFactorDisabled',
  'UserTwoFactorReset',
  'UserRecoveryCodesRenewed',
]);
export const userStreamId = USER_STREAMS.id;
