import {
  applyDecorators,
  Controller,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import type { PermissionKey } from '@agency/contracts';
import { StaffGuard } from './staff.guard';
import type { StaffPrincipal } from './staff-principal';
import {
  ADMINS_ONLY,
  ANY_STAFF,
  API_KEY_METADATA,
  OPEN_METADATA,
  PERMISSION_METADATA,
  TWO_FACTOR_SETUP_METADATA,
} from './staff.metadata';

/** A back-office controller: every route needs a valid staff token and declares its permission. */
export function AdminController(path: string) {
  return applyDecorators(Controller(`api/admin/${path}`.replace(/\/$/, '')), UseGuards(StaffGuard));
}

/** The permission a route needs (docs/product/back-office.md 'Roles and permissions'); admins hold every permission. */
export const RequirePermission = (permission: PermissionKey) => SetMetadata(PERMISSION_METADATA, permission);

/** A route every signed-in staff member may call (their own account). */
export const AnyStaff = () => SetMetadata(PERMISSION_METADATA, ANY_STAFF);

/** A route for admins only (the activity log, staff-wide security rules); checked on the server. */
export const AdminsOnly = () => SetMetadata(PERMISSION_METADATA, ADMINS_ONLY);

/** Callable by a session that must set up two-factor login first: the set-up itself. */
export const AllowedBeforeTwoFactorSetup = () => SetMetadata(TWO_FACTOR_SETUP_METADATA, true);

/** Routes a personal API key may call as well as a session (to read only; the guard refuses other methods). */
export const TakesApiKeys = () => SetMetadata(API_KEY_METADATA, true);

/** A route on an admin controller that needs no token (the login itself). */
export const OpenRoute = () => SetMetadata(OPEN_METADATA, true);

export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): StaffPrincipal => context.switchToHttp().getRequest().staff,
);
