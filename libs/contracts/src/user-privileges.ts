import { hasPermission, PERMISSION_KEYS, type PermissionKey, type Permissions, type Role } from './permissions';

/**
 * Who may do what to a staff account, as pure predicates: the api's user decider enforces them,
 * the users screen offers only what they allow. Admins may do anything except change their own role or
 * permissions. A non-admin (an editor holding `users`) never touches an admin account or hands out the
 * admin role, grants or revokes only permissions they hold themselves, and manages only accounts whose
 * permissions they all hold (else resetting a stronger colleague's password would be a way to their rights).
 */
export interface StaffAccount {
  role: Role;
  permissions: Partial<Permissions>;
}

export const PRIVILEGE_MESSAGES = {
  adminOnly: 'Nur Administratoren können Administratorkonten anlegen, ändern, deaktivieren oder löschen.',
  grantAdmin: 'Nur Administratoren können die Rolle Administrator vergeben.',
  foreignPermission: 'Sie können nur Berechtigungen vergeben oder entziehen, die Sie selbst besitzen.',
  strongerTarget: 'Sie können nur Benutzer bearbeiten, deren Berechtigungen Sie alle selbst besitzen.',
  ownRights: 'Sie können Ihre eigene Rolle und Ihre eigenen Berechtigungen nicht ändern.',
  ownTwoFactor: 'Nur der Benutzer selbst kann seine Zwei-Faktor-Anmeldung einrichten oder abschalten.',
  resetOwnTwoFactor: 'Ihre eigene Zwei-Faktor-Anmeldung verwalten Sie unter „Mein Konto“.',
} as const;

export const mayGrantAdmin = (actor: StaffAccount): boolean => actor.role === 'admin';

/** Whether the actor may grant or revoke this permission. */
export const mayGrantPermission = (actor: StaffAccount, key: PermissionKey): boolean =>
  hasPermission(actor.role, actor.permissions, key);

/** The permission keys whose value differs between two maps (a missing key counts as false). */
export function changedPermissions(before: Partial<Permissions>, after: Partial<Permissions>): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => (before[key] === true) !== (after[key] === true));
}

/**
 * Why the actor may not change, deactivate, delete or reset the password of another account, or null when
 * they may (what they may change on it is then up to the grant rules).
 */
export function manageViolation(actor: StaffAccount, target: StaffAccount): string | null {
  if (actor.role === 'admin') return null;
  if (target.role === 'admin') return PRIVILEGE_MESSAGES.adminOnly;
  if (changedPermissions({}, target.permissions).some((key) => !mayGrantPermission(actor, key)))
    return PRIVILEGE_MESSAGES.strongerTarget;
  return null;
}
