import type { DataSource, EntityManager } from 'typeorm';
import { hasPermission, type PermissionKey, type Permissions, type Role } from '@agency/contracts';

/** What of a staff account decides whether it may act: read fresh from the users read model. */
export interface StaffRights {
  active: boolean;
  role: Role;
  permissions: Partial<Permissions>;
}

/** Whether a staff member may act in an area now, else why not. */
export type StaffStanding = 'allowed' | 'missing' | 'inactive' | 'lacks_permission';

/**
 * The staff guard's rule, for work that acts later under someone's name (a planned publication, a preview
 * link): an account that exists, is active and holds the area's permission (admins hold every one).
 */
export function standingOf(rights: StaffRights | undefined, permission: PermissionKey): StaffStanding {
  if (!rights) return 'missing';
  if (!rights.active) return 'inactive';
  return hasPermission(rights.role, rights.permissions, permission) ? 'allowed' : 'lacks_permission';
}

/** A staff account's rights as the users read model has them now (undefined: no such account, any more). */
export async function staffRights(
  db: DataSource | EntityManager,
  userId: string | null,
): Promise<StaffRights | undefined> {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  const rows: StaffRights[] = await db.query('SELECT active, role, permissions FROM users WHERE id = $1', [userId]);
  return rows[0];
}
