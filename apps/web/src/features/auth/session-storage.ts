import { permissionsSchema, roleSchema, type Permissions, type Role } from '@agency/contracts';

/** Local-storage keys of the back-office session (spec/back-office.md §4 "Session"). */
export const SESSION_KEYS = {
  token: 'admin-auth',
  permissions: 'admin-permissions',
  role: 'admin-role',
} as const;

export interface AdminSession {
  token: string;
  permissions: Permissions;
  role: Role;
}

/** Restores the session if both token and permissions are stored; a missing role means editor. */
export function loadSession(storage: Storage = window.localStorage): AdminSession | null {
  try {
    const token = storage.getItem(SESSION_KEYS.token);
    const rawPermissions = storage.getItem(SESSION_KEYS.permissions);
    if (!token || !rawPermissions) return null;
    const permissions = permissionsSchema.safeParse(JSON.parse(rawPermissions));
    if (!permissions.success) return null;
    const role = roleSchema.safeParse(storage.getItem(SESSION_KEYS.role));
    return { token, permissions: permissions.data, role: role.success ? role.data : 'editor' };
  } catch {
    return null;
  }
}

export function saveSession(session: AdminSession, storage: Storage = window.localStorage): void {
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.permissions, JSON.stringify(session.permissions));
  storage.setItem(SESSION_KEYS.role, session.role);
}

export function clearSession(storage: Storage = window.localStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
