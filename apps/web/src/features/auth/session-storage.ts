import { permissionsSchema, roleSchema, type Permissions, type Role } from '@agency/contracts';

/**
 * Local-storage keys of the back-office session. The token itself is
 * no longer among them: it lives in an HttpOnly cookie no page script can read. The stored
 * permissions and role only decide what the screen shows; the api checks every call against the cookie.
 */
export const SESSION_KEYS = {
  permissions: 'admin-permissions',
  role: 'admin-role',
  username: 'admin-username',
  twoFactorSetupRequired: 'admin-two-factor-setup',
} as const;

/** Where older versions kept the token; removed wherever the session is read or written. */
const LEGACY_TOKEN_KEY = 'admin-auth';

export interface AdminSession {
  permissions: Permissions;
  role: Role;
  /** Who is logged in, so screens can tell the own account apart (absent in sessions of older versions). */
  username?: string;
  /** Staff must use two-factor login and this account has not set it up: only the set-up is open. */
  twoFactorSetupRequired?: boolean;
}

/** Restores the session if permissions are stored; a missing role means editor. */
export function loadSession(storage: Storage = window.localStorage): AdminSession | null {
  try {
    storage.removeItem(LEGACY_TOKEN_KEY);
    const rawPermissions = storage.getItem(SESSION_KEYS.permissions);
    if (!rawPermissions) return null;
    const permissions = permissionsSchema.safeParse(JSON.parse(rawPermissions));
    if (!permissions.success) return null;
    const role = roleSchema.safeParse(storage.getItem(SESSION_KEYS.role));
    const username = storage.getItem(SESSION_KEYS.username) ?? undefined;
    return {
      permissions: permissions.data,
      role: role.success ? role.data : 'editor',
      ...(username ? { username } : {}),
      ...(storage.getItem(SESSION_KEYS.twoFactorSetupRequired) === 'true' ? { twoFactorSetupRequired: true } : {}),
    };
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession, storage: Storage = window.localStorage): void {
  storage.removeItem(LEGACY_TOKEN_KEY);
  storage.setItem(SESSION_KEYS.permissions, JSON.stringify(session.permissions));
  storage.setItem(SESSION_KEYS.role, session.role);
  if (session.username) storage.setItem(SESSION_KEYS.username, session.username);
  else storage.removeItem(SESSION_KEYS.username);
  if (session.twoFactorSetupRequired) storage.setItem(SESSION_KEYS.twoFactorSetupRequired, 'true');
  else storage.removeItem(SESSION_KEYS.twoFactorSetupRequired);
}

export function clearSession(storage: Storage = window.localStorage): void {
  for (const key of [...Object.values(SESSION_KEYS), LEGACY_TOKEN_KEY]) storage.removeItem(key);
}
