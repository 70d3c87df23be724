import type { Permissions, Role } from '@agency/contracts';

export interface StaffPrincipal {
  id: string;
  username: string;
  role: Role;
  permissions: Permissions;
}

export interface StaffTokenPayload {
  sub: string;
  /** The user's session version when the token was issued; a newer one invalidates it. */
  sv: number;
  /** The token's own id, by which a logout revokes it. */
  jti?: string;
  exp?: number;
}
