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
import { OPEN_METADATA, PERMISSION_METADATA } from './staff.metadata';

/** A back-office controller: every route needs a valid staff token and declares its permission. */
export function AdminController(path: string) {
  return applyDecorators(Controller(`api/admin/${path}`.replace(/\/$/, '')), UseGuards(StaffGuard));
}

/** The permission a route needs (spec/back-office.md §6); admins hold every permission. */
export const RequirePermission = (permission: PermissionKey) => SetMetadata(PERMISSION_METADATA, permission);

/** A route on an admin controller that needs no token (the login itself). */
export const OpenRoute = () => SetMetadata(OPEN_METADATA, true);

export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): StaffPrincipal => context.switchToHttp().getRequest().staff,
);
