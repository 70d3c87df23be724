import { Body, HttpCode, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type ChangeOwnPasswordRequest, changeOwnPasswordRequestSchema } from '@agency/contracts';
import { AdminController, AnyStaff, CurrentStaff } from '../auth/staff.decorators';
import type { StaffPrincipal } from '../auth/staff-principal';
import { requestClient } from '../infrastructure/http/request-client';
import { ZodBodyPipe } from '../infrastructure/http/zod-body.pipe';
import { UsersService } from './users.service';

/** 'Mein Konto': what every signed-in staff member changes on their own account. */
@AdminController('account')
@AnyStaff()
export class OwnAccountController {
  constructor(private readonly users: UsersService) {}

  /** A new password, confirmed with the current one (and a code with two-factor login). */
  @Put('password')
  @HttpCode(200)
  async changePassword(
    @Body(new ZodBodyPipe(changeOwnPasswordRequestSchema)) body: ChangeOwnPasswordRequest,
    @CurrentStaff() staff: StaffPrincipal,
    @Req() request: Request,
  ): Promise<{ success: true }> {
    await this.users.changeOwnPassword(staff, body, requestClient(request));
    return { success: true };
  }
}
