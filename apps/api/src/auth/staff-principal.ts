import type { Permissions, Role } from '@agency/contracts';
import type { EventMetadata } from '@agency/event-store';

export interface StaffPrincipal {
  id: string;
  username: string;
  role: Role;
  permissions: Permissions;
  /** The id of the token this request came with (its session). */
  sessionId?: string;
}

export interface StaffTokenPayload {
  sub: string;
  /** The user's session version when the token was issued; a newer one invalidates it. */
  sv: number;
  /** The token's own id, by which a logout revokes it. */
  jti?: string;
  exp?: number;
}

/**
 * Who an event is recorded for: the staff member, or nobody (null) for the system's own changes (first start,
 * seed). A planned publication that runs later is recorded for the staff member who planned it.
 */
export function actorMetadata(actor: Pick<StaffPrincipal, 'id' | 'username'> | null): EventMetadata {
  return { actor: actor ? { id: actor.id, username: actor.username } : null };
}

/**
 * The metadata of a change that ends the other sessions of the actor's own account (a new password,
 * two-factor login set up): `session` names the one that made it, which stays (user-list.projection.ts).
 */
export function ownSessionMetadata(actor: Pick<StaffPrincipal, 'id' | 'username' | 'sessionId'>): EventMetadata {
  return { ...actorMetadata(actor), ...(actor.sessionId ? { session: actor.sessionId } : {}) };
}
