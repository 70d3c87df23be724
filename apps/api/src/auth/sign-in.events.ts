import { type DomainEvent, streamKind } from '@agency/event-store';

/** How the second step of a login was passed; 'password' alone for an account without two-factor login. */
export type SignInMethod = 'password' | 'totp' | 'recovery_code';

/** A staff member logged in (a session began). */
export type StaffSignedIn = DomainEvent<
  'StaffSignedIn',
  { username: string; method: SignInMethod; recoveryCodesLeft?: number }
>;
/**
 * A login on an existing account failed: a wrong password, or a wrong code after the right password.
 * Wrong passwords are recorded within the login throttle's limits, so no client can grow the log at will;
 * every wrong code is, as the account's code attempts bound them and each round of them needs the password.
 */
export type StaffSignInFailed = DomainEvent<'StaffSignInFailed', { username: string; step: 'password' | 'code' }>;

export type SignInEvent = StaffSignedIn | StaffSignInFailed;

/** staff-sign-in-<user id>: the logins of one account, apart from its user stream (no version races with edits). */
export const SIGN_IN_STREAMS = streamKind<SignInEvent>('staff-sign-in-', ['StaffSignedIn', 'StaffSignInFailed']);
