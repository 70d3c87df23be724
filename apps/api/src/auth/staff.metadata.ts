import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { PermissionKey } from '@agency/contracts';

export const PERMISSION_METADATA = 'staff:permission';
export const OPEN_METADATA = 'staff:open';
/** Route access beside a permission key: any signed-in staff member, or admins only. */
export const ANY_STAFF = 'staff:any';
export const ADMINS_ONLY = 'staff:admins';
/** A route the session of a user who must still set up two-factor login may call (that set-up itself). */
export const TWO_FACTOR_SETUP_METADATA = 'staff:two-factor-setup';
/** A route a personal API key may call (reading the statistics), besides a session. */
export const API_KEY_METADATA = 'staff:api-key';

/** Who may call a route: the holders of a permission, any signed-in staff member, or admins only. */
export type RouteAccess = PermissionKey | typeof ANY_STAFF | typeof ADMINS_ONLY;

/** What a route declares with the staff decorators; a method's declaration wins over its controller's. */
export interface RouteRules {
  open: boolean;
  /** Undefined when the route declares none. */
  access: RouteAccess | undefined;
  allowedBeforeTwoFactorSetup: boolean;
  takesApiKeys: boolean;
}

export function routeRules(reflector: Reflector, context: ExecutionContext): RouteRules {
  const targets = [context.getHandler(), context.getClass()];
  const declared = <T>(key: string) => reflector.getAllAndOverride<T | undefined>(key, targets);
  return {
    open: declared<boolean>(OPEN_METADATA) === true,
    access: declared<RouteAccess>(PERMISSION_METADATA),
    allowedBeforeTwoFactorSetup: declared<boolean>(TWO_FACTOR_SETUP_METADATA) === true,
    takesApiKeys: declared<boolean>(API_KEY_METADATA) === true,
  };
}
